import type { Meta, StoryObj } from '@storybook/react-vite';
import { TablePager } from './TablePager';

const meta = {
  title: 'Console/TablePager',
  component: TablePager,
  args: { page: 2, size: 20, total: 95, onPage: () => undefined },
} satisfies Meta<typeof TablePager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {};
export const First: Story = { args: { page: 1 } };
export const OnePage: Story = { args: { page: 1, total: 3 } };
