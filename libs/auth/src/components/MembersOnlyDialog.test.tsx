import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInKorean } from '../testing/render-in-korean';
import { MembersOnlyDialog } from './MembersOnlyDialog';

async function setup(open = true) {
  const calls: string[] = [];
  await renderInKorean(
    <MembersOnlyDialog
      open={open}
      onClose={() => calls.push('close')}
      onLogin={() => calls.push('login')}
      onSignup={() => calls.push('signup')}
    />,
  );
  return calls;
}

test('shows the SPEC title, text and buttons in Korean', async () => {
  await setup();
  const dialog = screen.getByRole('alertdialog', { name: '회원 전용' });
  expect(dialog).toHaveAccessibleDescription('로그인 후 이용가능합니다.');
  expect(screen.getByRole('button', { name: '로그인 하기' })).toHaveFocus();
  expect(screen.getByRole('button', { name: '10초 간편회원가입' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '닫기' })).toBeInTheDocument();
});

test('로그인 하기 calls onLogin, then onClose', async () => {
  const calls = await setup();
  await userEvent.click(screen.getByRole('button', { name: '로그인 하기' }));
  expect(calls).toEqual(['login', 'close']);
});

test('10초 간편회원가입 calls onSignup, then onClose', async () => {
  const calls = await setup();
  await userEvent.click(screen.getByRole('button', { name: '10초 간편회원가입' }));
  expect(calls).toEqual(['signup', 'close']);
});

test('Escape and the close icon only close it', async () => {
  const calls = await setup();
  await userEvent.keyboard('{Escape}');
  await userEvent.click(screen.getByRole('button', { name: '닫기' }));
  expect(calls).toEqual(['close', 'close']);
});

test('renders nothing while closed', async () => {
  await setup(false);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
