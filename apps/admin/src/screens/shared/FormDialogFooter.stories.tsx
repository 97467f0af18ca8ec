import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormDialogFooter } from './FormDialogFooter';

const meta = {
  title: 'Console/FormDialogFooter',
  component: FormDialogFooter,
  args: {
    formId: 'invite-staff',
    submitText: '초대하기',
    cancelText: '취소',
    busy: false,
    onCancel: () => undefined,
  },
  decorators: [
    (Story) => (
      <div className="flex justify-end gap-2">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormDialogFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Submit: Story = {};
export const Busy: Story = { args: { busy: true } };
export const Danger: Story = { args: { submitText: '사용 중지', danger: true } };
