import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertDialog } from './AlertDialog';

test('defaults to the title 안내 and the confirm text 확인, and describes itself by the message', () => {
  render(
    <AlertDialog open onClose={() => undefined}>
      저장되었습니다.
    </AlertDialog>,
  );
  const dialog = screen.getByRole('alertdialog', { name: '안내' });
  expect(dialog).toHaveAccessibleDescription('저장되었습니다.');
  expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
});

test('confirm runs onConfirm then closes', async () => {
  const calls: string[] = [];
  render(
    <AlertDialog
      open
      onClose={() => calls.push('close')}
      onConfirm={() => calls.push('confirm')}
      confirmText="OK"
      title="Notice"
    >
      Saved.
    </AlertDialog>,
  );
  expect(screen.getByRole('alertdialog', { name: 'Notice' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(calls).toEqual(['confirm', 'close']);
});

test('fires the extra action', async () => {
  const reload = jest.fn();
  const onClose = jest.fn();
  render(
    <AlertDialog open onClose={onClose} extraAction={{ label: '취소', onClick: reload }}>
      세션이 만료되었습니다. 다시 로그인 후 이용가능합니다.
    </AlertDialog>,
  );
  await userEvent.click(screen.getByRole('button', { name: '취소' }));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(onClose).toHaveBeenCalledTimes(1);
});
