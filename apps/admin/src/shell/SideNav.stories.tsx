import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideNav } from './SideNav';

const meta = {
  title: 'Console/SideNav',
  component: SideNav,
  args: { role: 'super-admin' },
  decorators: [(Story) => <div className="w-52 bg-surface p-3">{<Story />}</div>],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SuperAdmin: Story = {};
export const Moderator: Story = { args: { role: 'moderator' } };
