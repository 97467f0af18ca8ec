import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChannelFlags } from './ChannelFlags';

const meta = {
  title: 'Console/ChannelFlags',
  component: ChannelFlags,
  args: { channel: { adult: true, password: true, isLive: true, suspension: null } },
} satisfies Meta<typeof ChannelFlags>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AdultWithPassword: Story = {};
export const NoFlags: Story = { args: { channel: { adult: false, password: false, isLive: true, suspension: null } } };
export const Suspended: Story = {
  args: { channel: { adult: false, password: false, isLive: false, suspension: { reason: '저작권 침해' } } },
};
