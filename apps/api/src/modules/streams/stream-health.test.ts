import { eq } from 'drizzle-orm';
import { STREAM_MESSAGES, type StreamHealth } from '@onair/contracts';
import { broadcasts, chatManagers } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from './media-routes';

const SECRET = 'test-media-secret-0123456789';

/** A 4 s GOP at 24 fps, as the media node would measure it. */
const MEASURED: StreamHealth = {
  measuredAt: '2026-12-07T01:00:00.000Z',
  windowSeconds: 10,
  video: {
    codec: 'h264',
    width: 1280,
    height: 720,
    fps: 24,
    keyframeIntervalSeconds: 4,
    bitrateKbps: 2500,
    droppedFrames: 0,
    frames: 240,
  },
  audio: { codec: 'aac', sampleRate: 48000, bitrateKbps: 128 },
  bitrateKbps: 2628,
  lagSeconds: 0,
};

describe.each(testDatabaseTargets('pglite'))('stream health on $name', (target) => {
  let api: MoneyApi;
  let streamer: TestMember;
  let broadcastId: number;
  const media = (path: string, body: unknown) =>
    api.call('POST', path, { body, headers: { [MEDIA_SECRET_HEADER]: SECRET } });
  const healthOf = (member: TestMember | null, channelId = streamer.channelId) =>
    get(api, member, `/api/my/stream-health?channelId=${channelId}`);

  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (settings) => ({ ...settings, media: { ...settings.media, sharedSecret: SECRET } }),
    });
    streamer = await newMember(api, { channel: {} });
    const key = (await api.call('POST', '/api/my/stream-key', { headers: streamer.headers })).body.streamKey;
    const published = await media(MEDIA_ROUTES.publish, { key, nodeId: 'node-h' });
    expect(published.body).toMatchObject({ allowed: true });
    broadcastId = published.body.broadcastId;
  });
  afterAll(() => api.close());

  test('the node’s heartbeat carries the measurement; the owner and a manager read it with its warnings', async () => {
    expect((await healthOf(streamer)).body).toEqual({ channelId: streamer.channelId, live: true, health: null, warnings: [] });
    const beat = await media(MEDIA_ROUTES.heartbeat, {
      nodeId: 'node-h',
      live: [broadcastId],
      health: [{ broadcastId, health: MEASURED }],
    });
    expect(beat.status).toBe(200);

    const owner = await healthOf(streamer);
    expect(owner.status).toBe(200);
    expect(owner.body).toEqual({ channelId: streamer.channelId, live: true, health: MEASURED, warnings: ['keyframeInterval'] });

    const manager = await newMember(api);
    await api.database.db.insert(chatManagers).values({ channelId: streamer.channelId as number, memberId: manager.memberId });
    expect((await healthOf(manager)).body).toMatchObject({ health: MEASURED });
  });

  test('another member is refused, another brand’s member finds no channel, a visitor must sign in', async () => {
    const other = await healthOf(await newMember(api, { channel: {} }));
    expect({ status: other.status, code: other.body.code, message: other.body.message }).toEqual({
      status: 403,
      code: 'FORBIDDEN',
      message: STREAM_MESSAGES.healthOwnerOnly,
    });
    expect((await healthOf(await newMember(api, { brand: 'nova', channel: {} }))).status).toBe(404);
    expect((await healthOf(null)).status).toBe(401);
    expect((await healthOf(streamer, 999_999)).status).toBe(404);
    expect((await get(api, streamer, '/api/my/stream-health?channelId=abc')).status).toBe(400);
  });

  test('a malformed measurement is refused; another node’s report and a stale one are not shown', async () => {
    const malformed = await media(MEDIA_ROUTES.heartbeat, {
      nodeId: 'node-h',
      live: [broadcastId],
      health: [{ broadcastId, health: { ...MEASURED, bitrateKbps: 'fast' } }],
    });
    expect(malformed.status).toBe(400);
    // A node that does not carry the broadcast cannot write its health.
    await media(MEDIA_ROUTES.heartbeat, {
      nodeId: 'node-x',
      live: [],
      health: [{ broadcastId, health: { ...MEASURED, bitrateKbps: 1 } }],
    });
    expect((await healthOf(streamer)).body.health).toEqual(MEASURED);

    await api.database.db
      .update(broadcasts)
      .set({ healthAt: new Date(Date.now() - 60_000) })
      .where(eq(broadcasts.broadcastId, broadcastId));
    expect((await healthOf(streamer)).body).toMatchObject({ live: true, health: null, warnings: [] });

    await media(MEDIA_ROUTES.unpublish, { broadcastId, nodeId: 'node-h' });
    expect((await healthOf(streamer)).body).toEqual({ channelId: streamer.channelId, live: false, health: null, warnings: [] });
  });
});
