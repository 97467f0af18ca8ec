// A signed-in member's home: their followed channels live now and what they watched come before
// everyone's channels; a visitor's home is as it was and asks /api/my/* for nothing.
import { jest } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { signedIn, signedOut, signOut, type SessionProfile } from '@onair/store';
import { MEMBER } from '@onair/store/testing';
import { summaryOf, viewMainOf, watchedOf } from '../testing/home-fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import type { FakeRoute } from '@onair/store/testing';
import { HOME_REFRESH_MS } from './ChannelGrid';
import { HomePage } from './HomePage';

afterEach(() => {
  jest.useRealTimers();
  resetChannelStores();
});

const routes = [
  { path: '/', element: <HomePage /> },
  { path: '/my', element: <p>마이페이지</p> },
];
const guest = {
  'GET /api/guest/channels': answer({ items: [summaryOf(1, '온에어 공식 채널')], page: 1, size: 20, total: 1 }),
  'GET /api/guest/banners': answer({ items: [] }),
  'GET /api/guest/themes': answer({ items: [] }),
  'GET /api/guest/suggestion-list': answer({ items: [] }),
  'GET /api/guest/popups': answer({ items: [] }),
};
const home = (viewMain: FakeRoute, member: SessionProfile | null = MEMBER) =>
  renderChannel({ url: '/', routes, member, api: { ...guest, 'GET /api/my/view-main': viewMain } });

/** Answers held until the test lets each go. */
function held() {
  const waiting: Array<(body: unknown) => void> = [];
  const route: FakeRoute = () => new Promise((resolve) => waiting.push((body) => resolve({ status: 200, body })));
  const release = async (body: unknown) => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
    await act(async () => waiting.shift()?.(body));
  };
  return { route, release };
}

test('a member sees the followed channels live now, then what they watched, above every channel', async () => {
  await home(
    answer(
      viewMainOf(
        [{ ...summaryOf(11, '민지의 게임방'), viewerCount: 321 }],
        [watchedOf(21, '준호의 무대', { isLive: false, viewerCount: 0 })],
      ),
    ),
  );

  const card = await screen.findByRole('article', { name: '민지의 게임방' });
  expect(screen.getByRole('region', { name: '팔로우 중인 라이브' })).toContainElement(card);
  expect(within(card).getByText('321명 시청')).toBeInTheDocument();
  expect(within(card).getByRole('link')).toHaveAttribute('href', '/live/11');
  const recent = screen.getByRole('region', { name: '최근 본 채널' });
  expect(within(recent).getByRole('article', { name: '준호의 무대' })).toHaveTextContent('오프라인');

  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings.slice(0, 3)).toEqual(['팔로우 중인 라이브', '최근 본 채널', '채널']);
  expect(await screen.findByRole('list', { name: '채널' })).toBeInTheDocument();
});

test('with no followed channel live the row says so and links to the follows; no watched row without history', async () => {
  const { user } = await home(answer(viewMainOf([])));

  await screen.findByText('지금 방송 중인 팔로우 채널이 없습니다.');
  const followed = screen.getByRole('region', { name: '팔로우 중인 라이브' });
  expect(within(followed).queryByRole('article')).toBeNull();
  expect(screen.queryByRole('region', { name: '최근 본 채널' })).toBeNull();

  await user.click(within(followed).getByRole('link', { name: '팔로우한 채널 보기' }));
  expect(await screen.findByText('마이페이지')).toBeInTheDocument();
});

test("a visitor's home has no member rows and asks nothing of /api/my", async () => {
  const { urls } = await home(answer(viewMainOf([summaryOf(11, '민지의 게임방')])), null);

  expect(await screen.findByRole('list', { name: '채널' })).toBeInTheDocument();
  // Every request of the home page made, the operator's sections' last among them.
  await waitFor(() => expect(urls).toContain('GET /api/guest/popups?lang=ko'));
  expect(screen.queryByRole('region', { name: '팔로우 중인 라이브' })).toBeNull();
  expect(screen.queryByText('민지의 게임방')).toBeNull();
  expect(urls.filter((url) => url.includes('/api/my/'))).toEqual([]);
});

test('while loading the row keeps its room; a failure offers a retry that fills it', async () => {
  let fail = true;
  const viewMain: FakeRoute = () =>
    fail
      ? { status: 500, body: { message: 'boom' } }
      : { status: 200, body: viewMainOf([summaryOf(11, '민지의 게임방')]) };
  const slow = held();
  const first = await home(slow.route);
  expect(await screen.findByRole('region', { name: '팔로우 중인 라이브' })).toHaveAttribute('aria-busy', 'true');
  await slow.release(viewMainOf([summaryOf(11, '민지의 게임방')]));
  expect(await screen.findByRole('article', { name: '민지의 게임방' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: '팔로우 중인 라이브' })).not.toHaveAttribute('aria-busy');
  first.unmount();
  resetChannelStores();

  const { user } = await home(viewMain);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('팔로우 중인 라이브를 불러오지 못했습니다.');
  expect(screen.getByRole('region', { name: '팔로우 중인 라이브' })).toContainElement(alert);
  fail = false;
  await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
  const card = await screen.findByRole('article', { name: '민지의 게임방' });
  expect(screen.getByRole('region', { name: '팔로우 중인 라이브' })).toContainElement(card);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('signing out removes the rows at once, and the next member never sees the last one’s', async () => {
  const answers = held();
  const { store, api } = await renderChannel({
    url: '/',
    routes,
    api: { ...guest, 'GET /api/my/view-main': answers.route, 'POST /api/auth/signout': answer({ msg: 'ok' }) },
  });
  await answers.release(viewMainOf([summaryOf(11, '민지의 게임방')]));
  expect(await screen.findByRole('article', { name: '민지의 게임방' })).toBeInTheDocument();

  // 로그아웃: the rows go in the same render as the session.
  let signingOut: Promise<unknown> = Promise.resolve();
  act(() => {
    signingOut = store.dispatch(signOut());
  });
  expect(screen.queryByRole('region', { name: '팔로우 중인 라이브' })).toBeNull();
  expect(screen.queryByText('민지의 게임방')).toBeNull();
  await act(() => signingOut);
  expect(await screen.findByRole('article', { name: '온에어 공식 채널' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: '팔로우 중인 라이브' })).toBeNull();

  // Signed in again as the first member: rows back from a fresh answer.
  act(() => void store.dispatch(signedIn(MEMBER)));
  await answers.release(viewMainOf([summaryOf(11, '민지의 게임방')]));
  expect(await screen.findByRole('article', { name: '민지의 게임방' })).toBeInTheDocument();

  // The session expires (signed out without dropping the cache) and another member signs in on
  // the same page: until their own answer comes, the row waits rather than show the first member's.
  act(() => void store.dispatch(signedOut()));
  expect(screen.queryByText('민지의 게임방')).toBeNull();
  act(() => void store.dispatch(signedIn({ ...MEMBER, memberId: 8, nickname: '두번째' })));
  expect(await screen.findByRole('region', { name: '팔로우 중인 라이브' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('민지의 게임방')).toBeNull();
  await answers.release(viewMainOf([summaryOf(12, '두번째의 채널')]));
  expect(await screen.findByRole('article', { name: '두번째의 채널' })).toBeInTheDocument();
  expect(screen.queryByText('민지의 게임방')).toBeNull();
  expect(api.count('GET', '/api/my/view-main')).toBe(3);
});

test('the rows are asked again as often as the channel list, and show who went live since', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  let live = [summaryOf(11, '민지의 게임방')];
  const { api } = await home(() => ({ status: 200, body: viewMainOf(live) }));
  expect(await screen.findByRole('article', { name: '민지의 게임방' })).toBeInTheDocument();

  live = [...live, summaryOf(12, '준호의 무대')];
  await act(() => jest.advanceTimersByTimeAsync(HOME_REFRESH_MS - 1_000));
  expect(screen.queryByRole('article', { name: '준호의 무대' })).toBeNull();
  await act(() => jest.advanceTimersByTimeAsync(1_000));
  const card = await screen.findByRole('article', { name: '준호의 무대' });
  expect(screen.getByRole('region', { name: '팔로우 중인 라이브' })).toContainElement(card);
  expect(api.count('GET', '/api/my/view-main')).toBe(2);
  expect(api.count('GET', '/api/guest/channels')).toBe(2);
});
