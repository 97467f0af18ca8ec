// The channel page's header and tabs, over the fake API.
import { screen, within } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { OWNER_ID, channelApi, profileOf } from '../testing/fixtures';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

test('the header shows the banner, name, owner and followers, with the tabs under it', async () => {
  await renderChannel({ url: '/channel/1', api: channelApi() });
  expect(await screen.findByRole('heading', { level: 1, name: '온에어 공식 채널' })).toBeInTheDocument();
  const header = screen.getByRole('banner');
  expect(within(header).getByText('온에어지기')).toBeInTheDocument();
  expect(within(header).getByText('팔로워 120명')).toBeInTheDocument();
  // On the home tab the description is shown once, whole, under 채널 소개; not again in the header.
  expect(within(header).queryByText('온에어의 새 소식과 이벤트를 가장 먼저 전해드려요.')).toBeNull();
  expect(
    within(await screen.findByRole('region', { name: '채널 소개' })).getByText('온에어의 새 소식과 이벤트를 가장 먼저 전해드려요.'),
  ).toBeInTheDocument();
  expect(header.querySelector('img[src="/api/uploads/banner-1"]')).not.toBeNull();
  expect(within(header).queryByRole('link', { name: '라이브 보기' })).toBeNull();
  const tabs = screen.getByRole('navigation', { name: '채널 메뉴' });
  expect(within(tabs).getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: '공지사항' })).toHaveAttribute('href', '/channel/1/notices');
  expect(within(tabs).getByRole('link', { name: '게시판' })).toHaveAttribute('href', '/channel/1/board');
});

test('a live channel links to its live page', async () => {
  await renderChannel({
    url: '/channel/1',
    api: channelApi({ 'GET /api/guest/channel-profile/1': answer(profileOf({ isLive: true })) }),
  });
  expect(await screen.findByRole('link', { name: '라이브 보기' })).toHaveAttribute('href', '/live/1');
});

// Primary is filled in the accent, secondary outlined (libs/ui Button); red is the LIVE badge's, not a button's.
const isPrimary = (element: HTMLElement) => element.classList.contains('bg-accent');
const isSecondary = (element: HTMLElement) =>
  element.classList.contains('border') && element.classList.contains('bg-surface-raised') && !isPrimary(element);

test('while live, 라이브 보기 is the main action and 팔로우 beside it the secondary one', async () => {
  await renderChannel({
    url: '/channel/1',
    api: channelApi({ 'GET /api/guest/channel-profile/1': answer(profileOf({ isLive: true })) }),
  });
  const watch = await screen.findByRole('link', { name: '라이브 보기' });
  const follow = await screen.findByRole('button', { name: '팔로우' });
  expect(isPrimary(watch)).toBe(true);
  expect(watch).not.toHaveClass('bg-danger');
  expect(isSecondary(follow)).toBe(true);
  // Side by side, watching first.
  expect(watch.nextElementSibling).toBe(follow);
});

test('offline, 팔로우 is the header’s one main action', async () => {
  await renderChannel({ url: '/channel/1', api: channelApi() });
  expect(isPrimary(await screen.findByRole('button', { name: '팔로우' }))).toBe(true);
});

test('the owner on their own channel page is offered 내 채널 관리, leading to the settings', async () => {
  await renderChannel({
    url: '/channel/1',
    api: channelApi(),
    member: { ...MEMBER, memberId: OWNER_ID, channelId: 1 },
  });
  const header = await screen.findByRole('banner');
  expect(await within(header).findByRole('link', { name: '내 채널 관리' })).toHaveAttribute('href', '/my/channel');
});

test('another member, or a visitor, is not offered 내 채널 관리', async () => {
  await renderChannel({ url: '/channel/1', api: channelApi() });
  await screen.findByRole('heading', { level: 1, name: '온에어 공식 채널' });
  expect(screen.queryByRole('link', { name: '내 채널 관리' })).toBeNull();
});

test('a brand without boards shows no board tab', async () => {
  await renderChannel({ url: '/channel/1', api: channelApi(), brand: 'mint' });
  const tabs = await screen.findByRole('navigation', { name: '채널 메뉴' });
  expect(within(tabs).queryByRole('link', { name: '게시판' })).toBeNull();
});

test('a brand without recorded streams shows no replays tab', async () => {
  await renderChannel({ url: '/channel/1', api: channelApi(), brand: 'bellcast' });
  const tabs = await screen.findByRole('navigation', { name: '채널 메뉴' });
  expect(within(tabs).getByRole('link', { name: '공지사항' })).toBeInTheDocument();
  expect(within(tabs).queryByRole('link', { name: '다시보기' })).toBeNull();
});

test.each([
  ['/channel/1/board', '게시판'],
  ['/channel/1/board/3', '게시판'],
  ['/channel/1/replays', '다시보기'],
])('on a brand without the feature, %s says it is not offered and asks nothing of the API', async (url, feature) => {
  const { urls } = await renderChannel({ url, api: channelApi(), brand: 'bellcast' });
  expect(await screen.findByRole('heading', { name: '이용할 수 없는 서비스입니다' })).toBeInTheDocument();
  expect(screen.getByText(feature, { selector: 'p' })).toBeInTheDocument();
  expect(urls.filter((u) => u.includes('board') || u.includes('recorded'))).toEqual([]);
});

test('an unknown channel shows the not-found page', async () => {
  await renderChannel({
    url: '/channel/9',
    api: { 'GET /api/guest/channel-profile/9': refusal(404, 'NOT_FOUND', '존재하지 않는 채널입니다.') },
  });
  expect(await screen.findByRole('heading', { name: '존재하지 않는 채널입니다' })).toBeInTheDocument();
});

test('on the other tabs the header keeps the description, since no 채널 소개 is there', async () => {
  await renderChannel({ url: '/channel/1/notices', api: channelApi() });
  const header = await screen.findByRole('banner');
  expect(await within(header).findByText('온에어의 새 소식과 이벤트를 가장 먼저 전해드려요.')).toBeInTheDocument();
});

// The owner of a channel without notices met a bare "아직 공지사항이 없습니다." on their home tab:
// the empty state now offers them the next step. A 40 px tap target (min-h-10) for a thumb.
test('the owner of a channel without notices is offered 공지사항 쓰기 on the home tab; a viewer is not', async () => {
  await renderChannel({ url: '/channel/1', api: channelApi(), member: { ...MEMBER, memberId: OWNER_ID, channelId: 1 } });
  const notices = await screen.findByRole('region', { name: '최근 공지사항' });
  expect(await within(notices).findByText('아직 공지사항이 없습니다.')).toBeInTheDocument();
  const write = within(notices).getByRole('link', { name: '공지사항 쓰기' });
  expect(write).toHaveAttribute('href', '/channel/1/notices/new');
  expect(write).toHaveClass('min-h-10');
});

test('a viewer of a channel without notices sees the empty state alone', async () => {
  await renderChannel({ url: '/channel/1', api: channelApi() });
  const notices = await screen.findByRole('region', { name: '최근 공지사항' });
  expect(await within(notices).findByText('아직 공지사항이 없습니다.')).toBeInTheDocument();
  expect(within(notices).queryByRole('link', { name: '공지사항 쓰기' })).toBeNull();
});
