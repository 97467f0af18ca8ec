import type { Meta, StoryObj } from '@storybook/react-vite';
import { AttachmentList } from './AttachmentList';

const meta = {
  title: 'Console/AttachmentList',
  component: AttachmentList,
  args: { attachments: [] },
} satisfies Meta<typeof AttachmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Files are fetched through the API; without one a story shows the empty state and the failures. */
export const None: Story = {};
export const Unreachable: Story = {
  args: {
    attachments: [
      { uploadId: 'up-1', url: '', fileName: 'receipt.png', contentType: 'image/png', sizeBytes: 1200 },
      { uploadId: 'up-2', url: '', fileName: 'statement.pdf', contentType: 'application/pdf', sizeBytes: 3400 },
    ],
  },
};
