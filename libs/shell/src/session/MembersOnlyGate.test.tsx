import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMembersOnly } from '@onair/store';
import { MEMBER } from '@onair/store/testing';
import { renderInShell, resetTestStores, testStore } from '../testing/render-in-shell';
import { MembersOnlyGate } from './MembersOnlyGate';

afterEach(resetTestStores);

/** A members-only action as a feature would write it. */
function FollowButton({ onFollow }: { onFollow: () => void }) {
  const membersOnly = useMembersOnly();
  return (
    <button type="button" onClick={() => membersOnly(onFollow)}>
      팔로우
    </button>
  );
}

async function setup(member: boolean) {
  const follows: number[] = [];
  const store = testStore(member ? { preloadedState: { session: { profile: MEMBER, restoring: false } } } : {});
  await renderInShell(
    <>
      <FollowButton onFollow={() => follows.push(1)} />
      <MembersOnlyGate />
    </>,
    { store, path: '/live/9' },
  );
  await userEvent.click(screen.getByRole('button', { name: '팔로우' }));
  return { store, follows };
}

test('a member just does it', async () => {
  const { follows } = await setup(true);
  expect(follows).toEqual([1]);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a visitor gets 회원 전용; 로그인 하기 opens the login tab', async () => {
  const { store, follows } = await setup(false);
  expect(follows).toEqual([]);
  expect(screen.getByRole('alertdialog', { name: '회원 전용' })).toHaveAccessibleDescription('로그인 후 이용가능합니다.');
  await userEvent.click(screen.getByRole('button', { name: '로그인 하기' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(store.getState().authDialog).toMatchObject({ membersOnly: false, open: true, tab: 'signIn', callbackURL: '/live/9' });
});

test('10초 간편회원가입 opens the signup tab', async () => {
  const { store } = await setup(false);
  await userEvent.click(screen.getByRole('button', { name: '10초 간편회원가입' }));
  expect(store.getState().authDialog).toMatchObject({ membersOnly: false, open: true, tab: 'signUp' });
});
