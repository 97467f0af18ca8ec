import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { channels } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from '../streams/index';
import { settle, until } from './testing/chat-client';
import { joinAs, type InRoom } from './testing/chat-members';

const SECRET = 'test-media-secret-0123456789';
const PUBLIC_URL = 'https://media.example.test';
/** Long enough that a node beating every 200 ms is never taken for lost; short enough to test the sweep. */
const NODE_TIMEOUT_MS = 2500;

/**
 * The live room hears its channel go live and offline (`event {type: 'channel-status'}`) on every
 * path that changes it: the media app's publish and unpublish, a regenerated key, and the sweep of
 * a dead media node. The media app's snapshot notice sets the channel's thumbnail while it is live.
 */
describe.each(testDatabaseTargets('pglite'))('channel status in chat on $name', (target) => {
  let api: MoneyApi;
  const sockets: Socket[] = [];
  const beating = new Set<ReturnType<typeof setInterval>>();

  const media = (path: string, body: unknown, secret: string | null = SECRET) =>
    api.call('POST', path, { body, headers: secret === null ? {} : { [MEDIA_SECRET_HEADER]: secret } });
  const issueKey = async (member: TestMember) =>
    (await api.call('POST', '/api/my/stream-key', { headers: member.headers })).body.streamKey as string;
  const thumbnailOf = async (channelId: number) =>
    (
      await api.database.db
        .select({ url: channels.thumbnailUrl })
        .from(channels)
        .where(eq(channels.channelId, channelId))
    )[0]?.url ?? null;
  /** A media node that keeps beating (with nothing listed its fresh broadcasts are spared for 10 s). */
  function beat(nodeId: string, live: () => number[]) {
    const timer = setInterval(() => void media(MEDIA_ROUTES.heartbeat, { nodeId, live: live() }), 200);
    beating.add(timer);
    return () => {
      clearInterval(timer);
      beating.delete(timer);
    };
  }
  const statusEvents = (inRoom: InRoom) => inRoom.heard.events.filter((event) => event['type'] === 'channel-status');
  async function watch(member: TestMember) {
    const watcher = await joinAs(api.url, null, String(member.channelId));
    sockets.push(watcher.socket);
    return watcher;
  }

  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (settings) => ({
        ...settings,
        media: {
          ...settings.media,
          sharedSecret: SECRET,
          publicUrl: PUBLIC_URL,
          nodeTimeoutMs: NODE_TIMEOUT_MS,
          sweepIntervalMs: 100,
        },
      }),
    });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    for (const timer of beating) clearInterval(timer);
    beating.clear();
  });
  afterAll(() => api.close());

  test('publish and unpublish are told to the room, with the title and start; a snapshot sets the thumbnail until offline', async () => {
    const streamer = await newMember(api, { channel: {} });
    const room = String(streamer.channelId);
    const key = await issueKey(streamer);
    const watcher = await watch(streamer);
    const broadcasts: number[] = [];
    beat('node-status', () => broadcasts);

    const published = await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-status' });
    expect(published.body).toMatchObject({ allowed: true, channelId: streamer.channelId });
    const { broadcastId } = published.body as { broadcastId: number };
    broadcasts.push(broadcastId);
    await until(() => statusEvents(watcher).length === 1, 5000, 'the live event');
    expect(statusEvents(watcher)[0]).toEqual({
      type: 'channel-status',
      room,
      live: true,
      title: streamer.channelName,
      startedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const detail = await api.call('GET', `/api/guest/channel/${streamer.channelId}`);
    expect(new Date(statusEvents(watcher)[0]?.['startedAt'] as string).toISOString()).toBe(
      new Date(detail.body.liveStartedAt).toISOString(),
    );

    // The media app wrote a snapshot: the channel's thumbnail points at it, versioned.
    expect(await media(MEDIA_ROUTES.thumbnail, { broadcastId, nodeId: 'node-status' })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const thumbnail = await thumbnailOf(streamer.channelId as number);
    expect(thumbnail).toMatch(new RegExp(`^${PUBLIC_URL}/thumbs/${streamer.channelId}\\.jpg\\?v=\\d{10}$`));
    expect((await api.call('GET', `/api/guest/channel/${streamer.channelId}`)).body.thumbnailUrl).toBe(thumbnail);
    // Another node's notice for this broadcast changes nothing.
    expect((await media(MEDIA_ROUTES.thumbnail, { broadcastId, nodeId: 'node-other' })).body).toEqual({ ok: false });

    await media(MEDIA_ROUTES.unpublish, { broadcastId, nodeId: 'node-status' });
    broadcasts.length = 0;
    await until(() => statusEvents(watcher).length === 2, 5000, 'the offline event');
    expect(statusEvents(watcher)[1]).toEqual({
      type: 'channel-status',
      room,
      live: false,
      title: streamer.channelName,
      startedAt: null,
    });
    expect(await thumbnailOf(streamer.channelId as number)).toBeNull();

    // A late snapshot of the ended broadcast does not bring the thumbnail back; a repeated unpublish is not told twice.
    expect((await media(MEDIA_ROUTES.thumbnail, { broadcastId, nodeId: 'node-status' })).body).toEqual({ ok: false });
    expect(await thumbnailOf(streamer.channelId as number)).toBeNull();
    await media(MEDIA_ROUTES.unpublish, { broadcastId, nodeId: 'node-status' });
    await settle();
    expect(statusEvents(watcher)).toHaveLength(2);
  });

  test('the snapshot notice needs the secret and a well-formed body', async () => {
    for (const secret of [null, 'wrong-secret']) {
      const answer = await media(MEDIA_ROUTES.thumbnail, { broadcastId: 1, nodeId: 'n' }, secret);
      expect({ status: answer.status, message: answer.body.message }).toEqual({
        status: 401,
        message: '미디어 서버 인증에 실패했습니다.',
      });
    }
    expect((await media(MEDIA_ROUTES.thumbnail, { broadcastId: 0, nodeId: 'n' })).status).toBe(400);
    expect((await media(MEDIA_ROUTES.thumbnail, { broadcastId: 1, nodeId: 'bad node' })).status).toBe(400);
    expect((await media(MEDIA_ROUTES.thumbnail, { nodeId: 'n' })).status).toBe(400);
    expect((await media(MEDIA_ROUTES.thumbnail, { broadcastId: 2_000_000_000, nodeId: 'n' })).body).toEqual({
      ok: false,
    });
  });

  test('a regenerated key takes the channel offline and the room hears it', async () => {
    const streamer = await newMember(api, { channel: {} });
    const key = await issueKey(streamer);
    const watcher = await watch(streamer);
    const published = await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-regen' });
    const stop = beat('node-regen', () => [published.body.broadcastId]);
    await until(() => statusEvents(watcher).length === 1, 5000, 'the live event');
    await media(MEDIA_ROUTES.thumbnail, { broadcastId: published.body.broadcastId, nodeId: 'node-regen' });

    await issueKey(streamer);
    await until(() => statusEvents(watcher).length === 2, 5000, 'the offline event');
    stop();
    expect(statusEvents(watcher).map((event) => event['live'])).toEqual([true, false]);
    expect(await thumbnailOf(streamer.channelId as number)).toBeNull();
  });

  test('a media node that stops beating takes its channels offline and their rooms hear it', async () => {
    const streamer = await newMember(api, { channel: {} });
    const key = await issueKey(streamer);
    const watcher = await watch(streamer);
    await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-dies' });
    await until(() => statusEvents(watcher).length === 1, 5000, 'the live event');
    await until(() => statusEvents(watcher).length === 2, NODE_TIMEOUT_MS + 5000, 'the sweep');
    expect(statusEvents(watcher)[1]).toMatchObject({ live: false, startedAt: null });
  });

  test('a viewer of another channel hears nothing', async () => {
    const streamer = await newMember(api, { channel: {} });
    const other = await newMember(api, { channel: {} });
    const key = await issueKey(streamer);
    const elsewhere = await watch(other);
    const published = await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-quiet' });
    await media(MEDIA_ROUTES.unpublish, { broadcastId: published.body.broadcastId, nodeId: 'node-quiet' });
    await settle();
    expect(statusEvents(elsewhere)).toEqual([]);
  });
});
