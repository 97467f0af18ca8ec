import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveThumbnail } from './LiveThumbnail';

const meta = {
  title: 'Console/LiveThumbnail',
  component: LiveThumbnail,
  args: { url: null, title: '랭크 올리기 도전!' },
} satisfies Meta<typeof LiveThumbnail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the media node's first snapshot. */
export const NoPictureYet: Story = {};
/** A snapshot that fails to load falls back to the same box. */
export const Broken: Story = { args: { url: '/media/thumbs/0.jpg?v=1' } };
