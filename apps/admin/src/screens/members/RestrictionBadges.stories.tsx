import type { Meta, StoryObj } from '@storybook/react-vite';
import { RestrictionBadges } from './RestrictionBadges';

const meta = {
  title: 'Console/RestrictionBadges',
  component: RestrictionBadges,
  args: { block: { active: false, until: null }, chatBan: { active: false, until: null } },
} satisfies Meta<typeof RestrictionBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {};
export const BlockedAndBanned: Story = {
  args: { block: { active: true, until: '2026-12-13T15:00:00.000Z' }, chatBan: { active: true, until: null } },
};
