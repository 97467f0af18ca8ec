// The home popup: 닫기 closes it for this visit; 오늘 하루 보지 않기 keeps it away until tomorrow.
import { act, screen, waitFor, within } from '@testing-library/react';
import { authDialogClosed, authDialogOpened } from '@onair/store';
import { homeItem, summaryOf } from '../testing/home-fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import { HomePage } from './HomePage';

afterEach(resetChannelStores);

const routes = [{ path: '/', element: <HomePage /> }];
const api = {
  'GET /api/guest/channels': answer({ items: [summaryOf(1, '온에어 공식 채널')], page: 1, size: 20, total: 1 }),
  'GET /api/guest/popups': answer({ items: [homeItem(7, '추석 특별 방송 안내', { body: '연휴 내내 함께해요.' })] }),
};

test('닫기 closes the popup for this tab, page loads included; a new tab shows it again', async () => {
  const first = await renderChannel({ url: '/', routes, api });
  expect(await screen.findByRole('dialog', { name: '추석 특별 방송 안내' })).toHaveTextContent('연휴 내내 함께해요.');
  // The dialog's own 닫기 button, not its close icon (both say 닫기).
  await first.user.click(within(screen.getByRole('dialog')).getByText('닫기', { selector: 'button' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  first.unmount();
  resetChannelStores();

  // The next page load in the same tab: no popup.
  const again = await renderChannel({ url: '/', routes, api });
  await waitFor(() => expect(again.api.count('GET', '/api/guest/popups')).toBe(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByRole('dialog')).toBeNull();
  again.unmount();
  resetChannelStores();

  // A new tab (its own sessionStorage): the popup again.
  window.sessionStorage.clear();
  await renderChannel({ url: '/', routes, api });
  expect(await screen.findByRole('dialog', { name: '추석 특별 방송 안내' })).toBeInTheDocument();
});

test('오늘 하루 보지 않기 keeps it away for the rest of the day', async () => {
  const first = await renderChannel({ url: '/', routes, api });
  await first.user.click(await screen.findByRole('button', { name: '오늘 하루 보지 않기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  first.unmount();
  resetChannelStores();

  const { api: second } = await renderChannel({ url: '/', routes, api });
  await waitFor(() => expect(second.count('GET', '/api/guest/popups')).toBe(1));
  await screen.findByRole('list', { name: '채널' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('the popup never comes over the login or signup dialog, and stays away in this tab afterwards', async () => {
  const { store, api: seen } = await renderChannel({
    url: '/',
    routes,
    api,
    member: null,
  });
  act(() => {
    store.dispatch(authDialogOpened({ tab: 'signUp' }));
  });
  // The popups answer has come and been rendered: still no popup while signing up, nor after.
  await waitFor(() => expect(seen.count('GET', '/api/guest/popups')).toBe(1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  expect(screen.queryByRole('dialog', { name: '추석 특별 방송 안내' })).toBeNull();
  act(() => {
    store.dispatch(authDialogClosed());
  });
  expect(screen.queryByRole('dialog', { name: '추석 특별 방송 안내' })).toBeNull();
  // The page after signing up (a reload in the same tab): still none.
  resetChannelStores();
  await renderChannel({ url: '/', routes, api, member: null });
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(screen.queryByRole('dialog', { name: '추석 특별 방송 안내' })).toBeNull();
});

test('a popup with a link and no image offers the link in words, and following it closes the popup', async () => {
  const { user } = await renderChannel({
    url: '/',
    routes: [...routes, { path: '/notices/maintenance', element: <p>이전 안내 페이지</p> }],
    api: {
      ...api,
      'GET /api/guest/popups': answer({
        items: [
          homeItem(8, '새 플랫폼 이전 안내', {
            body: '자세한 일정은 공지사항에서 확인해주세요.',
            linkUrl: '/notices/maintenance',
          }),
        ],
      }),
    },
  });
  const dialog = await screen.findByRole('dialog', { name: '새 플랫폼 이전 안내' });
  const more = within(dialog).getByRole('link', { name: '공지 자세히 보기' });
  expect(more).toHaveAttribute('href', '/notices/maintenance');
  await user.click(more);
  expect(await screen.findByText('이전 안내 페이지')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).toBeNull();
});
