/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { LIVE_AUTH_MESSAGES } from '@onair/contracts';
import { channels, chatManagers, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../platform/ledger/accounts';
import { fund, get, newMember, post, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { fileRecording } from '../streams/testing/recordings';

type Room = { streamer: TestMember; channelId: number; recordingId: number };
/** What a route gave the caller: a playback URL, or none (with the door's refusal when the route answers one). */
type Playback = { url: string } | { url: null; code?: string; message?: string };

/**
 * Every route that hands out a playback URL, live or recorded, guest or my, as a caller meets it.
 * The channel detail withholds the stream (200, stream null); the others answer the door's 403.
 */
const ROUTES: [string, (api: MoneyApi, caller: TestMember, room: Room) => Promise<Playback>][] = [
  [
    'GET /api/guest/channel/{channelId}',
    async (api, caller, room) => {
      const answer = await get(api, caller, `/api/guest/channel/${room.channelId}`);
      expect(answer.status).toBe(200);
      return { url: (answer.body.stream as { url: string } | null)?.url ?? null };
    },
  ],
  [
    'GET /api/guest/recorded-stream-list',
    (api, caller, room) => listed(get(api, caller, `/api/guest/recorded-stream-list?channelId=${room.channelId}`)),
  ],
  [
    'GET /api/guest/recorded-stream/{recordedStreamId}',
    async (api, caller, room) => {
      const answer = await get(api, caller, `/api/guest/recorded-stream/${room.recordingId}`);
      return answer.status === 200 ? { url: answer.body.stream.url } : refusalOf(answer);
    },
  ],
  [
    'GET /api/my/recorded-stream-list',
    (api, caller, room) => listed(get(api, caller, `/api/my/recorded-stream-list?channelId=${room.channelId}`)),
  ],
];

type Answer = { status: number; body: Record<string, unknown> };
const refusalOf = (answer: Answer): Playback => {
  expect(answer.status).toBe(403);
  return { url: null, code: answer.body.code as string, message: answer.body.message as string };
};
async function listed(pending: Promise<Answer>): Promise<Playback> {
  const answer = await pending;
  if (answer.status !== 200) return refusalOf(answer);
  const [first] = answer.body.items as { stream: { url: string } }[];
  return { url: first!.stream.url };
}

describe.each(testDatabaseTargets())('one playback gate for every route on $name', (target) => {
  let api: MoneyApi;
  let adultRoom: Room;
  let passwordRoom: Room;
  beforeAll(async () => {
    api = await startMoneyApi(target);
    adultRoom = await liveRoom({ adult: true });
    passwordRoom = await liveRoom({ password: '4821' });
  });
  afterAll(() => api.close());

  async function liveRoom(room: { adult?: boolean; password?: string }): Promise<Room> {
    const streamer = await newMember(api, { channel: { live: true } });
    const channelId = streamer.channelId!;
    await api.database.db
      .update(channels)
      .set({ player: 'HLS', adult: room.adult ?? false })
      .where(eq(channels.channelId, channelId));
    if (room.password) {
      const set = await api.call('PUT', '/api/my/room-password', {
        body: { password: room.password },
        headers: streamer.headers,
      });
      expect(set.status).toBe(200);
    }
    const recording = await fileRecording(api.database.db, channelId, '지난 방송', '2025-08-01T10:00:00Z', 60);
    return { streamer, channelId, recordingId: recording.recordedStreamId };
  }

  const adultMember = async () => {
    const adult = await newMember(api);
    await api.database.db.update(members).set({ adult: true }).where(eq(members.memberId, adult.memberId));
    return adult;
  };
  const passHolder = async (room: Room) => {
    const holder = await newMember(api);
    await fund(api, walletOf(holder.memberId, 'onair', 420), 1);
    expect(await post(api, holder, '/api/my/item-use', { itemCode: 420, channelId: room.channelId })).toMatchObject({
      status: 200,
    });
    return holder;
  };
  const manager = async (room: Room) => {
    const member = await newMember(api);
    await api.database.db.insert(chatManagers).values({ channelId: room.channelId, memberId: member.memberId });
    return member;
  };

  const outsiders: [string, () => Room, () => Promise<TestMember>, string, string][] = [
    [
      'a member not verified adult, in an adult room',
      () => adultRoom,
      () => newMember(api),
      'ADULT_ONLY',
      LIVE_AUTH_MESSAGES.adultOnly,
    ],
    [
      'a member without ticket or pass, in a password room',
      () => passwordRoom,
      () => newMember(api),
      'PASSWORD_REQUIRED',
      LIVE_AUTH_MESSAGES.passwordRequired,
    ],
  ];
  const admitted: [string, () => Room, (room: Room) => Promise<TestMember>][] = [
    ['an identity-verified adult, in an adult room', () => adultRoom, adultMember],
    ['a member holding a room pass in force, in a password room', () => passwordRoom, passHolder],
    ['a manager of the password room', () => passwordRoom, manager],
    ['the owner of the password room', () => passwordRoom, async (room) => room.streamer],
  ];

  describe.each(ROUTES)('%s', (_route, playbackOf) => {
    test.each(outsiders)('refuses %s', async (_who, roomOf, callerOf, code, message) => {
      const answer = await playbackOf(api, await callerOf(), roomOf());
      expect(answer.url).toBeNull();
      // A route that refuses outright says why, in live-Auth's words; the channel detail just has no stream.
      if ('code' in answer) expect(answer).toEqual({ url: null, code, message });
    });

    test.each(admitted)('gives a signed URL to %s', async (_who, roomOf, callerOf) => {
      const room = roomOf();
      const answer = await playbackOf(api, await callerOf(room), room);
      expect(answer.url).toMatch(/\?token=[\w.-]+$/);
    });
  });
});
