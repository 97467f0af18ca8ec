import type { Meta, StoryObj } from '@storybook/react-vite';
import { createColumnHelper } from '@tanstack/react-table';
import { ServerTable, type ServerResult } from './ServerTable';

type Row = { id: number; login: string; role: string; createdAt: string };
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('login', { header: '아이디' }),
  column.accessor('role', { header: '역할' }),
  column.accessor('createdAt', { header: '만든 날', enableSorting: true }),
];
const rows: Row[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  login: `staff${index + 1}`,
  role: index === 0 ? '최고 관리자' : '모더레이터',
  createdAt: `2026. 12. ${index + 1}.`,
}));
const loaded: ServerResult<Row> = {
  data: { items: rows, page: 2, size: 8, total: 45 },
  isLoading: false,
  isFetching: false,
  isError: false,
  refetch: () => undefined,
};
const query = {
  page: 2,
  size: 8,
  sort: { column: 'createdAt', descending: true },
  setPage: () => undefined,
  setSort: () => undefined,
};

const meta = {
  title: 'Console/ServerTable',
  component: ServerTable<Row>,
  args: { label: '운영자', columns, result: loaded, query, getRowId: (row: Row) => String(row.id) },
} satisfies Meta<typeof ServerTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
export const Refetching: Story = { args: { result: { ...loaded, isFetching: true } } };
export const Loading: Story = { args: { result: { ...loaded, data: undefined, isLoading: true } } };
export const Failed: Story = { args: { result: { ...loaded, data: undefined, isError: true } } };
export const Empty: Story = { args: { result: { ...loaded, data: { items: [], page: 1, size: 8, total: 0 } } } };
