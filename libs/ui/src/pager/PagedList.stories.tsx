import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ListPage } from './ListPager';
import { PagedList } from './PagedList';

const NAMES = Array.from({ length: 23 }, (_, index) => `채널 ${index + 1}`);

function pageOf(page: number): ListPage<string> {
  return { items: NAMES.slice((page - 1) * 5, page * 5), page, size: 5, total: NAMES.length };
}

const row = (name: string) => (
  <li key={name} className="py-2 text-sm text-text">
    {name}
  </li>
);

const meta = {
  title: 'UI/PagedList',
  component: PagedList<string>,
  args: {
    query: { data: pageOf(1), isLoading: false, isError: false, refetch: () => undefined },
    label: '팔로우한 채널',
    empty: '팔로우한 채널이 없습니다.',
    onPage: () => undefined,
    children: row,
  },
} satisfies Meta<typeof PagedList<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

function Turning() {
  const [page, setPage] = useState(1);
  const query = { data: pageOf(page), isLoading: false, isError: false, refetch: () => undefined };
  return (
    <PagedList query={query} label="팔로우한 채널" empty="팔로우한 채널이 없습니다." onPage={setPage}>
      {row}
    </PagedList>
  );
}

export const FirstPage: Story = {};

export const Interactive: Story = { render: () => <Turning /> };

export const Empty: Story = {
  args: {
    query: {
      data: { items: [], page: 1, size: 5, total: 0 },
      isLoading: false,
      isError: false,
      refetch: () => undefined,
    },
  },
};
