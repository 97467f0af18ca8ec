import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListPager } from './ListPager';

const meta = {
  title: 'UI/ListPager',
  component: ListPager,
  args: { page: { page: 2, size: 10, total: 45 }, onPage: () => undefined },
} satisfies Meta<typeof ListPager>;

export default meta;
type Story = StoryObj<typeof meta>;

function Turning() {
  const [page, setPage] = useState(1);
  return <ListPager page={{ page, size: 10, total: 45 }} onPage={setPage} />;
}

/** Pager with the common.pager.* words. */
export const Middle: Story = {};

export const Interactive: Story = { render: () => <Turning /> };
