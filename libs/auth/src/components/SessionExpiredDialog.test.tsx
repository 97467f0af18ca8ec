import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInKorean } from '../testing/render-in-korean';
import { SessionExpiredDialog } from './SessionExpiredDialog';

async function setup() {
  const calls: string[] = [];
  await renderInKorean(<SessionExpiredDialog open onCancel={() => calls.push('cancel')} onConfirm={() => calls.push('confirm')} />);
  return calls;
}

test('shows the SPEC text with 취소 and 확인', async () => {
  await setup();
  const dialog = screen.getByRole('alertdialog', { name: '안내' });
  expect(dialog).toHaveAccessibleDescription('세션이 만료되었습니다. 다시 로그인 후 이용가능합니다.');
  expect(screen.getByRole('button', { name: '확인' })).toHaveFocus();
  expect(screen.getByRole('button', { name: '취소' })).toBeInTheDocument();
});

test('취소 calls onCancel (the app reloads the page)', async () => {
  const calls = await setup();
  await userEvent.click(screen.getByRole('button', { name: '취소' }));
  expect(calls).toEqual(['cancel']);
});

test('확인 calls onConfirm (the app closes it and opens login)', async () => {
  const calls = await setup();
  await userEvent.click(screen.getByRole('button', { name: '확인' }));
  expect(calls).toEqual(['confirm']);
});

test('Escape counts as 취소; a backdrop click does nothing', async () => {
  const calls = await setup();
  const backdrop = document.querySelector('[data-dialog-backdrop]');
  if (!backdrop) throw new Error('no backdrop');
  fireEvent.mouseDown(backdrop);
  fireEvent.click(backdrop);
  expect(calls).toEqual([]);
  await userEvent.keyboard('{Escape}');
  expect(calls).toEqual(['cancel']);
});
