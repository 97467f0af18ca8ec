import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingState } from './LoadingState';

const meta = {
  title: 'UI/States/LoadingState',
  component: LoadingState,
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 불러오는 중입니다. (common.loading). */
export const Default: Story = {};

export const WithLabel: Story = { args: { label: '결제 결과를 확인하는 중입니다.' } };
