import { eq } from 'drizzle-orm';
import { ADMIN_LIVE_MESSAGES, ADMIN_MESSAGES } from '@onair/contracts';
import { channels, members, streamKeys } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { newStaff, signIn, startConsoleApi, type ConsoleApi } from '../testing/console-kit';
import { MEDIA_ROUTES } from '../../streams/index';
import { liveDesk } from '../testing/live-desk';
import { auditOfChannel, newStreamer } from '../testing/live-kit';

const withReason = (text: string) => (message: string) => message.replace('{reason}', text);

describe.each(testDatabaseTargets())('live channels and takedown on $name', (target) => {
  let api: ConsoleApi;
  let moderator: string;
  let mintModerator: string;

  let desk: ReturnType<typeof liveDesk>;

  beforeAll(async () => {
    api = await startConsoleApi(target);
    desk = liveDesk(api);
    moderator = await signIn(api, await newStaff(api, 'moderator', ['onair']));
    mintModerator = await signIn(api, await newStaff(api, 'moderator', ['mint']));
  });
  afterAll(() => api.close());

  describe('the live list', () => {
    test("holds every live channel of the request's brand, none of another's, with who streams and the room's flags", async () => {
      const streamer = await newStreamer(api);
      await desk.goLive(streamer);
      await api.database.db
        .update(channels)
        .set({ viewerCount: 42, adult: true, roomPasswordHash: 'argon2-stand-in', liveTitle: '심야 라디오' })
        .where(eq(channels.channelId, streamer.channelId));
      const mintStreamer = await newStreamer(api, 'mint');
      await desk.goLive(mintStreamer);

      const page = await desk.list(moderator, '?size=100');
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
      const mint = await desk.list(mintModerator, '?size=100', 'mint');
      expect(mint.body.items.map((row: { channelId: number }) => row.channelId)).toContain(mintStreamer.channelId);
      expect(mint.body.items.map((row: { channelId: number }) => row.channelId)).not.toContain(streamer.channelId);
      expect((await desk.list(mintModerator)).body).toMatchObject({
        key: 'admin.brandRefused',
        message: ADMIN_MESSAGES.brandRefused,
      });
    });

    test("a snapshot the media node reports shows up as the row's thumbnail, versioned", async () => {
      const streamer = await newStreamer(api);
      const { broadcastId } = await desk.goLive(streamer);
      expect((await desk.media(MEDIA_ROUTES.thumbnail, { broadcastId })).body).toEqual({ ok: true });
      const page = await desk.list(moderator, '?size=100');
      const row = page.body.items.find((item: { channelId: number }) => item.channelId === streamer.channelId);
      expect(row.thumbnailUrl).toMatch(new RegExp(`/thumbs/${streamer.channelId}\\.jpg\\?v=\\d+$`));
    });

    test('pages and sorts on the server: by viewers or start time, either way, ties by channel id', async () => {
      for (const viewers of [5, 500, 50]) {
        const streamer = await newStreamer(api);
        await desk.goLive(streamer);
        await api.database.db
          .update(channels)
          .set({ viewerCount: viewers })
          .where(eq(channels.channelId, streamer.channelId));
      }
      const all = (await desk.list(moderator, '?size=100')).body;
      const viewers = all.items.map((row: { viewers: number }) => row.viewers);
      expect(viewers).toEqual([...viewers].sort((a, b) => b - a));

      const ascending = (await desk.list(moderator, '?size=100&sort=viewers&order=asc')).body.items.map(
        (row: { viewers: number }) => row.viewers,
      );
      expect(ascending).toEqual([...viewers].reverse());

      const byStart = (await desk.list(moderator, '?size=100&sort=startedAt&order=asc')).body.items.map(
        (row: { startedAt: string }) => Date.parse(row.startedAt),
      );
      expect(byStart).toEqual([...byStart].sort((a, b) => a - b));

      const pages = [];
      for (let page = 1; page <= Math.ceil(all.total / 2); page += 1)
        pages.push(...(await desk.list(moderator, `?size=2&page=${page}`)).body.items);
      expect(pages.map((row: { channelId: number }) => row.channelId)).toEqual(
        all.items.map((row: { channelId: number }) => row.channelId),
      );
      expect((await desk.list(moderator, '?sort=nickname')).status).toBe(400);
      expect((await desk.list(moderator, '?size=1000')).status).toBe(400);
    });
  });

  describe('takedown', () => {
    test('ending a broadcast takes the channel offline, has its node drop the encoder, tells the streamer why and is audited', async () => {
      const streamer = await newStreamer(api);
      const { key, broadcastId } = await desk.goLive(streamer);
      expect(await desk.isLive(streamer.channelId)).toBe(true);

      const ended = await desk.act(moderator, 'end', streamer.channelId, { reason: '  욕설 방송  ' });
      expect(ended.status).toBe(200);
      expect(ended.body).toMatchObject({
        changed: true,
        channel: { channelId: streamer.channelId, isLive: false, startedAt: null },
      });
      expect(await desk.isLive(streamer.channelId)).toBe(false);
      expect(await desk.heartbeat([broadcastId])).toEqual([broadcastId]);

      const info = await desk.streamKeyInfo(streamer);
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
      expect(await desk.publish(key)).toMatchObject({ allowed: true });
      // Ending an offline channel changes nothing and records nothing.
      await desk.act(moderator, 'end', streamer.channelId);
      const again = await desk.act(moderator, 'end', streamer.channelId);
      expect(again.body).toMatchObject({ changed: false, channel: { isLive: false } });
      expect((await auditOfChannel(api, streamer.channelId)).length).toBe(2);
    });

    test('a channel live without a broadcast of ours (an IVS or BytePlus stream) is taken offline too', async () => {
      const streamer = await newStreamer(api);
      await api.database.db
        .update(channels)
        .set({ isLive: true, liveStartedAt: new Date(), player: 'IVS' })
        .where(eq(channels.channelId, streamer.channelId));
      const ended = await desk.act(moderator, 'end', streamer.channelId);
      expect(ended.body).toMatchObject({ changed: true, channel: { isLive: false } });
      expect(await desk.isLive(streamer.channelId)).toBe(false);
    });

    test('a revoked key no longer publishes; a new key does', async () => {
      const streamer = await newStreamer(api);
      const { key, broadcastId } = await desk.goLive(streamer);
      const revoked = await desk.act(moderator, 'revoke-key', streamer.channelId, { reason: '키 유출' });
      expect(revoked.body).toMatchObject({ changed: true, channel: { isLive: false } });
      expect(await desk.heartbeat([broadcastId])).toEqual([broadcastId]);
      expect(await desk.publish(key)).toEqual({ allowed: false, reason: 'unknown-key' });

      const info = await desk.streamKeyInfo(streamer);
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

      expect((await desk.act(moderator, 'revoke-key', streamer.channelId)).body.changed).toBe(false);
      expect(await desk.publish(await desk.issueKey(streamer))).toMatchObject({ allowed: true });
    });

    test('a suspended channel is refused every publish, with the reason, until the suspension is lifted', async () => {
      const streamer = await newStreamer(api);
      const { broadcastId } = await desk.goLive(streamer);
      const suspended = await desk.act(moderator, 'suspend', streamer.channelId, { reason: '저작권 침해' });
      expect(suspended.body).toMatchObject({
        changed: true,
        channel: { isLive: false, suspension: { reason: '저작권 침해', since: expect.any(String) } },
      });
      expect(await desk.heartbeat([broadcastId])).toEqual([broadcastId]);

      const message = withReason('저작권 침해')(ADMIN_LIVE_MESSAGES.suspended);
      // A new key changes nothing: the channel is refused, not the key.
      const key = await desk.issueKey(streamer);
      expect(await desk.publish(key)).toEqual({
        allowed: false,
        reason: 'suspended',
        key: 'adminLive.suspended',
        params: { reason: '저작권 침해' },
        message,
      });
      expect(await desk.isLive(streamer.channelId)).toBe(false);
      expect((await desk.streamKeyInfo(streamer)).suspension).toMatchObject({ reason: '저작권 침해', message });

      const suspendedList = (await desk.list(moderator, '?state=suspended&size=100')).body.items;
      expect(suspendedList.map((row: { channelId: number }) => row.channelId)).toContain(streamer.channelId);
      expect((await desk.act(moderator, 'suspend', streamer.channelId)).body.changed).toBe(false);

      const lifted = await desk.act(moderator, 'lift', streamer.channelId, { reason: '소명 확인' });
      expect(lifted.body).toMatchObject({ changed: true, channel: { suspension: null } });
      expect(await desk.streamKeyInfo(streamer)).toMatchObject({ suspension: null, takedown: null });
      expect(await desk.publish(key)).toMatchObject({ allowed: true });
      expect((await desk.act(moderator, 'lift', streamer.channelId)).body.changed).toBe(false);

      expect((await auditOfChannel(api, streamer.channelId)).map((row) => [row.action, row.reason])).toEqual([
        ['live.suspend', '저작권 침해'],
        ['live.lift', '소명 확인'],
      ]);
    });

    test("the streamer's settings read what happened: a reissued key is newer than the revoke, a suspension shows beside it, no one else sees it", async () => {
      const streamer = await newStreamer(api);
      const bystander = await newStreamer(api);
      await desk.goLive(streamer);
      // The console's clock runs ahead of the wall clock here (each sign-in moves it on); in
      // production both are the wall clock, as here for the revoke.
      const consoleTime = api.clock.ms;
      api.clock.ms = Date.now();
      await desk.act(moderator, 'revoke-key', streamer.channelId, { reason: '키 유출' });
      api.clock.ms = consoleTime;
      const revokedAt = Date.parse((await desk.streamKeyInfo(streamer)).takedown.at);

      // The settings page tells a reissued key from one still to issue by the key's date against the notice's.
      await desk.issueKey(streamer);
      const reissued = await desk.streamKeyInfo(streamer);
      expect(reissued.takedown).toMatchObject({ action: 'revoke-key', reason: '키 유출' });
      expect(Date.parse(reissued.createdAt)).toBeGreaterThan(revokedAt);

      await desk.act(moderator, 'suspend', streamer.channelId, { reason: '저작권 침해' });
      const suspended = await desk.streamKeyInfo(streamer);
      expect(suspended.suspension).toMatchObject({ reason: '저작권 침해', key: 'adminLive.suspended' });
      expect(suspended.takedown).toMatchObject({ action: 'suspend', reason: '저작권 침해' });

      // Another streamer's settings carry nothing of it: the notice is the channel owner's alone.
      expect(await desk.streamKeyInfo(bystander)).toMatchObject({
        channelId: bystander.channelId,
        suspension: null,
        takedown: null,
      });
    });

    test('a publish that raced a revoke or a suspension is ended at the next heartbeat', async () => {
      // As if the takedown committed just after the publish was checked: the rows changed, the broadcast still open.
      const racedKey = await newStreamer(api);
      const first = await desk.goLive(racedKey);
      await api.database.db
        .update(streamKeys)
        .set({ revokedAt: new Date() })
        .where(eq(streamKeys.channelId, racedKey.channelId));
      const racedSuspension = await newStreamer(api);
      const second = await desk.goLive(racedSuspension);
      await api.database.db
        .update(channels)
        .set({ suspendedAt: new Date(), suspendedReason: '경합' })
        .where(eq(channels.channelId, racedSuspension.channelId));

      expect((await desk.heartbeat([first.broadcastId, second.broadcastId])).sort()).toEqual(
        [first.broadcastId, second.broadcastId].sort(),
      );
      expect(await desk.isLive(racedKey.channelId)).toBe(false);
      expect(await desk.isLive(racedSuspension.channelId)).toBe(false);
    });

    test('two operators acting on one channel at once take turns: all answered, one suspension, an audit row per change', async () => {
      const streamer = await newStreamer(api);
      const { broadcastId } = await desk.goLive(streamer);
      const other = await signIn(api, await newStaff(api, 'super-admin', ['onair']));
      const answers = await Promise.all([
        desk.act(moderator, 'suspend', streamer.channelId, { reason: '동시 1' }),
        desk.act(other, 'suspend', streamer.channelId, { reason: '동시 2' }),
        desk.act(moderator, 'end', streamer.channelId, { reason: '동시 3' }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      expect(answers.filter((answer) => answer.body.channel.suspension !== null).length).toBeGreaterThanOrEqual(2);
      const rows = await auditOfChannel(api, streamer.channelId);
      expect(rows.filter((row) => row.action === 'live.suspend')).toHaveLength(1);
      expect(rows.length).toBe(answers.filter((answer) => answer.body.changed).length);
      expect(await desk.heartbeat([broadcastId])).toEqual([broadcastId]);
    });

    test('every action needs a reason of 1 to 500 characters', async () => {
      const streamer = await newStreamer(api);
      await desk.goLive(streamer);
      for (const action of ['end', 'revoke-key', 'suspend', 'lift']) {
        for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 7 }]) {
          const answer = await desk.act(moderator, action, streamer.channelId, body);
          expect({ action, body, status: answer.status }).toEqual({ action, body, status: 400 });
        }
      }
      const blank = await desk.act(moderator, 'end', streamer.channelId, { reason: ' ' });
      expect(blank.body.errors[0]).toMatchObject({
        field: 'reason',
        key: 'adminLive.reasonRequired',
        message: ADMIN_LIVE_MESSAGES.reasonRequired,
      });
      const long = await desk.act(moderator, 'end', streamer.channelId, { reason: 'x'.repeat(501) });
      expect(long.body.errors[0]).toMatchObject({
        key: 'adminLive.reasonTooLong',
        message: ADMIN_LIVE_MESSAGES.reasonTooLong,
      });
      expect(await desk.isLive(streamer.channelId)).toBe(true);
      expect(await auditOfChannel(api, streamer.channelId)).toEqual([]);
    });
  });
});
