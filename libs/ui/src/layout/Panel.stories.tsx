import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { Panel } from './Panel';

const meta = {
  title: 'UI/Panel',
  component: Panel,
  args: { title: '보유 루비', children: <p className="text-sm text-text">12,000</p> },
} satisfies Meta<typeof Panel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        충전하기
      </Button>
    ),
  },
};
