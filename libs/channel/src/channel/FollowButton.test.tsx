// Following a channel from its page: the button and the follower count follow the API's answer.
import { act, screen, waitFor, within } from '@testing-library/react';
import { authApi } from '@onair/api-client';
import { FOLLOW_MESSAGES } from '@onair/contracts';
import { signedIn } from '@onair/store';
import { MEMBER, inTurn } from '@onair/store/testing';
import { channelDetailOf } from '../testing/render-live';
import { afterClickGuard } from '../testing/click-guard';
import { channelApi } from '../testing/fixtures';
import { OWNER } from '../testing/members';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';

afterEach(resetChannelStores);

test('follow, then unfollow: the button and the follower count change with each answer', async () => {
  const { user, api } = await renderChannel({
    url: '/channel/1',
    api: channelApi({
      'POST /api/my/follows': answer({ channelId: 1, following: true, followerCount: 121 }),
      'DELETE /api/my/follows/1': answer({ channelId: 1, following: false, followerCount: 120 }),
    }),
  });
  const header = await screen.findByRole('banner');
  await user.click(await within(header).findByRole('button', { name: '팔로우' }));
  expect(await within(header).findByRole('button', { name: '팔로잉' })).toBeInTheDocument();
  expect(within(header).getByText('팔로워 121명')).toBeInTheDocument();
  expect(JSON.parse(api.seen.find((request) => request.method === 'POST')?.body ?? '{}')).toEqual({ channelId: 1 });

  await afterClickGuard();
  await user.click(within(header).getByRole('button', { name: '팔로잉' }));
  expect(await within(header).findByRole('button', { name: '팔로우' })).toBeInTheDocument();
  expect(within(header).getByText('팔로워 120명')).toBeInTheDocument();
});

test('a visitor pressing follow gets the members-only dialog and nothing is sent', async () => {
  const { user, api } = await renderChannel({ url: '/channel/1', api: channelApi(), member: null });
  await user.click(await screen.findByRole('button', { name: '팔로우' }));
  const dialog = await screen.findByRole('alertdialog', { name: '회원 전용' });
  expect(dialog).toHaveTextContent('로그인 후 이용가능합니다.');
  expect(api.count('POST', '/api/my/follows')).toBe(0);
});

test("the API's refusal is shown as it was sent", async () => {
  const { user } = await renderChannel({
    url: '/channel/1',
    api: channelApi({
      'GET /api/guest/channel/1': answer(channelDetailOf({ following: false, followerCount: 120 })),
      'POST /api/my/follows': refusal(400, 'OWN_CHANNEL', FOLLOW_MESSAGES.ownChannel),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '팔로우' }));
  await waitFor(() => expect(screen.getByText('자신의 채널은 팔로우할 수 없습니다.')).toBeInTheDocument());
  expect(screen.getByRole('button', { name: '팔로우' })).toBeInTheDocument();
});

test('the owner sees no follow button on their own channel (the API would refuse it)', async () => {
  await renderChannel({ url: '/channel/1', api: channelApi(), member: OWNER });
  const header = await screen.findByRole('banner');
  expect(await within(header).findByText('팔로워 120명')).toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: '팔로우' })).not.toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: '팔로잉' })).not.toBeInTheDocument();
});

test('signing in from the page shows 팔로잉 for a channel the member already follows', async () => {
  const { store } = await renderChannel({
    url: '/channel/1',
    member: null,
    api: channelApi({
      'GET /api/guest/channel/1': inTurn(
        answer(channelDetailOf({ following: false, followerCount: 120 })),
        answer(channelDetailOf({ following: true, followerCount: 120 })),
      ),
      'POST /v2/api/auth/signin': answer({ msg: 'ok', profile: MEMBER }),
    }),
  });
  const header = await screen.findByRole('banner');
  expect(await within(header).findByRole('button', { name: '팔로우' })).toBeInTheDocument();

  // What the sign-in dialog does: the signin call, then the session.
  await act(async () => {
    const { profile } = await store
      .dispatch(authApi.authEndpoints.endpoints.signin.initiate({ signinBody: { loginId: 'viewer01', password: 'pw' } }))
      .unwrap();
    store.dispatch(signedIn(profile));
  });
  expect(await within(header).findByRole('button', { name: '팔로잉' })).toBeInTheDocument();
  expect(within(header).queryByRole('button', { name: '팔로우' })).not.toBeInTheDocument();
});
