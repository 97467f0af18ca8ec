import { screen, waitFor, within } from '@testing-library/react';
import { VALIDATION_MESSAGES } from '@onair/contracts';
import { selectProfile } from '@onair/store';
import { inTurn, pageOf, refuse, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { channelOf } from '../testing/fixtures';
import { renderMember } from '../testing/render-member';
import { MyPage } from './MyPage';

const profile = {
  memberId: 7,
  loginId: 'viewer01',
  nickname: '라이브팬',
  channelId: null,
  channelName: null,
  followingCount: 2,
  joinedAt: '2025-01-02T03:00:00.000Z',
  hasPassword: true,
};
const live = channelOf({ channelId: 1, name: '노래방', isLive: true, title: '밤샘 노래', viewerCount: 120 });
const offline = channelOf({ channelId: 2, name: '요리왕', ownerNickname: '셰프' });

const routes = {
  'GET /api/my/profile': reply(profile),
  'GET /api/my/setting': reply({ allowMessages: true, notifyLive: true }),
  'GET /api/my/follows': reply(pageOf([live, offline])),
  'GET /api/my/streams/recent': reply(
    pageOf([{ ...offline, watchCount: 3, lastWatchedAt: '2025-08-13T06:00:00.000Z' }]),
  ),
  'GET /api/my/streams/played': reply(pageOf([{ ...live, watchCount: 9, lastWatchedAt: '2025-08-12T06:00:00.000Z' }])),
  'GET /api/my/streams/subscriptions': reply(pageOf([live])),
};

test('shows the profile, the followed channels live first, and links to the wallet pages', async () => {
  await renderMember(<MyPage />, { routes });
  const profileRegion = await screen.findByRole('region', { name: '내 정보' });
  expect(await within(profileRegion).findByText('viewer01')).toBeInTheDocument();
  expect(profileRegion).toHaveTextContent('팔로잉2개 채널');

  const followed = within(await screen.findByRole('list', { name: '팔로우한 채널' })).getAllByRole('listitem');
  expect(followed[0]).toHaveTextContent('LIVE노래방밤샘 노래 · 시청자 120명');
  expect(followed[1]).toHaveTextContent('요리왕셰프');
  expect(within(followed[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/live/1');

  const shortcuts = screen.getByRole('navigation', { name: '바로가기' });
  expect(within(shortcuts).getByRole('link', { name: '쪽지함' })).toHaveAttribute('href', '/my/messages');
  expect(within(shortcuts).getByRole('link', { name: '고객센터' })).toHaveAttribute('href', '/cs');
  expect(
    within(shortcuts)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(expect.arrayContaining(['/my/wallet', '/luv/shop', '/my/subscriptions']));
});

test('a nickname breaking the rule gets its message before any call; a taken one gets the API message', async () => {
  const { user, api, store } = await renderMember(<MyPage />, {
    routes: {
      ...routes,
      'PUT /api/my/profile': inTurn(
        refuse(409, 'NICKNAME_TAKEN', VALIDATION_MESSAGES.nicknameTaken),
        reply({ ...profile, nickname: '새이름' }),
      ),
    },
  });
  const input = await screen.findByLabelText('새 닉네임');
  await user.type(input, '가');
  await user.click(screen.getByRole('button', { name: '닉네임 변경' }));
  expect(screen.getByText('닉네임을 확인해주세요.')).toBeInTheDocument();
  await user.type(input, '@@');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '닉네임 변경' }));
  expect(screen.getByText('닉네임을 확인해주세요.')).toBeInTheDocument();
  expect(api.count('PUT', '/api/my/profile')).toBe(0);

  await user.clear(input);
  await user.type(input, '새 이름');
  expect(input).toHaveValue('새이름');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '닉네임 변경' }));
  expect(await screen.findByText('이미 사용 중인 닉네임입니다.')).toBeInTheDocument();
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '닉네임 변경' }));
  expect(await screen.findByText('닉네임을 새이름(으)로 변경했습니다.')).toBeInTheDocument();
  expect(api.bodiesOf('PUT', '/api/my/profile')).toEqual([{ nickname: '새이름' }, { nickname: '새이름' }]);
  expect(selectProfile(store.getState())?.nickname).toBe('새이름');
});

test('flipping a setting saves it; unfollowing asks the API', async () => {
  const { user, api } = await renderMember(<MyPage />, {
    routes: {
      ...routes,
      'PUT /api/my/setting': reply({ allowMessages: false, notifyLive: true }),
      'DELETE /api/my/follows/2': reply({ channelId: 2, following: false, followerCount: 0 }),
    },
  });
  const allow = await screen.findByRole('checkbox', { name: '다른 회원의 쪽지 받기' });
  expect(allow).toBeChecked();
  expect(screen.getByRole('checkbox', { name: '팔로우한 채널의 방송 시작 알림 받기' })).toBeChecked();
  await user.click(allow);
  expect(await screen.findByText('설정을 저장했습니다.')).toBeInTheDocument();
  expect(api.bodiesOf('PUT', '/api/my/setting')).toEqual([{ allowMessages: false }]);

  await user.click(await screen.findByRole('button', { name: '요리왕 언팔로우' }));
  expect(await screen.findByText('요리왕 채널의 팔로우를 취소했습니다.')).toBeInTheDocument();
  expect(api.count('DELETE', '/api/my/follows/2')).toBe(1);
});

test('recent, most watched and subscribed channels are tabs', async () => {
  const { user } = await renderMember(<MyPage />, { routes });
  const recent = within(await screen.findByRole('list', { name: '최근 본 방송' })).getAllByRole('listitem');
  expect(recent[0]).toHaveTextContent('요리왕');
  expect(recent[0]).toHaveTextContent('3회 시청 · 마지막 시청 2025. 8. 13.');
  await user.click(screen.getByRole('tab', { name: '많이 본 방송' }));
  expect(within(await screen.findByRole('list', { name: '많이 본 방송' })).getByRole('listitem')).toHaveTextContent(
    '9회 시청',
  );
  await user.click(screen.getByRole('tab', { name: '구독 채널' }));
  expect(within(await screen.findByRole('list', { name: '구독 채널' })).getByRole('listitem')).toHaveTextContent(
    '노래방',
  );
});

test('in English the three watched tabs are short enough to sit side by side on a phone', async () => {
  await renderMember(<MyPage />, { locale: 'en', routes });
  const tabs = await screen.findByRole('tablist', { name: 'Watch history' });
  const labels = within(tabs)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
  expect(labels).toEqual(['Recent', 'Most watched', 'Subscribed']);
  // "Recently watched | Most watched | Subscriptions" (41 letters) ran past a 412 px phone's panel as
  // "Subscr…"; about 30 letters of semibold text-sm and the tabs' padding fit 360 px.
  expect(labels.join('').length).toBeLessThanOrEqual(30);
});

test('a brand without subscriptions has no subscribed-channels tab', async () => {
  const { api } = await renderMember(<MyPage />, { brand: 'mint', routes });
  expect(await screen.findByRole('tab', { name: '많이 본 방송' })).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).not.toContain('구독 채널');
  expect(api.count('GET', '/api/my/streams/subscriptions')).toBe(0);
});

test('a visitor is asked to sign in; nova has no message setting', async () => {
  const { unmount } = await renderMember(<MyPage />, { member: null, routes });
  expect(screen.getByRole('heading', { name: '회원 전용' })).toBeInTheDocument();
  unmount();
  await renderMember(<MyPage />, { brand: 'nova', routes });
  expect(await screen.findByRole('checkbox', { name: '팔로우한 채널의 방송 시작 알림 받기' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('checkbox', { name: '다른 회원의 쪽지 받기' })).not.toBeInTheDocument(),
  );
});

test('a new member with nothing followed or watched is pointed to the live channels', async () => {
  await renderMember(<MyPage />, {
    routes: {
      ...routes,
      'GET /api/my/follows': reply(pageOf([])),
      'GET /api/my/streams/recent': reply(pageOf([])),
    },
  });
  const followed = await screen.findByRole('region', { name: '팔로우한 채널' });
  expect(await within(followed).findByText('팔로우한 채널이 없습니다.')).toBeInTheDocument();
  expect(within(followed).getByRole('link', { name: '라이브 방송 둘러보기' })).toHaveAttribute('href', '/');
  expect(await screen.findByText('시청한 방송이 없습니다.')).toBeInTheDocument();
  expect(screen.getAllByRole('link', { name: '라이브 방송 둘러보기' })).toHaveLength(2);
});
