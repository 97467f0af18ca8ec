import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainTable } from './PlainTable';

type Row = { id: number; kind: string; reason: string };

const meta = {
  title: 'Console/PlainTable',
  component: PlainTable<Row>,
  args: {
    label: '제재 이력',
    columns: [
      { id: 'kind', header: '종류', cell: (row: Row) => row.kind },
      { id: 'reason', header: '사유', cell: (row: Row) => row.reason },
    ],
    rows: [
      { id: 1, kind: '차단', reason: '불법 광고' },
      { id: 2, kind: '채팅 금지', reason: '욕설 반복' },
    ],
    getRowId: (row: Row) => String(row.id),
    empty: '제재 이력이 없습니다.',
  },
} satisfies Meta<typeof PlainTable<Row>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const Empty: Story = { args: { rows: [] } };
