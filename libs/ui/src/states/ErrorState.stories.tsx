import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'UI/States/ErrorState',
  component: ErrorState,
  args: { onRetry: () => undefined },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The common.loadError text and 다시 시도. */
export const Default: Story = {};
