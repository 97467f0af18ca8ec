/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { LIVE_AUTH_MESSAGES, STREAM_MESSAGES } from '@onair/contracts';
import { broadcasts, channels, chatMessages, chatRooms, members, recordedStreams } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../platform/http/brand';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from './media-routes';
import { fileRecording } from './testing/recordings';

type Line = { seq: number; kind: string; text: string; offsetMs: number; nickname: string; payload: unknown };
const START = '2025-10-01T10:00:00Z';
const SECRET = 'test-media-secret-0123456789';
const at = (seconds: number) => new Date(Date.parse(START) + seconds * 1000);

describe.each(testDatabaseTargets())('a replay’s chat on $name', (target) => {
  let api: MoneyApi;
  let streamer: TestMember;
  let viewer: TestMember;
  let recordingId: number;

  const chatOf = (caller: TestMember | null, query = '', id = recordingId, headers: Record<string, string> = {}) =>
    get(api, caller, `/api/guest/recorded-stream/${id}/chat${query}`, headers);

  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (settings) => ({ ...settings, media: { ...settings.media, sharedSecret: SECRET } }),
    });
    streamer = await newMember(api, { channel: {} });
    viewer = await newMember(api);
    const db = api.database.db;
    const channelId = streamer.channelId!;
    // A 60 s broadcast; the room also spoke before it began and after it ended.
    recordingId = (await fileRecording(db, channelId, '채팅 있는 방송', START, 60)).recordedStreamId;
    await db.insert(chatRooms).values({ channelId, lastSeq: 6 });
    const line = (seq: number, seconds: number, text: string) => ({
      channelId,
      seq,
      memberId: viewer.memberId,
      nickname: viewer.nickname,
      role: 'member',
      kind: 'chat',
      text,
      createdAt: at(seconds),
    });
    await db.insert(chatMessages).values([
      line(1, -30, '방송 전'),
      line(2, 5, '안녕하세요'),
      {
        ...line(3, 5, ''),
        kind: 'gift',
        payload: { giftId: 1, itemCode: 1, amount: 100, message: '응원해요', senderNickname: viewer.nickname },
      },
      line(4, 12.5, '두 번째 줄'),
      line(5, 40, '끝나갑니다'),
      line(6, 90, '방송 후'),
    ]);
  });
  afterAll(() => api.close());

  test('the lines of the broadcast’s span, in order, each at its moment in the recording, gift alerts included', async () => {
    const answer = await chatOf(null);
    expect(answer.status).toBe(200);
    const lines = answer.body.lines as Line[];
    expect(lines.map(({ seq, kind, text, offsetMs }) => [seq, kind, text, offsetMs])).toEqual([
      [2, 'chat', '안녕하세요', 5000],
      [3, 'gift', '', 5000],
      [4, 'chat', '두 번째 줄', 12500],
      [5, 'chat', '끝나갑니다', 40000],
    ]);
    expect(lines[1]).toMatchObject({
      room: String(streamer.channelId),
      nickname: viewer.nickname,
      payload: { amount: 100, message: '응원해요', senderNickname: viewer.nickname },
    });
    expect(answer.body.next).toBeNull();
  });

  test('a seek reads from that moment; pages go on after their last line', async () => {
    const fromTen = await chatOf(null, '?fromMs=10000');
    expect((fromTen.body.lines as Line[]).map((line) => line.seq)).toEqual([4, 5]);

    const first = await chatOf(null, '?size=2');
    expect((first.body.lines as Line[]).map((line) => line.seq)).toEqual([2, 3]);
    expect(first.body.next).toEqual({ fromMs: 5000, afterSeq: 3 });
    const second = await chatOf(null, '?size=2&afterSeq=3&fromMs=5000');
    expect((second.body.lines as Line[]).map((line) => line.seq)).toEqual([4, 5]);
    expect(second.body.next).toBeNull();
    expect((await chatOf(null, '?fromMs=59000')).body).toEqual({ lines: [], next: null });
  });

  test('behind the recording’s doors: another brand’s, a missing one, an adult room', async () => {
    const notFound = { status: 404, code: 'NOT_FOUND', message: STREAM_MESSAGES.recordedStreamNotFound };
    const refusal = (answer: { status: number; body: Record<string, unknown> }) => ({
      status: answer.status,
      code: answer.body['code'],
      message: answer.body['message'],
    });
    expect(refusal(await chatOf(null, '', recordingId, { [SITE_CODE_HEADER]: 'mint' }))).toEqual(notFound);
    expect(refusal(await chatOf(null, '', 999_999))).toEqual(notFound);

    await api.database.db.update(channels).set({ adult: true }).where(eq(channels.channelId, streamer.channelId!));
    try {
      expect(refusal(await chatOf(viewer))).toEqual({
        status: 403,
        code: 'ADULT_ONLY',
        message: LIVE_AUTH_MESSAGES.adultOnly,
      });
      expect((await chatOf(streamer)).status).toBe(200);
      await api.database.db.update(members).set({ adult: true }).where(eq(members.memberId, viewer.memberId));
      expect((await chatOf(viewer)).status).toBe(200);
    } finally {
      await api.database.db.update(channels).set({ adult: false }).where(eq(channels.channelId, streamer.channelId!));
    }
  });

  test('a broadcast notes where its room stood; its replay reads the lines after that, before the next one', async () => {
    const db = api.database.db;
    const key = await api.call('POST', '/api/my/stream-key', { headers: streamer.headers });
    const published = await api.call('POST', MEDIA_ROUTES.publish, {
      body: { key: key.body['streamKey'], nodeId: 'node-c' },
      headers: { [MEDIA_SECRET_HEADER]: SECRET },
    });
    const broadcastId = published.body['broadcastId'] as number;
    const [live] = await db.select().from(broadcasts).where(eq(broadcasts.broadcastId, broadcastId));
    // The room had spoken 6 lines: the new broadcast's chat starts after seq 6.
    expect(live?.chatSeqStart).toBe(6);
    await api.call('POST', MEDIA_ROUTES.unpublish, {
      body: { broadcastId, nodeId: 'node-c' },
      headers: { [MEDIA_SECRET_HEADER]: SECRET },
    });

    // The bounds win over the times: the recording's broadcast said the room stood at 3, and the
    // next began at 4, so of its span only line 4 is its own.
    const [recording] = await db.select().from(recordedStreams).where(eq(recordedStreams.recordedStreamId, recordingId));
    const setStart = (id: number, seq: number | null) =>
      db.update(broadcasts).set({ chatSeqStart: seq }).where(eq(broadcasts.broadcastId, id));
    await setStart(recording!.broadcastId, 3);
    await setStart(broadcastId, 4);
    try {
      expect(((await chatOf(null)).body.lines as Line[]).map((line) => line.seq)).toEqual([4]);
    } finally {
      await setStart(recording!.broadcastId, null);
      await setStart(broadcastId, 6);
    }
    expect(((await chatOf(null)).body.lines as Line[]).map((line) => line.seq)).toEqual([2, 3, 4, 5]);
  });

  test('bad input is refused, never a 5xx', async () => {
    for (const query of ['?fromMs=-1', '?fromMs=abc', '?size=0', '?size=201', '?afterSeq=x', '?fromMs=99999999999999']) {
      expect({ query, status: (await chatOf(null, query)).status }).toEqual({ query, status: 400 });
    }
    expect((await get(api, null, '/api/guest/recorded-stream/abc/chat')).status).toBe(400);
  });
});
