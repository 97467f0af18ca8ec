import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pager } from './Pager';

const meta = {
  title: 'UI/Pager',
  component: Pager,
  args: { page: 2, size: 10, total: 45, onPage: () => undefined, label: '페이지 이동', previousText: '이전', nextText: '다음' },
} satisfies Meta<typeof Pager>;

export default meta;
type Story = StoryObj<typeof meta>;

function Turning() {
  const [page, setPage] = useState(1);
  return <Pager page={page} size={10} total={45} onPage={setPage} label="페이지 이동" previousText="이전" nextText="다음" />;
}

export const Middle: Story = {};

export const FirstPage: Story = { args: { page: 1 } };

export const Interactive: Story = { render: () => <Turning /> };
