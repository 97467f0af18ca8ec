import { eq } from 'drizzle-orm';
import { STREAM_MESSAGES } from '@onair/contracts';
import { broadcasts, channels, type Database } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from './media-routes';
import { hashStreamKey } from './stream-key';

const SECRET = 'test-media-secret-0123456789';

async function liveState(db: Database, channelId: number) {
  const [row] = await db
    .select({ isLive: channels.isLive, player: channels.player, liveStartedAt: channels.liveStartedAt })
    .from(channels)
    .where(eq(channels.channelId, channelId));
  return { isLive: row?.isLive, player: row?.player, started: row?.liveStartedAt !== null };
}

const until = async (check: () => Promise<boolean>, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe.each(testDatabaseTargets('pglite'))('stream keys and broadcasts on $name', (target) => {
  let api: MoneyApi;
  let streamer: TestMember;
  let viewer: TestMember;

  const media = (path: string, body: unknown, secret: string | null = SECRET) =>
    api.call('POST', path, { body, headers: secret === null ? {} : { [MEDIA_SECRET_HEADER]: secret } });
  const issueKey = async (member: TestMember) => {
    const answer = await api.call('POST', '/api/my/stream-key', { headers: member.headers });
    expect(answer.status).toBe(200);
    return answer.body.streamKey as string;
  };

  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (settings) => ({
        ...settings,
        media: { ...settings.media, sharedSecret: SECRET, nodeTimeoutMs: 600, sweepIntervalMs: 100 },
      }),
    });
    streamer = await newMember(api, { channel: {} });
    viewer = await newMember(api);
  });
  afterAll(() => api.close());

  describe('the stream key', () => {
    test('a visitor is refused; a member without a channel is told so', async () => {
      expect((await get(api, null, '/api/my/stream-key')).status).toBe(401);
      for (const method of ['GET', 'POST']) {
        const answer = await api.call(method, '/api/my/stream-key', { headers: viewer.headers });
        expect({ status: answer.status, code: answer.body.code, message: answer.body.message }).toEqual({
          status: 403,
          code: 'FORBIDDEN',
          message: STREAM_MESSAGES.noChannel,
        });
      }
    });

    test('none until issued; issued whole once, masked afterwards; a new one revokes the old', async () => {
      const owner = await newMember(api, { channel: {} });
      const before = await get(api, owner, '/api/my/stream-key');
      expect(before).toMatchObject({
        status: 200,
        body: {
          channelId: owner.channelId,
          rtmpUrl: 'rtmp://127.0.0.1:1935/live',
          keyPrefix: null,
          maskedKey: null,
          createdAt: null,
          isLive: false,
        },
      });

      const issued = await api.call('POST', '/api/my/stream-key', { headers: owner.headers });
      expect(issued.status).toBe(200);
      const key: string = issued.body.streamKey;
      expect(key).toMatch(/^live_[A-Za-z0-9_-]{32}$/);
      expect(issued.body).toEqual({
        channelId: owner.channelId,
        rtmpUrl: 'rtmp://127.0.0.1:1935/live',
        streamKey: key,
        keyPrefix: key.slice(0, 9),
        maskedKey: `${key.slice(0, 9)}••••••••••••`,
        createdAt: expect.any(String),
        isLive: false,
        suspension: null,
        takedown: null,
      });

      const after = await get(api, owner, '/api/my/stream-key');
      expect(after.body).toEqual({ ...issued.body, streamKey: undefined });
      expect(JSON.stringify(after.body)).not.toContain(key);

      const second = await issueKey(owner);
      expect(second).not.toBe(key);
      expect((await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-a' })).body).toEqual({
        allowed: false,
        reason: 'unknown-key',
      });
      const accepted = await media(MEDIA_ROUTES.publish, { key: second, nodeId: 'node-a' });
      expect(accepted.body).toEqual({
        allowed: true,
        channelId: owner.channelId,
        broadcastId: expect.any(Number),
        rewindSeconds: 30 * 60,
        keepRecording: true,
      });
      await media(MEDIA_ROUTES.unpublish, { broadcastId: accepted.body.broadcastId, nodeId: 'node-a' });
    });
  });

  describe('the media app calls', () => {
    test('every call needs the shared secret and a well-formed body', async () => {
      for (const path of Object.values(MEDIA_ROUTES)) {
        for (const secret of [null, 'wrong-secret', `${SECRET}x`]) {
          const answer = await media(path, { key: 'k', nodeId: 'n', broadcastId: 1, live: [] }, secret);
          expect({ status: answer.status, message: answer.body.message }).toEqual({
            status: 401,
            message: '미디어 서버 인증에 실패했습니다.',
          });
        }
      }
      expect((await media(MEDIA_ROUTES.publish, { key: '', nodeId: 'n' })).status).toBe(400);
      expect((await media(MEDIA_ROUTES.publish, { key: 'k', nodeId: 'bad node' })).status).toBe(400);
      expect((await media(MEDIA_ROUTES.unpublish, { broadcastId: 0, nodeId: 'n' })).status).toBe(400);
      expect(
        (
          await media(MEDIA_ROUTES.unpublish, {
            broadcastId: 1,
            nodeId: 'n',
            recording: { playlistPath: '/etc/passwd', durationSeconds: 1 },
          })
        ).status,
      ).toBe(400);
      expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'n', live: ['x'] })).status).toBe(400);
    });

    test('a brand without recordings tells the node not to keep the broadcast beyond its rewind window', async () => {
      const novaStreamer = await newMember(api, { brand: 'nova', channel: {} });
      const key = await issueKey(novaStreamer);
      const published = await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-a' });
      expect(published.body).toMatchObject({ allowed: true, rewindSeconds: 30 * 60, keepRecording: false });
      await media(MEDIA_ROUTES.unpublish, { broadcastId: published.body.broadcastId, nodeId: 'node-a' });
    });

    test('not in the OpenAPI document', async () => {
      const document = await get(api, null, '/api/openapi.json');
      expect(JSON.stringify(document.body)).not.toContain('/internal/media');
    });

    test('a publish makes the channel live under HLS, a second one is refused, the unpublish ends it', async () => {
      const key = await issueKey(streamer);
      const channelId = streamer.channelId as number;
      const published = await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-a' });
      // The brand's rewind window (30 minutes on onair) and its recordings, for the node's live playlist.
      expect(published.body).toEqual({
        allowed: true,
        channelId,
        broadcastId: expect.any(Number),
        rewindSeconds: 30 * 60,
        keepRecording: true,
      });
      expect(await liveState(api.database.db, channelId)).toEqual({ isLive: true, player: 'HLS', started: true });
      expect((await get(api, streamer, '/api/my/stream-key')).body.isLive).toBe(true);

      expect((await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-b' })).body).toEqual({
        allowed: false,
        reason: 'already-live',
      });

      expect(
        (await media(MEDIA_ROUTES.unpublish, { broadcastId: published.body.broadcastId, nodeId: 'node-a' })).body,
      ).toEqual({ ok: true });
      expect(await liveState(api.database.db, channelId)).toEqual({ isLive: false, player: null, started: false });
      // Repeated: harmless.
      expect(
        (await media(MEDIA_ROUTES.unpublish, { broadcastId: published.body.broadcastId, nodeId: 'node-a' })).status,
      ).toBe(200);
    });

    test('with several media nodes, viewers are sent to the node carrying the channel: stream, snapshot and recording', async () => {
      const owner = await newMember(api, { channel: {} });
      const other = await newMember(api, { channel: {} });
      const channelId = owner.channelId as number;
      const nodeB = { nodeId: 'node-b', publicUrl: 'https://m2.onair.example/' };
      const onB = await media(MEDIA_ROUTES.publish, { key: await issueKey(owner), ...nodeB });
      const onDefault = await media(MEDIA_ROUTES.publish, { key: await issueKey(other), nodeId: 'node-a' });
      expect([onB.body.allowed, onDefault.body.allowed]).toEqual([true, true]);

      const streamOf = async (id: number) =>
        (await get(api, null, `/api/guest/channel/${id}`)).body.stream.url as string;
      expect(await streamOf(channelId)).toMatch(
        new RegExp(`^https://m2\\.onair\\.example/live/${channelId}\\.m3u8\\?token=`),
      );
      // A node that names no address plays through the API's MEDIA_PUBLIC_URL.
      expect(await streamOf(other.channelId as number)).toMatch(
        new RegExp(`^/media/live/${other.channelId}\\.m3u8\\?token=`),
      );

      expect((await media(MEDIA_ROUTES.thumbnail, { broadcastId: onB.body.broadcastId, ...nodeB })).body).toEqual({
        ok: true,
      });
      const detail = (await get(api, null, `/api/guest/channel/${channelId}`)).body;
      expect(detail.thumbnailUrl).toMatch(
        new RegExp(`^https://m2\\.onair\\.example/thumbs/${channelId}\\.jpg\\?v=\\d+$`),
      );

      const recording = { playlistPath: `/vod/${onB.body.broadcastId}/index.m3u8`, durationSeconds: 12 };
      await media(MEDIA_ROUTES.unpublish, { broadcastId: onB.body.broadcastId, ...nodeB, recording });
      await media(MEDIA_ROUTES.unpublish, { broadcastId: onDefault.body.broadcastId, nodeId: 'node-a' });
      const replays = await get(api, null, `/api/guest/recorded-stream-list?channelId=${channelId}`);
      expect(replays.body.items[0].stream.url).toMatch(
        new RegExp(`^https://m2\\.onair\\.example/vod/${onB.body.broadcastId}/index\\.m3u8\\?token=`),
      );
      expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-b', publicUrl: 'not a url', live: [] })).status).toBe(
        400,
      );
    });

    test('a channel whose broadcasting is off cannot publish', async () => {
      const owner = await newMember(api, { channel: {} });
      const key = await issueKey(owner);
      await api.database.db
        .update(channels)
        .set({ broadcast: false })
        .where(eq(channels.channelId, owner.channelId as number));
      expect((await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-a' })).body).toEqual({
        allowed: false,
        reason: 'broadcast-off',
      });
    });

    test('regenerating the key ends its broadcast now; the node is told to drop it at its heartbeat', async () => {
      const owner = await newMember(api, { channel: {} });
      const key = await issueKey(owner);
      const { broadcastId } = (await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-r' })).body;
      expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-r', live: [broadcastId] })).body).toEqual({
        drop: [],
        purge: [],
        clips: [],
        purgeClips: [],
        // No recording or clip of this brand's database was closed: nothing for the node to refuse.
        closed: { scopes: [], version: expect.any(String) },
      });

      await issueKey(owner);
      expect(await liveState(api.database.db, owner.channelId as number)).toEqual({
        isLive: false,
        player: null,
        started: false,
      });
      expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-r', live: [broadcastId] })).body).toEqual({
        drop: [broadcastId],
        purge: [],
        clips: [],
        purgeClips: [],
        // No recording or clip of this brand's database was closed: nothing for the node to refuse.
        closed: { scopes: [], version: expect.any(String) },
      });
      const [row] = await api.database.db.select().from(broadcasts).where(eq(broadcasts.broadcastId, broadcastId));
      expect(row?.endReason).toBe('revoked');
    });

    test('a broadcast its node no longer lists ends (after the in-flight margin)', async () => {
      const owner = await newMember(api, { channel: {} });
      const key = await issueKey(owner);
      const { broadcastId } = (await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-g' })).body;
      // Just started: maybe not in the node's list yet.
      await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-g', live: [] });
      expect((await liveState(api.database.db, owner.channelId as number)).isLive).toBe(true);
      await api.database.db
        .update(broadcasts)
        .set({ startedAt: new Date(Date.now() - 60_000) })
        .where(eq(broadcasts.broadcastId, broadcastId));
      await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-g', live: [] });
      expect((await liveState(api.database.db, owner.channelId as number)).isLive).toBe(false);
    });

    test('a node that stops beating has its channels taken offline by the sweep', async () => {
      const owner = await newMember(api, { channel: {} });
      const key = await issueKey(owner);
      const channelId = owner.channelId as number;
      const { broadcastId } = (await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-dying' })).body;
      const started = Date.now();
      await until(async () => !(await liveState(api.database.db, channelId)).isLive);
      expect(Date.now() - started).toBeGreaterThanOrEqual(500);
      const [row] = await api.database.db.select().from(broadcasts).where(eq(broadcasts.broadcastId, broadcastId));
      expect(row?.endReason).toBe('node-lost');
      // Back from a partition: told to drop what was ended meanwhile.
      expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-dying', live: [broadcastId] })).body).toEqual({
        drop: [broadcastId],
        purge: [],
        clips: [],
        purgeClips: [],
        // No recording or clip of this brand's database was closed: nothing for the node to refuse.
        closed: { scopes: [], version: expect.any(String) },
      });
    });
  });

  describe('recorded streams', () => {
    let owner: TestMember;
    beforeAll(async () => {
      owner = await newMember(api, { channel: {} });
      const key = await issueKey(owner);
      for (const seconds of [61, 62, 63]) {
        const { broadcastId } = (await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-v' })).body;
        // The newest has a thumbnail beside its playlist, the others none (the node could not take one).
        const thumbnailPath = seconds === 63 ? `/vod/${broadcastId}/thumb.jpg` : null;
        const recording = { playlistPath: `/vod/${broadcastId}/index.m3u8`, durationSeconds: seconds, thumbnailPath };
        await media(MEDIA_ROUTES.unpublish, { broadcastId, nodeId: 'node-v', recording });
      }
      // Too short to keep.
      const { broadcastId } = (await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-v' })).body;
      await media(MEDIA_ROUTES.unpublish, {
        broadcastId,
        nodeId: 'node-v',
        recording: { playlistPath: `/vod/${broadcastId}/index.m3u8`, durationSeconds: 0.4 },
      });
    });

    test('the own channel, newest first, two to a page, each playable as HLS VOD', async () => {
      const first = await get(api, owner, '/api/my/recorded-stream-list');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 1, size: 2, total: 3 });
      expect(first.body.items.map((item: { durationSeconds: number }) => item.durationSeconds)).toEqual([63, 62]);
      const [newest] = first.body.items;
      expect(newest).toEqual({
        recordedStreamId: expect.any(Number),
        channelId: owner.channelId,
        kind: 2,
        title: owner.channelName,
        startedAt: expect.any(String),
        endedAt: expect.any(String),
        durationSeconds: 63,
        stream: {
          player: 'HLS',
          provider: 'llh',
          url: expect.stringMatching(/^\/media\/vod\/\d+\/index\.m3u8\?token=\d+\.[\w-]+$/),
        },
        thumbnailUrl: expect.stringMatching(/^\/media\/vod\/\d+\/thumb\.jpg\?token=\d+\.[\w-]+$/),
        hidden: false,
      });
      // The frame opens with the playlist's token: one scope, the recording's broadcast.
      expect(new URL(newest.thumbnailUrl, 'http://x').searchParams.get('token')).toBe(
        new URL(newest.stream.url, 'http://x').searchParams.get('token'),
      );
      expect(first.body.items[1].thumbnailUrl).toBeNull();
      const second = await get(api, owner, '/api/my/recorded-stream-list?page=2');
      expect(second.body.items.map((item: { durationSeconds: number }) => item.durationSeconds)).toEqual([61]);
    });

    test("another channel's by channelId; refusals", async () => {
      const theirs = await get(api, viewer, `/api/my/recorded-stream-list?channelId=${owner.channelId}&size=10`);
      expect(theirs.body).toMatchObject({ total: 3, size: 10 });
      expect(theirs.body.items).toHaveLength(3);

      expect((await get(api, null, '/api/my/recorded-stream-list')).status).toBe(401);
      const none = await get(api, viewer, '/api/my/recorded-stream-list');
      expect({ status: none.status, message: none.body.message }).toEqual({
        status: 403,
        message: STREAM_MESSAGES.noChannel,
      });
      const missing = await get(api, viewer, '/api/my/recorded-stream-list?channelId=999999');
      expect({ status: missing.status, code: missing.body.code, message: missing.body.message }).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: STREAM_MESSAGES.recordedChannelNotFound,
      });
      expect((await get(api, viewer, '/api/my/recorded-stream-list?channelId=abc')).status).toBe(400);
      expect((await get(api, viewer, '/api/my/recorded-stream-list?size=0')).status).toBe(400);
    });
  });

  test('keys are stored as their SHA-256 only', async () => {
    const key = await issueKey(await newMember(api, { channel: {} }));
    const rows = await api.database.db.execute(
      `select key_hash, key_prefix from stream_keys where key_hash = '${hashStreamKey(key)}'`,
    );
    expect(JSON.stringify(rows)).not.toContain(key);
    expect(JSON.stringify(rows)).toContain(hashStreamKey(key));
  });
});
