import { eq } from 'drizzle-orm';
import { ADMIN_LIVE_MESSAGES, ADMIN_MESSAGES, CHANNEL_MESSAGES } from '@onair/contracts';
import { channels, members, streamKeys } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from '../../streams/index';
import { consoleHeaders, newStaff, signIn, startConsoleApi, type ConsoleApi } from '../testing/console-kit';
import { auditOfChannel, newStreamer, type TestStreamer } from '../testing/live-kit';

const NODE = 'takedown-node';
const withReason = (text: string) => (message: string) => message.replace('{reason}', text);

describe.each(testDatabaseTargets())('live channels and takedown on $name', (target) => {
  let api: ConsoleApi;
  let moderator: string;
  let mintModerator: string;

  /** The media node's side, over its real internal routes: what the API answers a publish and a heartbeat. */
  const media = (path: string, body: object) =>
    api.call('POST', path, {
      body: { nodeId: NODE, ...body },
      headers: { [MEDIA_SECRET_HEADER]: api.settings.media.sharedSecret },
    });
  const publish = async (key: string) => (await media(MEDIA_ROUTES.publish, { key })).body;
  const heartbeat = async (live: number[]) => (await media(MEDIA_ROUTES.heartbeat, { live })).body.drop as number[];

  const issueKey = async (streamer: TestStreamer) => {
    const answer = await api.call('POST', '/api/my/stream-key', { headers: streamer.headers });
    expect(answer.status).toBe(200);
    return answer.body.streamKey as string;
  };
  const streamKeyInfo = async (streamer: TestStreamer) =>
    (await api.call('GET', '/api/my/stream-key', { headers: streamer.headers })).body;
  const goLive = async (streamer: TestStreamer) => {
    const key = await issueKey(streamer);
    const decision = await publish(key);
    expect(decision).toMatchObject({ allowed: true, channelId: streamer.channelId });
    return { key, broadcastId: decision.broadcastId as number };
  };
  const isLive = async (channelId: number) =>
    (await api.call('GET', `/api/guest/channel/${channelId}`)).body.isLive as boolean;
  const act = (
    cookie: string,
    action: string,
    channelId: number,
    body: object = { reason: '운영정책 위반' },
    brand: 'onair' | 'mint' = 'onair',
  ) =>
    api.call('POST', `/api/admin/live/channels/${channelId}/${action}`, {
      headers: consoleHeaders(cookie, brand),
      body,
    });
  const list = (cookie: string, query = '', brand: 'onair' | 'mint' = 'onair') =>
    api.call('GET', `/api/admin/live/channels${query}`, { headers: consoleHeaders(cookie, brand) });

  beforeAll(async () => {
    api = await startConsoleApi(target);
    moderator = await signIn(api, await newStaff(api, 'moderator', ['onair']));
    mintModerator = await signIn(api, await newStaff(api, 'moderator', ['mint']));
  });
  afterAll(() => api.close());

  describe('the live list', () => {
    test("holds every live channel of the request's brand, none of another's, with who streams and the room's flags", async () => {
      const streamer = await newStreamer(api);
      await goLive(streamer);
      await api.database.db
        .update(channels)
        .set({ viewerCount: 42, adult: true, roomPasswordHash: 'argon2-stand-in', liveTitle: '심야 라디오' })
        .where(eq(channels.channelId, streamer.channelId));
      const mintStreamer = await newStreamer(api, 'mint');
      await goLive(mintStreamer);

      const page = await list(moderator, '?size=100');
      expect(page.status).toBe(200);
      const onairLive = await api.database.db
        .select({ channelId: channels.channelId })
        .from(channels)
        .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
        .where(eq(members.brand, 'onair'));
      const liveIds = new Set(
        (await api.database.db.select({ id: channels.channelId, live: channels.isLive }).from(channels))
          .filter((row) => row.live)
          .map((row) => row.id),
      );
      const expected = onairLive.filter((row) => liveIds.has(row.channelId)).map((row) => row.channelId);
      expect(page.body.total).toBe(expected.length);
      expect(page.body.items.map((row: { channelId: number }) => row.channelId).sort()).toEqual(expected.sort());
      expect(
        page.body.items.find((row: { channelId: number }) => row.channelId === mintStreamer.channelId),
      ).toBeUndefined();
      expect(page.body.items.find((row: { channelId: number }) => row.channelId === streamer.channelId)).toEqual({
        channelId: streamer.channelId,
        title: '심야 라디오',
        channelName: `${streamer.loginId}의 채널`,
        streamer: { memberId: streamer.memberId, loginId: streamer.loginId, nickname: expect.any(String) },
        isLive: true,
        viewers: 42,
        startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        adult: true,
        password: true,
        thumbnailUrl: null,
        suspension: null,
      });

      // The mint moderator sees mint's, and is refused on onair's site.
      const mint = await list(mintModerator, '?size=100', 'mint');
      expect(mint.body.items.map((row: { channelId: number }) => row.channelId)).toContain(mintStreamer.channelId);
      expect(mint.body.items.map((row: { channelId: number }) => row.channelId)).not.toContain(streamer.channelId);
      expect((await list(mintModerator)).body).toMatchObject({
        key: 'admin.brandRefused',
        message: ADMIN_MESSAGES.brandRefused,
      });
    });

    test("a snapshot the media node reports shows up as the row's thumbnail, versioned", async () => {
      const streamer = await newStreamer(api);
      const { broadcastId } = await goLive(streamer);
      expect((await media(MEDIA_ROUTES.thumbnail, { broadcastId })).body).toEqual({ ok: true });
      const page = await list(moderator, '?size=100');
      const row = page.body.items.find((item: { channelId: number }) => item.channelId === streamer.channelId);
      expect(row.thumbnailUrl).toMatch(new RegExp(`/thumbs/${streamer.channelId}\\.jpg\\?v=\\d+$`));
    });

    test('pages and sorts on the server: by viewers or start time, either way, ties by channel id', async () => {
      for (const viewers of [5, 500, 50]) {
        const streamer = await newStreamer(api);
        await goLive(streamer);
        await api.database.db
          .update(channels)
          .set({ viewerCount: viewers })
          .where(eq(channels.channelId, streamer.channelId));
      }
      const all = (await list(moderator, '?size=100')).body;
      const viewers = all.items.map((row: { viewers: number }) => row.viewers);
      expect(viewers).toEqual([...viewers].sort((a, b) => b - a));

      const ascending = (await list(moderator, '?size=100&sort=viewers&order=asc')).body.items.map(
        (row: { viewers: number }) => row.viewers,
      );
      expect(ascending).toEqual([...viewers].reverse());

      const byStart = (await list(moderator, '?size=100&sort=startedAt&order=asc')).body.items.map(
        (row: { startedAt: string }) => Date.parse(row.startedAt),
      );
      expect(byStart).toEqual([...byStart].sort((a, b) => a - b));

      const pages = [];
      for (let page = 1; page <= Math.ceil(all.total / 2); page += 1)
        pages.push(...(await list(moderator, `?size=2&page=${page}`)).body.items);
      expect(pages.map((row: { channelId: number }) => row.channelId)).toEqual(
        all.items.map((row: { channelId: number }) => row.channelId),
      );
      expect((await list(moderator, '?sort=nickname')).status).toBe(400);
      expect((await list(moderator, '?size=1000')).status).toBe(400);
    });
  });

  describe('takedown', () => {
    test('ending a broadcast takes the channel offline, has its node drop the encoder, tells the streamer why and is audited', async () => {
      const streamer = await newStreamer(api);
      const { key, broadcastId } = await goLive(streamer);
      expect(await isLive(streamer.channelId)).toBe(true);

      const ended = await act(moderator, 'end', streamer.channelId, { reason: '  욕설 방송  ' });
      expect(ended.status).toBe(200);
      expect(ended.body).toMatchObject({
        changed: true,
        channel: { channelId: streamer.channelId, isLive: false, startedAt: null },
      });
      expect(await isLive(streamer.channelId)).toBe(false);
      expect(await heartbeat([broadcastId])).toEqual([broadcastId]);

      const info = await streamKeyInfo(streamer);
      expect(info.takedown).toEqual({
        action: 'end',
        reason: '욕설 방송',
        at: expect.any(String),
        key: 'adminLive.broadcastEnded',
        params: { reason: '욕설 방송' },
        message: withReason('욕설 방송')(ADMIN_LIVE_MESSAGES.broadcastEnded),
      });
      expect(info.suspension).toBeNull();

      const audit = await auditOfChannel(api, streamer.channelId);
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'live.end',
          targetKind: 'channel',
          brand: 'onair',
          reason: '욕설 방송',
          before: { isLive: true },
          after: { isLive: false },
        }),
      ]);

      // Ending it is not a ban: the same key goes live again.
      expect(await publish(key)).toMatchObject({ allowed: true });
      // Ending an offline channel changes nothing and records nothing.
      await act(moderator, 'end', streamer.channelId);
      const again = await act(moderator, 'end', streamer.channelId);
      expect(again.body).toMatchObject({ changed: false, channel: { isLive: false } });
      expect((await auditOfChannel(api, streamer.channelId)).length).toBe(2);
    });

    test('a channel live without a broadcast of ours (an IVS or BytePlus stream) is taken offline too', async () => {
      const streamer = await newStreamer(api);
      await api.database.db
        .update(channels)
        .set({ isLive: true, liveStartedAt: new Date(), player: 'IVS' })
        .where(eq(channels.channelId, streamer.channelId));
      const ended = await act(moderator, 'end', streamer.channelId);
      expect(ended.body).toMatchObject({ changed: true, channel: { isLive: false } });
      expect(await isLive(streamer.channelId)).toBe(false);
    });

    test('a revoked key no longer publishes; a new key does', async () => {
      const streamer = await newStreamer(api);
      const { key, broadcastId } = await goLive(streamer);
      const revoked = await act(moderator, 'revoke-key', streamer.channelId, { reason: '키 유출' });
      expect(revoked.body).toMatchObject({ changed: true, channel: { isLive: false } });
      expect(await heartbeat([broadcastId])).toEqual([broadcastId]);
      expect(await publish(key)).toEqual({ allowed: false, reason: 'unknown-key' });

      const info = await streamKeyInfo(streamer);
      expect(info).toMatchObject({ keyPrefix: null, maskedKey: null, isLive: false });
      expect(info.takedown).toMatchObject({
        action: 'revoke-key',
        message: withReason('키 유출')(ADMIN_LIVE_MESSAGES.streamKeyRevoked),
      });
      expect(await auditOfChannel(api, streamer.channelId)).toEqual([
        expect.objectContaining({
          action: 'live.revoke-key',
          reason: '키 유출',
          before: { isLive: true, streamKey: 'active' },
        }),
      ]);

      expect((await act(moderator, 'revoke-key', streamer.channelId)).body.changed).toBe(false);
      expect(await publish(await issueKey(streamer))).toMatchObject({ allowed: true });
    });

    test('a suspended channel is refused every publish, with the reason, until the suspension is lifted', async () => {
      const streamer = await newStreamer(api);
      const { broadcastId } = await goLive(streamer);
      const suspended = await act(moderator, 'suspend', streamer.channelId, { reason: '저작권 침해' });
      expect(suspended.body).toMatchObject({
        changed: true,
        channel: { isLive: false, suspension: { reason: '저작권 침해', since: expect.any(String) } },
      });
      expect(await heartbeat([broadcastId])).toEqual([broadcastId]);

      const message = withReason('저작권 침해')(ADMIN_LIVE_MESSAGES.suspended);
      // A new key changes nothing: the channel is refused, not the key.
      const key = await issueKey(streamer);
      expect(await publish(key)).toEqual({
        allowed: false,
        reason: 'suspended',
        key: 'adminLive.suspended',
        params: { reason: '저작권 침해' },
        message,
      });
      expect(await isLive(streamer.channelId)).toBe(false);
      expect((await streamKeyInfo(streamer)).suspension).toMatchObject({ reason: '저작권 침해', message });

      const suspendedList = (await list(moderator, '?state=suspended&size=100')).body.items;
      expect(suspendedList.map((row: { channelId: number }) => row.channelId)).toContain(streamer.channelId);
      expect((await act(moderator, 'suspend', streamer.channelId)).body.changed).toBe(false);

      const lifted = await act(moderator, 'lift', streamer.channelId, { reason: '소명 확인' });
      expect(lifted.body).toMatchObject({ changed: true, channel: { suspension: null } });
      expect(await streamKeyInfo(streamer)).toMatchObject({ suspension: null, takedown: null });
      expect(await publish(key)).toMatchObject({ allowed: true });
      expect((await act(moderator, 'lift', streamer.channelId)).body.changed).toBe(false);

      expect((await auditOfChannel(api, streamer.channelId)).map((row) => [row.action, row.reason])).toEqual([
        ['live.suspend', '저작권 침해'],
        ['live.lift', '소명 확인'],
      ]);
    });

    test("the streamer's settings read what happened: a reissued key is newer than the revoke, a suspension shows beside it, no one else sees it", async () => {
      const streamer = await newStreamer(api);
      const bystander = await newStreamer(api);
      await goLive(streamer);
      // The console's clock runs ahead of the wall clock here (each sign-in moves it on); in
      // production both are the wall clock, as here for the revoke.
      const consoleTime = api.clock.ms;
      api.clock.ms = Date.now();
      await act(moderator, 'revoke-key', streamer.channelId, { reason: '키 유출' });
      api.clock.ms = consoleTime;
      const revokedAt = Date.parse((await streamKeyInfo(streamer)).takedown.at);

      // The settings page tells a reissued key from one still to issue by the key's date against the notice's.
      await issueKey(streamer);
      const reissued = await streamKeyInfo(streamer);
      expect(reissued.takedown).toMatchObject({ action: 'revoke-key', reason: '키 유출' });
      expect(Date.parse(reissued.createdAt)).toBeGreaterThan(revokedAt);

      await act(moderator, 'suspend', streamer.channelId, { reason: '저작권 침해' });
      const suspended = await streamKeyInfo(streamer);
      expect(suspended.suspension).toMatchObject({ reason: '저작권 침해', key: 'adminLive.suspended' });
      expect(suspended.takedown).toMatchObject({ action: 'suspend', reason: '저작권 침해' });

      // Another streamer's settings carry nothing of it: the notice is the channel owner's alone.
      expect(await streamKeyInfo(bystander)).toMatchObject({
        channelId: bystander.channelId,
        suspension: null,
        takedown: null,
      });
    });

    test('a publish that raced a revoke or a suspension is ended at the next heartbeat', async () => {
      // As if the takedown committed just after the publish was checked: the rows changed, the broadcast still open.
      const racedKey = await newStreamer(api);
      const first = await goLive(racedKey);
      await api.database.db
        .update(streamKeys)
        .set({ revokedAt: new Date() })
        .where(eq(streamKeys.channelId, racedKey.channelId));
      const racedSuspension = await newStreamer(api);
      const second = await goLive(racedSuspension);
      await api.database.db
        .update(channels)
        .set({ suspendedAt: new Date(), suspendedReason: '경합' })
        .where(eq(channels.channelId, racedSuspension.channelId));

      expect((await heartbeat([first.broadcastId, second.broadcastId])).sort()).toEqual(
        [first.broadcastId, second.broadcastId].sort(),
      );
      expect(await isLive(racedKey.channelId)).toBe(false);
      expect(await isLive(racedSuspension.channelId)).toBe(false);
    });

    test('two operators acting on one channel at once take turns: all answered, one suspension, an audit row per change', async () => {
      const streamer = await newStreamer(api);
      const { broadcastId } = await goLive(streamer);
      const other = await signIn(api, await newStaff(api, 'super-admin', ['onair']));
      const answers = await Promise.all([
        act(moderator, 'suspend', streamer.channelId, { reason: '동시 1' }),
        act(other, 'suspend', streamer.channelId, { reason: '동시 2' }),
        act(moderator, 'end', streamer.channelId, { reason: '동시 3' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.filter((answer) => answer.body.channel.suspension !== null).length).toBeGreaterThanOrEqual(2);
      const rows = await auditOfChannel(api, streamer.channelId);
      expect(rows.filter((row) => row.action === 'live.suspend')).toHaveLength(1);
      expect(rows.length).toBe(answers.filter((answer) => answer.body.changed).length);
      expect(await heartbeat([broadcastId])).toEqual([broadcastId]);
    });

    test('every action needs a reason of 1 to 500 characters', async () => {
      const streamer = await newStreamer(api);
      await goLive(streamer);
      for (const action of ['end', 'revoke-key', 'suspend', 'lift']) {
        for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 7 }]) {
          const answer = await act(moderator, action, streamer.channelId, body);
          expect({ action, body, status: answer.status }).toEqual({ action, body, status: 400 });
        }
      }
      const blank = await act(moderator, 'end', streamer.channelId, { reason: ' ' });
      expect(blank.body.errors[0]).toMatchObject({
        field: 'reason',
        key: 'adminLive.reasonRequired',
        message: ADMIN_LIVE_MESSAGES.reasonRequired,
      });
      const long = await act(moderator, 'end', streamer.channelId, { reason: 'x'.repeat(501) });
      expect(long.body.errors[0]).toMatchObject({
        key: 'adminLive.reasonTooLong',
        message: ADMIN_LIVE_MESSAGES.reasonTooLong,
      });
      expect(await isLive(streamer.channelId)).toBe(true);
      expect(await auditOfChannel(api, streamer.channelId)).toEqual([]);
    });
  });

  describe('boundaries', () => {
    test("a mint-only moderator cannot end, revoke, suspend or lift an onair channel, on either brand's site", async () => {
      const streamer = await newStreamer(api);
      await goLive(streamer);
      for (const action of ['end', 'revoke-key', 'suspend', 'lift']) {
        const onOnair = await act(mintModerator, action, streamer.channelId);
        expect(onOnair.status).toBe(403);
        expect(onOnair.body.message).toBe(ADMIN_MESSAGES.brandRefused);
        // On mint's own site the onair channel is unknown, as one that does not exist.
        const onMint = await act(mintModerator, action, streamer.channelId, { reason: '타 브랜드' }, 'mint');
        const missing = await act(mintModerator, action, 2_000_000_000, { reason: '없는 채널' }, 'mint');
        expect({ status: onMint.status, body: onMint.body }).toEqual({ status: missing.status, body: missing.body });
        expect(onMint.status).toBe(404);
        expect(onMint.body).toMatchObject({ key: 'channel.notFound', message: CHANNEL_MESSAGES.notFound });
      }
      expect(await isLive(streamer.channelId)).toBe(true);
      expect((await streamKeyInfo(streamer)).takedown).toBeNull();
      expect(await auditOfChannel(api, streamer.channelId)).toEqual([]);
    });

    test('support, finance and content staff, a member and a visitor are refused', async () => {
      const streamer = await newStreamer(api);
      await goLive(streamer);
      for (const role of ['support', 'finance', 'content'] as const) {
        const cookie = await signIn(api, await newStaff(api, role));
        const answer = await act(cookie, 'end', streamer.channelId);
        expect(answer.status).toBe(403);
        expect(answer.body.message).toBe(ADMIN_MESSAGES.roleRefused);
      }
      const asMember = await api.call('POST', `/api/admin/live/channels/${streamer.channelId}/end`, {
        headers: streamer.headers,
        body: { reason: '본인 종료' },
      });
      expect(asMember.status).toBe(401);
      expect((await api.call('GET', '/api/admin/live/channels')).status).toBe(401);
      expect(await isLive(streamer.channelId)).toBe(true);
    });

    test('odd ids answer 400 or 404, never 5xx', async () => {
      for (const id of ['0', '-1', 'abc', '99999999999', '2147483648', '1.5']) {
        const answer = await api.call('POST', `/api/admin/live/channels/${id}/end`, {
          headers: consoleHeaders(moderator, 'onair'),
          body: { reason: '확인' },
        });
        expect({ id, ok: [400, 404].includes(answer.status) }).toEqual({ id, ok: true });
      }
    });
  });
});
