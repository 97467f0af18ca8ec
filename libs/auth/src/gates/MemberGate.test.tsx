import { screen } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { renderWithStore } from '../testing/render-with-store';
import { MemberGate } from './MemberGate';

const gated = <MemberGate>{(member) => <p>{member.nickname}</p>}</MemberGate>;

test('waits while the session is restored', async () => {
  await renderWithStore(gated, { preloadedState: { session: { profile: null, restoring: true } } });
  expect(screen.getByText('불러오는 중입니다.')).toHaveAttribute('role', 'status');
});

test('hands the member to the page', async () => {
  await renderWithStore(gated, { preloadedState: { session: { profile: MEMBER, restoring: false } } });
  expect(screen.getByText('라이브팬')).toBeInTheDocument();
});

test('asks a visitor to sign in and come back to this address', async () => {
  const { store, user } = await renderWithStore(gated, { route: '/my/wallet?tab=orders' });
  expect(screen.getByRole('heading', { level: 1, name: '회원 전용' })).toBeInTheDocument();
  expect(screen.getByText('로그인 후 이용가능합니다.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '로그인 하기' }));
  expect(store.getState().authDialog).toMatchObject({
    open: true,
    tab: 'signIn',
    callbackURL: '/my/wallet?tab=orders',
  });
});

test('inline, the sign-in prompt is a section of the page', async () => {
  await renderWithStore(<MemberGate inline>{() => null}</MemberGate>);
  expect(screen.getByRole('heading', { level: 2, name: '회원 전용' })).toBeInTheDocument();
});
