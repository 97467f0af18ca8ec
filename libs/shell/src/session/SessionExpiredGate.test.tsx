import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionExpiredShown } from '@onair/store';
import { renderInShell, resetTestStores, testStore } from '../testing/render-in-shell';
import { SessionExpiredGate } from './SessionExpiredGate';

afterEach(resetTestStores);

async function expiredOn(path: string) {
  const store = testStore();
  const reloads: number[] = [];
  await renderInShell(<SessionExpiredGate reload={() => reloads.push(1)} />, { store, path });
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  act(() => {
    store.dispatch(sessionExpiredShown());
  });
  expect(await screen.findByRole('alertdialog')).toHaveAccessibleDescription('세션이 만료되었습니다. 다시 로그인 후 이용가능합니다.');
  return { store, reloads };
}

test('확인 closes it and opens the login dialog, returning to the current page', async () => {
  const { store, reloads } = await expiredOn('/live/7');
  await userEvent.click(screen.getByRole('button', { name: '확인' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(store.getState().authDialog).toMatchObject({ sessionExpired: false, open: true, tab: 'signIn', callbackURL: '/live/7' });
  expect(reloads).toEqual([]);
});

test('취소 reloads the page', async () => {
  const { store, reloads } = await expiredOn('/');
  await userEvent.click(screen.getByRole('button', { name: '취소' }));
  expect(reloads).toEqual([1]);
  expect(store.getState().authDialog.open).toBe(false);
});
