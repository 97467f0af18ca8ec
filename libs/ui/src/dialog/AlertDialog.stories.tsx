import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/Button';
import { AlertDialog } from './AlertDialog';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: { open: true, onClose: () => undefined, children: '저장되었습니다.' },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};

export const MembersOnly: Story = {
  args: {
    title: '회원 전용',
    children: '로그인 후 이용가능합니다.',
    confirmText: '로그인 하기',
    extraAction: { label: '10초 간편회원가입', onClick: () => undefined },
  },
};

function SessionExpiredDemo() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        다시 열기
      </Button>
      <AlertDialog open={open} onClose={() => setOpen(false)} extraAction={{ label: '취소', onClick: () => undefined }}>
        세션이 만료되었습니다. 다시 로그인 후 이용가능합니다.
      </AlertDialog>
    </>
  );
}

export const SessionExpired: Story = { render: () => <SessionExpiredDemo /> };
