import { eq } from 'drizzle-orm';
import { testDatabaseTargets } from '@onair/db/testing';
import { DEMO_ACCOUNTS, channels, members } from '@onair/db';
import { CHANNEL_MESSAGES, VALIDATION_MESSAGES } from '@onair/contracts';
import { startTestApi, type TestApi } from '../../testing/test-api';

/** The demo channel of a login ID, by its owner. */
async function channelOf(api: TestApi, loginId: string) {
  const [row] = await api.database.db
    .select({ channelId: channels.channelId, ownerMemberId: channels.ownerMemberId })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(eq(members.loginId, loginId));
  if (!row) throw new Error(`no demo channel for ${loginId}`);
  return row;
}

describe.each(testDatabaseTargets('pglite'))('GET /api/guest/channel/{channelId} on $name', (target) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  test('a live channel answers its owner, live state and its signed stream, to a visitor', async () => {
    const { channelId, ownerMemberId } = await channelOf(api, DEMO_ACCOUNTS.streamer.loginId);
    const { status, body } = await api.get(`/api/guest/channel/${channelId}`);
    expect(status).toBe(200);
    expect(body).toEqual({
      channelId,
      name: '온에어 공식 채널',
      description: '온에어의 새 소식과 이벤트를 가장 먼저 전해드려요.',
      ownerMemberId,
      ownerNickname: DEMO_ACCOUNTS.streamer.nickname,
      profileImageUrl: null,
      thumbnailUrl: null,
      isLive: true,
      liveTitle: '신규 기능 소개 생방송',
      viewerCount: 0,
      adult: false,
      // The demo seed's topics (libs/server/db/src/demo-streamers.ts).
      tags: ['공지', '이벤트', '신규 기능'],
      categoryId: expect.any(Number),
      language: 'ko',
      liveStartedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      stream: {
        player: 'HLS',
        provider: 'llh',
        url: expect.stringMatching(new RegExp(`^/media/live/${channelId}\\.m3u8\\?token=\\d+\\.[\\w-]+$`)),
      },
      // The demo viewer follows it; a visitor follows nothing.
      followerCount: 1,
      following: false,
    });
  });

  test('an offline channel has no stream and no start time', async () => {
    const { channelId } = await channelOf(api, 'demobj03');
    const { status, body } = await api.get(`/api/guest/channel/${channelId}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ channelId, isLive: false, liveTitle: null, liveStartedAt: null, stream: null });
  });

  test('a live channel without a player has no stream yet; BytePlus plays FLV', async () => {
    const { channelId } = await channelOf(api, 'demobj02');
    await api.database.db.update(channels).set({ player: null }).where(eq(channels.channelId, channelId));
    expect((await api.get(`/api/guest/channel/${channelId}`)).body).toMatchObject({ isLive: true, stream: null });
    await api.database.db.update(channels).set({ player: 'BYTEPLUS' }).where(eq(channels.channelId, channelId));
    expect((await api.get(`/api/guest/channel/${channelId}`)).body.stream).toEqual({
      player: 'BYTEPLUS',
      provider: 'bp_flv',
      url: expect.stringMatching(new RegExp(`^/media/live/${channelId}\\.flv\\?token=`)),
    });
  });

  test('an unknown channel is a 404 with the Korean message; one past the integer range a 400 naming channelId', async () => {
    for (const id of ['999999', '2147483647']) {
      expect(await api.get(`/api/guest/channel/${id}`)).toEqual({
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: CHANNEL_MESSAGES.notFound, key: 'channel.notFound' },
      });
    }
    const pastInt = await api.get('/api/guest/channel/99999999999');
    expect([pastInt.status, pastInt.body.errors]).toEqual([400, [{ field: 'channelId', in: 'path', message: VALIDATION_MESSAGES.wholeNumber, key: 'validation.wholeNumber' }]]);
  });

  test("another brand's site does not see the channel, as its chat would not", async () => {
    const { channelId } = await channelOf(api, DEMO_ACCOUNTS.streamer.loginId);
    const { status, body } = await api.get(`/api/guest/channel/${channelId}`, { 'x-site-code': 'bellcast' });
    expect(status).toBe(404);
    expect(body.message).toBe('존재하지 않는 채널입니다.');
    expect((await api.get(`/api/guest/channel/${channelId}`, { 'x-site-code': 'onair' })).status).toBe(200);
  });

  test('an id that is not a number is a 400 naming the field', async () => {
    const { status, body } = await api.get('/api/guest/channel/abc');
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ field: 'channelId', in: 'path' });
  });
});
