import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryState } from './QueryState';

const query = { data: '12,000 러브', isLoading: false, isError: false, refetch: () => undefined };

const meta = {
  title: 'UI/States/QueryState',
  component: QueryState<string>,
  args: { query, children: (balance: string) => <p className="text-lg font-bold">{balance}</p> },
} satisfies Meta<typeof QueryState<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

export const Loading: Story = { args: { query: { ...query, data: undefined, isLoading: true } } };

export const Failed: Story = { args: { query: { ...query, data: undefined, isError: true } } };
