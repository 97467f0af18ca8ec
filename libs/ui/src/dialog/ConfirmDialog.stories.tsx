import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onClose: () => undefined,
    onConfirm: () => undefined,
    title: '안내',
    confirmText: '삭제',
    cancelText: '취소',
    children: '이 문의를 삭제할까요?',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
