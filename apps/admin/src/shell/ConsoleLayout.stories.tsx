import type { Meta, StoryObj } from '@storybook/react-vite';
import { staffOf } from '../testing/staff-of';
import { ConsoleLayout } from './ConsoleLayout';

const meta = {
  title: 'Console/ConsoleLayout',
  component: ConsoleLayout,
  args: { staff: staffOf({ displayName: '김운영', login: 'kim.ops' }) },
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = {};
export const Moderator: Story = {
  args: { staff: staffOf({ role: 'moderator', brands: ['onair'], displayName: '박모더', login: 'park.mod' }) },
};
