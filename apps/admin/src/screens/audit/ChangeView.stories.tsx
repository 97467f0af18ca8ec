import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChangeView } from './ChangeView';

const meta = {
  title: 'Console/Audit/ChangeView',
  component: ChangeView,
  args: {
    before: { role: 'moderator', brands: ['onair'], status: 'active' },
    after: { role: 'support', brands: 'all', status: 'active' },
  },
} satisfies Meta<typeof ChangeView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Changed: Story = {};
export const Invited: Story = {
  args: { before: null, after: { login: 'mod1', role: 'moderator', brands: ['onair', 'mint'], status: 'enrolling' } },
};
export const Nothing: Story = { args: { before: null, after: null } };
