import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { TextInput } from '../text-input/TextInput';
import { Dialog } from './Dialog';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: { open: true, title: '로그인', showCloseButton: true, onClose: () => undefined },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function LoginDialogDemo({ startOpen }: { startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>로그인 열기</Button>
      <Dialog
        open={open}
        onClose={close}
        title="로그인"
        showCloseButton
        footer={
          <>
            <Button variant="ghost" onClick={close}>
              취소
            </Button>
            <Button onClick={close}>로그인</Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <TextInput label="아이디" placeholder="아이디" />
          <TextInput label="비밀번호" type="password" placeholder="비밀번호" />
        </div>
      </Dialog>
    </>
  );
}

export const Open: Story = { render: () => <LoginDialogDemo startOpen /> };

export const Closed: Story = { render: () => <LoginDialogDemo startOpen={false} /> };

export const RulesDocument: Story = {
  args: { size: 'lg', title: '서비스 이용약관' },
  render: (args) => (
    <Dialog {...args}>
      {Array.from({ length: 12 }, (_, i) => (
        <p key={i} className="mb-3 text-muted">
          제{i + 1}조 회원은 서비스 이용 시 관계 법령과 본 약관의 규정을 준수하여야 합니다.
        </p>
      ))}
    </Dialog>
  ),
};
