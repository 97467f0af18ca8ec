/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { LIVE_AUTH_MESSAGES } from '@onair/contracts';
import { channels, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { fileRecording } from '../streams/testing/recordings';

const VISITOR_COOKIE = { cookie: 'onair_cid=0123456789' };

/**
 * An adult or password room's stream goes only to whom its door admits: the channel detail
 * withholds the signed playback URL, and its recordings answer live-Auth's refusal.
 */
describe.each(testDatabaseTargets('pglite'))("a gated room's stream on $name", (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(() => api.close());

  async function liveRoom(room: { adult?: boolean; password?: string }) {
    const streamer = await newMember(api, { channel: { live: true } });
    await api.database.db
      .update(channels)
      .set({ player: 'HLS', adult: room.adult ?? false })
      .where(eq(channels.channelId, streamer.channelId!));
    if (room.password) {
      const set = await api.call('PUT', '/api/my/room-password', {
        body: { password: room.password },
        headers: streamer.headers,
      });
      expect(set.status).toBe(200);
    }
    return streamer;
  }
  const streamOf = async (
    member: TestMember | null,
    channelId: number,
    query = '',
    headers: Record<string, string> = {},
  ) => {
    const answer = await get(api, member, `/api/guest/channel/${channelId}${query}`, headers);
    expect(answer.status).toBe(200);
    return answer.body.stream as { url: string } | null;
  };
  const adultMember = async () => {
    const adult = await newMember(api);
    await api.database.db.update(members).set({ adult: true }).where(eq(members.memberId, adult.memberId));
    return adult;
  };

  test('an open room plays for everyone', async () => {
    const streamer = await liveRoom({});
    expect((await streamOf(null, streamer.channelId!, '', VISITOR_COOKIE))?.url).toMatch(/\?token=/);
  });

  test("an adult room's stream is for identity-verified adults and its staff", async () => {
    const streamer = await liveRoom({ adult: true });
    const channelId = streamer.channelId!;
    expect(await streamOf(null, channelId, '', VISITOR_COOKIE)).toBeNull();
    expect(await streamOf(await newMember(api), channelId)).toBeNull();
    expect((await streamOf(await adultMember(), channelId))?.url).toMatch(/\?token=/);
    expect((await streamOf(streamer, channelId))?.url).toMatch(/\?token=/);
  });

  test("a password room's stream needs the ticket live-Auth gave this viewer under the current password", async () => {
    const streamer = await liveRoom({ password: 'open-sesame' });
    const channelId = streamer.channelId!;
    const viewer = await newMember(api);
    const other = await newMember(api);
    expect(await streamOf(viewer, channelId)).toBeNull();

    const granted = await api.call('POST', '/api/guest/live-Auth', {
      body: { channelId, option: 'password', password: 'open-sesame' },
      headers: viewer.headers,
    });
    expect(granted.status).toBe(200);
    const ticket = encodeURIComponent(granted.body.ticket as string);
    expect((await streamOf(viewer, channelId, `?ticket=${ticket}`))?.url).toMatch(/\?token=/);
    // Someone else's ticket, or one from before the password changed, opens nothing.
    expect(await streamOf(other, channelId, `?ticket=${ticket}`)).toBeNull();
    await api.call('PUT', '/api/my/room-password', { body: { password: 'new-secret' }, headers: streamer.headers });
    expect(await streamOf(viewer, channelId, `?ticket=${ticket}`)).toBeNull();
    expect((await streamOf(streamer, channelId))?.url).toMatch(/\?token=/);
  });

  test("a gated room's recordings answer the door's refusal to whoever it keeps out", async () => {
    const adultRoom = await liveRoom({ adult: true });
    const passwordRoom = await liveRoom({ password: 'open-sesame' });
    const adultRecording = await fileRecording(
      api.database.db,
      adultRoom.channelId!,
      '성인 방송',
      '2025-08-01T10:00:00Z',
      60,
    );
    const passwordRecording = await fileRecording(
      api.database.db,
      passwordRoom.channelId!,
      '비밀 방송',
      '2025-08-01T10:00:00Z',
      60,
    );
    const refused = (code: string, message: string) => ({
      status: 403,
      body: expect.objectContaining({ code, message }),
    });

    const minor = await newMember(api);
    expect(await get(api, minor, `/api/guest/recorded-stream-list?channelId=${adultRoom.channelId}`)).toMatchObject(
      refused('ADULT_ONLY', LIVE_AUTH_MESSAGES.adultOnly),
    );
    expect(await get(api, minor, `/api/guest/recorded-stream/${adultRecording.recordedStreamId}`)).toMatchObject(
      refused('ADULT_ONLY', LIVE_AUTH_MESSAGES.adultOnly),
    );
    const adultList = await get(
      api,
      await adultMember(),
      `/api/guest/recorded-stream-list?channelId=${adultRoom.channelId}`,
    );
    expect(adultList).toMatchObject({ status: 200, body: { total: 1 } });

    expect(await get(api, minor, `/api/guest/recorded-stream/${passwordRecording.recordedStreamId}`)).toMatchObject(
      refused('PASSWORD_REQUIRED', LIVE_AUTH_MESSAGES.passwordRequired),
    );
    expect(
      await get(api, passwordRoom, `/api/guest/recorded-stream/${passwordRecording.recordedStreamId}`),
    ).toMatchObject({
      status: 200,
      body: { stream: { url: expect.stringMatching(/\?token=/) } },
    });
  });
});
