import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { TabBar } from './TabBar';

const meta = {
  title: 'UI/TabBar',
  component: TabBar,
  args: {
    label: '게시판 분류',
    items: [
      { key: 'all', label: '전체' },
      { key: 'free', label: '자유' },
      { key: 'fanart', label: '팬아트' },
      { key: 'question', label: '질문', disabled: true },
    ],
    selected: 'all',
    onSelect: () => undefined,
  },
} satisfies Meta<typeof TabBar<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

function Switching({ layout }: { layout: 'fill' | 'fit' }) {
  const [tab, setTab] = useState('all');
  return (
    <TabBar
      label="게시판 분류"
      layout={layout}
      size="sm"
      items={[
        { key: 'all', label: '전체' },
        { key: 'free', label: '자유' },
        { key: 'fanart', label: '팬아트' },
      ]}
      selected={tab}
      onSelect={setTab}
    />
  );
}

export const Fill: Story = {};
export const Fit: Story = { render: () => <Switching layout="fit" /> };
