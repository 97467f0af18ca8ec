// The door of adult and password rooms on the live page (docs/live-rooms.md), over the fake API.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { startFakeChatServer, type FakeChatServer } from '@onair/chat/testing';
import { LIVE_AUTH_MESSAGES } from '@onair/contracts';
import type { SeenRequest } from '@onair/store/testing';
import { channelDetailOf, renderLive, resetLiveStores } from '../testing/render-live';
import { channelRoutes } from './channel-routes';

let chat: FakeChatServer;
beforeEach(async () => {
  chat = await startFakeChatServer();
});
afterEach(async () => {
  resetLiveStores();
  await chat.close();
});

const detail = () => ({ status: 200, body: channelDetailOf() });
const refusal = (code: string, message: string) => ({ status: 403, body: { statusCode: 403, code, message } });
const granted = {
  status: 200,
  body: {
    channelId: 1,
    requirement: 'password',
    grantedBy: 'password',
    ticket: '1.m7.9999999999.sig',
    expiresAt: '2099-01-01T00:00:00.000Z',
  },
};

// As the API answers a gated room: its stream only to a request that shows the viewer's ticket.
const gatedDetail = (request: SeenRequest) =>
  request.url.searchParams.get('ticket') === granted.body.ticket
    ? detail()
    : { status: 200, body: channelDetailOf({ stream: null }) };

function openLive(liveAuth: (request: SeenRequest) => { status: number; body?: unknown }, member?: null) {
  return renderLive({
    url: '/live/1',
    routes: channelRoutes,
    chatUrl: chat.url,
    api: { 'GET /api/guest/channel/1': gatedDetail, 'POST /api/guest/live-Auth': liveAuth },
    ...(member === null ? { member: null } : {}),
  });
}

test('an adult room shows the adult panel with the way to verify, and no room or chat behind it', async () => {
  await openLive(() => refusal('ADULT_ONLY', LIVE_AUTH_MESSAGES.adultOnly));
  expect(await screen.findByRole('heading', { name: '19세 이상 시청 가능' })).toBeInTheDocument();
  expect(screen.getByText(LIVE_AUTH_MESSAGES.adultOnly)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '본인인증 하기' })).toHaveAttribute(
    'href',
    '/my/personal-auth?callbackURL=%2Flive%2F1',
  );
  expect(screen.queryByRole('region', { name: '채팅' })).not.toBeInTheDocument();
  expect(chat.handshakes).toHaveLength(0);
});

test('a visitor at an adult room is asked to sign in first', async () => {
  await openLive(() => refusal('ADULT_ONLY', LIVE_AUTH_MESSAGES.adultOnly), null);
  expect(await screen.findByRole('button', { name: '로그인' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '본인인증 하기' })).not.toBeInTheDocument();
});

test('a password room: a wrong password says so, the right one opens the room, its ticket goes to the chat and brings the stream', async () => {
  const asked: string[] = [];
  const { user } = await openLive((request) => {
    asked.push(request.body);
    const body = JSON.parse(request.body) as { password?: string };
    if (body.password === 'open-sesame') return granted;
    if (body.password) return refusal('WRONG_PASSWORD', LIVE_AUTH_MESSAGES.wrongPassword);
    return refusal('PASSWORD_REQUIRED', LIVE_AUTH_MESSAGES.passwordRequired);
  });
  const field = await screen.findByLabelText('방송 비밀번호');
  // The first answer only says there is a password: no error under the field yet.
  expect(screen.queryByText(LIVE_AUTH_MESSAGES.passwordRequired)).not.toBeInTheDocument();
  await user.type(field, 'wrong');
  await user.click(screen.getByRole('button', { name: '입장하기' }));
  expect(await screen.findByText(LIVE_AUTH_MESSAGES.wrongPassword)).toBeInTheDocument();

  const again = screen.getByLabelText('방송 비밀번호');
  await user.clear(again);
  await user.type(again, 'open-sesame');
  // jsdom stops submitting this form by its button after the first answer (the test setup's FormData
  // stand-in); submitting the form itself is what the button does in a browser.
  fireEvent.submit(screen.getByRole('button', { name: '입장하기' }).closest('form') as HTMLFormElement);
  expect(await screen.findByRole('region', { name: '채팅' })).toBeInTheDocument();
  await waitFor(() => expect(chat.handshakes.at(-1)?.auth).toMatchObject({ ticket: granted.body.ticket }));
  expect(JSON.parse(asked[1] ?? '{}')).toEqual({ channelId: 1, option: 'password', password: 'wrong' });
  // The detail asked with the ticket has the stream: the stage plays instead of waiting for one.
  await waitFor(() => expect(screen.queryByText('방송 준비 중')).not.toBeInTheDocument());
});

test('entering with a room pass the member has not used says so and offers the shop', async () => {
  const { user } = await openLive((request) =>
    JSON.parse(request.body).option === 'pass'
      ? refusal('PASS_REQUIRED', LIVE_AUTH_MESSAGES.passRequired)
      : refusal('PASSWORD_REQUIRED', LIVE_AUTH_MESSAGES.passwordRequired),
  );
  await user.click(await screen.findByRole('button', { name: '입장권으로 입장' }));
  expect(await screen.findByText(LIVE_AUTH_MESSAGES.passRequired, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '입장권 구매하기' })).toHaveAttribute('href', '/luv/shop');
});

describe('the stage while the door is checked', () => {
  // live-Auth held until the test lets it answer: the page shows the stage meanwhile.
  function heldDoor() {
    let open = () => undefined as void;
    const answer = new Promise<void>((resolve) => (open = resolve));
    return { open, liveAuth: async () => (await answer, granted) };
  }
  const stagePoster = () => screen.getByRole('status', { name: '불러오는 중입니다.' }).querySelector('img');

  test("an open live room shows its poster on the stage's box, then the room", async () => {
    const door = heldDoor();
    await renderLive({
      url: '/live/1',
      routes: channelRoutes,
      chatUrl: chat.url,
      api: {
        'GET /api/guest/channel/1': () => ({ status: 200, body: channelDetailOf({ thumbnailUrl: '/media/thumbs/1.jpg' }) }),
        'POST /api/guest/live-Auth': door.liveAuth,
      },
    });
    await waitFor(() => expect(stagePoster()).toHaveAttribute('src', '/media/thumbs/1.jpg'));
    expect(screen.getByRole('status', { name: '불러오는 중입니다.' })).toHaveClass('aspect-video');
    door.open();
    expect(await screen.findByRole('region', { name: '채팅' })).toBeInTheDocument();
  });

  test('an adult room, or one whose stream is held back, shows no poster before its door', async () => {
    for (const overrides of [{ adult: true }, { stream: null }]) {
      const door = heldDoor();
      const { unmount } = await renderLive({
        url: '/live/1',
        routes: channelRoutes,
        chatUrl: chat.url,
        api: {
          'GET /api/guest/channel/1': () => ({
            status: 200,
            body: channelDetailOf({ thumbnailUrl: '/media/thumbs/1.jpg', ...overrides }),
          }),
          'POST /api/guest/live-Auth': door.liveAuth,
        },
      });
      await waitFor(() => expect(screen.getByRole('status', { name: '불러오는 중입니다.' })).toHaveClass('aspect-video'));
      expect(stagePoster()).toBeNull();
      door.open();
      unmount();
      resetLiveStores();
    }
  });
});
