/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { LIVE_AUTH_MESSAGES } from '@onair/contracts';
import { channels, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import { fund, get, newMember, post, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { chatClient, connect, request } from '../chat/testing/chat-client';
import { tokenOf } from '../chat/testing/chat-members';

const VISITOR_COOKIE = { cookie: 'onair_cid=0123456789' };

describe.each(testDatabaseTargets('pglite'))('live rooms: adult, password and room passes on $name', (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await api.close();
  });

  const liveAuth = (member: TestMember | null, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    api.call('POST', '/api/guest/live-Auth', { body, headers: { ...(member?.headers ?? {}), ...headers } });
  const refused = (code: string, message: string) => ({ status: 403, body: expect.objectContaining({ code, message }) });

  async function streamerWithRoom(room: { adult?: boolean; password?: string }) {
    const streamer = await newMember(api, { channel: { live: true } });
    if (room.adult) await api.database.db.update(channels).set({ adult: true }).where(eq(channels.channelId, streamer.channelId!));
    if (room.password) {
      const set = await api.call('PUT', '/api/my/room-password', { body: { password: room.password }, headers: streamer.headers });
      expect(set).toMatchObject({ status: 200, body: { channelId: streamer.channelId, passwordSet: true } });
    }
    return streamer;
  }

  async function joinWith(member: TestMember | null, room: number, options: { ticket?: string; cookie?: string } = {}) {
    const socket = chatClient(api.url, { token: member ? tokenOf(member) : '', ...options });
    await connect(socket);
    const answer = await request(socket, 'join', { room: String(room), streamId: String(room), source: 'web' });
    socket.disconnect();
    return answer;
  }

  test('an open room needs nothing: no ticket, for members and visitors alike', async () => {
    const streamer = await streamerWithRoom({});
    const open = { channelId: streamer.channelId, requirement: 'open', grantedBy: 'open', ticket: null, expiresAt: null };
    expect(await liveAuth(await newMember(api), { channelId: streamer.channelId })).toMatchObject({ status: 200, body: open });
    const query = `/api/guest/live-Auth?channelId=${streamer.channelId}`;
    expect(await get(api, null, query, VISITOR_COOKIE)).toMatchObject({ status: 200, body: open });
  });

  test('an adult room admits identity-verified adults only, in the page and in the chat', async () => {
    const streamer = await streamerWithRoom({ adult: true });
    const minor = await newMember(api);
    const adult = await newMember(api);
    await api.database.db.update(members).set({ adult: true }).where(eq(members.memberId, adult.memberId));

    expect(await liveAuth(minor, { channelId: streamer.channelId })).toMatchObject(refused('ADULT_ONLY', LIVE_AUTH_MESSAGES.adultOnly));
    expect(await liveAuth(null, { channelId: streamer.channelId }, VISITOR_COOKIE)).toMatchObject(
      refused('ADULT_ONLY', LIVE_AUTH_MESSAGES.adultOnly),
    );
    expect(await liveAuth(adult, { channelId: streamer.channelId })).toMatchObject({
      status: 200,
      body: { requirement: 'adult', grantedBy: 'adult', ticket: expect.any(String) },
    });

    expect(await joinWith(minor, streamer.channelId!)).toEqual({ ok: false, code: 'ADULT_ONLY', message: LIVE_AUTH_MESSAGES.adultOnly });
    expect(await joinWith(null, streamer.channelId!)).toMatchObject({ ok: false, code: 'ADULT_ONLY' });
    expect(await joinWith(adult, streamer.channelId!)).toMatchObject({ ok: true });
    expect(await joinWith(streamer, streamer.channelId!)).toMatchObject({ ok: true });
  });

  test('a password room: the right password gives a ticket the chat takes; a wrong one is refused, and five wrong ones pause the tries', async () => {
    const streamer = await streamerWithRoom({ password: 'open-sesame' });
    const viewer = await newMember(api);
    const channelId = streamer.channelId!;

    expect(await liveAuth(viewer, { channelId })).toMatchObject(refused('PASSWORD_REQUIRED', LIVE_AUTH_MESSAGES.passwordRequired));
    expect(await liveAuth(viewer, { channelId, option: 'password', password: 'wrong' })).toMatchObject(
      refused('WRONG_PASSWORD', LIVE_AUTH_MESSAGES.wrongPassword),
    );
    const granted = await liveAuth(viewer, { channelId, option: 'password', password: 'open-sesame', viewerId: viewer.loginId });
    expect(granted).toMatchObject({ status: 200, body: { requirement: 'password', grantedBy: 'password', ticket: expect.any(String) } });
    const ticket = granted.body.ticket as string;

    expect(await joinWith(viewer, channelId)).toEqual({ ok: false, code: 'PASSWORD_REQUIRED', message: LIVE_AUTH_MESSAGES.passwordRequired });
    expect(await joinWith(viewer, channelId, { ticket })).toMatchObject({ ok: true });
    // A ticket is the viewer's own: another member cannot enter with it.
    expect(await joinWith(await newMember(api), channelId, { ticket })).toMatchObject({ ok: false, code: 'PASSWORD_REQUIRED' });
    expect(await joinWith(streamer, channelId)).toMatchObject({ ok: true });

    const guesser = await newMember(api);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(await liveAuth(guesser, { channelId, option: 'password', password: `guess${attempt}` })).toMatchObject({ status: 403 });
    }
    expect(await liveAuth(guesser, { channelId, option: 'password', password: 'open-sesame' })).toMatchObject({
      status: 429,
      body: expect.objectContaining({
        code: 'TOO_MANY_TRIES',
        message: LIVE_AUTH_MESSAGES.tooManyTries.replace('{minutes}', '10'),
      }),
    });
  });

  test('changing the room password ends the tickets given under the old one; removing it opens the room', async () => {
    const streamer = await streamerWithRoom({ password: 'first-pass' });
    const viewer = await newMember(api);
    const channelId = streamer.channelId!;
    const { body } = await liveAuth(viewer, { channelId, option: 'password', password: 'first-pass' });
    await api.call('PUT', '/api/my/room-password', { body: { password: 'second-pass' }, headers: streamer.headers });
    // The chat keeps what it knows of a room for up to a minute; the page's check sees the change at once.
    expect(await liveAuth(viewer, { channelId, option: 'password', password: 'first-pass' })).toMatchObject({ status: 403 });
    const reopened = await api.call('PUT', '/api/my/room-password', { body: { password: null }, headers: streamer.headers });
    expect(reopened.body).toEqual({ channelId, passwordSet: false });
    expect(await liveAuth(viewer, { channelId })).toMatchObject({ status: 200, body: { requirement: 'open', ticket: null } });
    expect(body.ticket).toEqual(expect.any(String));
  });

  test('a visitor enters a password room with the password, bound to their client id', async () => {
    const streamer = await streamerWithRoom({ password: 'visitor-ok' });
    const channelId = streamer.channelId!;
    const granted = await liveAuth(null, { channelId, option: 'password', password: 'visitor-ok' }, VISITOR_COOKIE);
    expect(granted).toMatchObject({ status: 200, body: { grantedBy: 'password' } });
    expect(await joinWith(null, channelId, { ticket: granted.body.ticket, ...VISITOR_COOKIE })).toMatchObject({ ok: true });
    expect(await joinWith(null, channelId, { ticket: granted.body.ticket, cookie: 'onair_cid=9999999999' })).toMatchObject({ ok: false });
    // Without a client id there is nobody to bind a ticket to.
    expect(await liveAuth(null, { channelId, option: 'password', password: 'visitor-ok' })).toMatchObject(
      refused('VIEWER_MISMATCH', LIVE_AUTH_MESSAGES.viewerMismatch),
    );
  });

  test('a room pass used in the channel admits its holder; without one the pass option is refused', async () => {
    const streamer = await streamerWithRoom({ password: 'members-only' });
    const channelId = streamer.channelId!;
    const holder = await newMember(api);
    expect(await liveAuth(holder, { channelId, option: 'pass' })).toMatchObject(refused('PASS_REQUIRED', LIVE_AUTH_MESSAGES.passRequired));
    await fund(api, walletOf(holder.memberId, 'onair', 420), 1);
    expect(await post(api, holder, '/api/my/item-use', { itemCode: 420, channelId })).toMatchObject({ status: 200 });
    const granted = await liveAuth(holder, { channelId, option: 'pass' });
    expect(granted).toMatchObject({ status: 200, body: { grantedBy: 'pass', ticket: expect.any(String) } });
    // A day's pass: the ticket lasts no longer than the pass (12 hours at most).
    const hours = (Date.parse(granted.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  test('refusals: another brand’s channel is not found, a viewerId that is not the caller is refused, only owners set a room password', async () => {
    const streamer = await streamerWithRoom({});
    const viewer = await newMember(api);
    expect(await liveAuth(viewer, { channelId: streamer.channelId }, { 'x-site-code': 'mint' })).toMatchObject({ status: 404 });
    expect(await liveAuth(viewer, { channelId: 2_000_000_000 })).toMatchObject({ status: 404 });
    expect(await liveAuth(viewer, { channelId: streamer.channelId, viewerId: 'someoneelse' })).toMatchObject(
      refused('VIEWER_MISMATCH', LIVE_AUTH_MESSAGES.viewerMismatch),
    );
    const noChannel = await api.call('PUT', '/api/my/room-password', { body: { password: 'abcd' }, headers: viewer.headers });
    expect(noChannel).toMatchObject(refused('FORBIDDEN', LIVE_AUTH_MESSAGES.notOwner));
    const tooShort = await api.call('PUT', '/api/my/room-password', { body: { password: 'ab' }, headers: streamer.headers });
    expect(tooShort.status).toBe(400);
    expect((await api.call('PUT', '/api/my/room-password', { body: { password: 'abcd' } })).status).toBe(401);
  });
});
