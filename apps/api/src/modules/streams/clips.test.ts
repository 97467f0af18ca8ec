/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { LIVE_AUTH_MESSAGES, STREAM_MESSAGES } from '@onair/contracts';
import { channels, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from './media-routes';
import { fileRecording, openBroadcast } from './testing/recordings';

const SECRET = 'test-media-secret-0123456789';
type Answer = { status: number; body: Record<string, unknown> };
const refusalOf = (answer: Answer) => ({ status: answer.status, code: answer.body['code'], message: answer.body['message'] });
const fieldMessages = (answer: Answer) => ({
  status: answer.status,
  messages: (answer.body['errors'] as { message: string }[] | undefined)?.map((error) => error.message),
});

describe.each(testDatabaseTargets())('clips on $name', (target) => {
  let api: MoneyApi;
  let streamer: TestMember;
  let viewer: TestMember;
  let other: TestMember;
  let mintViewer: TestMember;
  let recordingId: number;
  let broadcastId: number;

  const create = (caller: TestMember | null, body: unknown) =>
    api.call('POST', '/api/my/clip', { body, headers: caller?.headers ?? {} });
  const remove = (caller: TestMember | null, clipId: number) =>
    api.call('DELETE', `/api/my/clip/${clipId}`, { headers: caller?.headers ?? {} });
  const view = (headers: Record<string, string>, clipId: number) =>
    api.call('POST', `/api/guest/clip/${clipId}/view`, { headers });
  const media = (path: string, body: unknown) =>
    api.call('POST', path, { body, headers: { [MEDIA_SECRET_HEADER]: SECRET } });

  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (settings) => ({ ...settings, media: { ...settings.media, sharedSecret: SECRET } }),
    });
    streamer = await newMember(api, { channel: {} });
    viewer = await newMember(api);
    other = await newMember(api);
    mintViewer = await newMember(api, { brand: 'mint' });
    recordingId = (await fileRecording(api.database.db, streamer.channelId!, '지난 방송', '2025-09-01T10:00:00Z', 120))
      .recordedStreamId;
    // Live for 90 s: the rewind window reaches back 90 s (less than the brand's 30 minutes).
    broadcastId = (await openBroadcast(api.database.db, streamer.channelId!, 90)).broadcastId;
  });
  afterAll(() => api.close());

  test('length, title and span are checked, with clear messages; a visitor is 401', async () => {
    const live = { channelId: streamer.channelId!, title: '명장면' };
    for (const durationSeconds of [4, 4.9, 61, 600]) {
      expect(fieldMessages(await create(viewer, { ...live, durationSeconds }))).toEqual({
        status: 400,
        messages: [STREAM_MESSAGES.clipLength],
      });
    }
    for (const title of ['   ', '가'.repeat(101)]) {
      expect(fieldMessages(await create(viewer, { ...live, title, durationSeconds: 10 }))).toEqual({
        status: 400,
        messages: [STREAM_MESSAGES.clipTitle],
      });
    }
    const outside = { status: 400, code: 'VALIDATION_ERROR', message: STREAM_MESSAGES.clipOutsideSpan };
    // Live: ending 40 s behind, 60 s long reaches 100 s back, past the 90 s the broadcast has run.
    expect(refusalOf(await create(viewer, { ...live, durationSeconds: 60, behindLiveSeconds: 40 }))).toEqual(outside);
    // Replay: 100 s + 30 s runs past the 120 s recording.
    expect(
      refusalOf(await create(viewer, { recordedStreamId: recordingId, title: '끝부분', startSeconds: 100, durationSeconds: 30 })),
    ).toEqual(outside);
    expect(refusalOf(await create(viewer, { ...live, recordedStreamId: recordingId, durationSeconds: 10 }))).toMatchObject({
      status: 400,
      message: STREAM_MESSAGES.clipSource,
    });
    expect((await create(null, { ...live, durationSeconds: 10 })).status).toBe(401);
  });

  test('a clip is pending until the node cuts it, then plays from a signed MP4 URL', async () => {
    const made = await create(viewer, { channelId: streamer.channelId!, title: '  라이브 명장면 ', durationSeconds: 30, behindLiveSeconds: 5 });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ title: '라이브 명장면', status: 'pending', url: null, recordedStreamId: null, canDelete: true });
    const clipId = made.body['clipId'] as number;

    // The node holding the broadcast is given the work in its heartbeat's answer, until it reports.
    const beat = await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-t', live: [broadcastId] });
    expect(beat.body['clips']).toContainEqual({ clipId, broadcastId, durationSeconds: 30, behindLiveSeconds: 5 });
    const elsewhere = await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-u', live: [] });
    expect(elsewhere.body['clips']).toEqual([]);
    // Another node's report changes nothing.
    await media(MEDIA_ROUTES.clip, { nodeId: 'node-u', clipId, made: { startSeconds: 54, durationSeconds: 31 } });
    expect((await get(api, null, `/api/guest/clip/${clipId}`)).body['status']).toBe('pending');
    await media(MEDIA_ROUTES.clip, { nodeId: 'node-t', clipId, made: { startSeconds: 54, durationSeconds: 31 } });

    const page = await get(api, null, `/api/guest/clip/${clipId}`);
    expect(page.body).toMatchObject({
      clipId,
      status: 'ready',
      startSeconds: 54,
      durationSeconds: 31,
      channelId: streamer.channelId,
      creator: { memberId: viewer.memberId },
      canDelete: false,
    });
    expect(page.body['url']).toMatch(new RegExp(`/clips/${clipId}\\.mp4\\?token=[\\w.-]+$`));
    const listed = await get(api, null, `/api/guest/clip-list?channelId=${streamer.channelId}`);
    expect((listed.body['items'] as { clipId: number }[]).map((item) => item.clipId)).toContain(clipId);
    expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-t', live: [broadcastId] })).body['clips']).toEqual([]);

    // A replay clip: from a moment of the recording.
    const replay = await create(viewer, { recordedStreamId: recordingId, title: '다시보기 클립', startSeconds: 10, durationSeconds: 5 });
    expect(replay.body).toMatchObject({ status: 'pending', recordedStreamId: recordingId, startSeconds: 10, durationSeconds: 5 });
    await media(MEDIA_ROUTES.clip, { nodeId: 'node-t', clipId: replay.body['clipId'], made: null });
    expect((await get(api, viewer, `/api/guest/clip/${replay.body['clipId'] as number}`)).body['status']).toBe('failed');
  });

  test("another brand's clip and channel are 404", async () => {
    const made = await create(viewer, { channelId: streamer.channelId!, title: '브랜드', durationSeconds: 10 });
    const notFound = { status: 404, code: 'NOT_FOUND', message: STREAM_MESSAGES.clipNotFound };
    expect(refusalOf(await get(api, mintViewer, `/api/guest/clip/${made.body['clipId'] as number}`))).toEqual(notFound);
    expect(refusalOf(await remove(mintViewer, made.body['clipId'] as number))).toEqual(notFound);
    expect((await create(mintViewer, { channelId: streamer.channelId!, title: '남의 것', durationSeconds: 10 })).status).toBe(404);
    expect((await create(mintViewer, { recordedStreamId: recordingId, title: '남의 것', durationSeconds: 10 })).status).toBe(404);
    expect((await get(api, mintViewer, `/api/guest/clip-list?channelId=${streamer.channelId}`)).status).toBe(404);
  });

  test("an adult room's clips are behind its door, like the broadcast", async () => {
    const adultStreamer = await newMember(api, { channel: {} });
    const channelId = adultStreamer.channelId!;
    await openBroadcast(api.database.db, channelId, 120);
    const adult = await newMember(api);
    await api.database.db.update(members).set({ adult: true }).where(eq(members.memberId, adult.memberId));
    await api.database.db.update(channels).set({ adult: true }).where(eq(channels.channelId, channelId));
    const adultOnly = { status: 403, code: 'ADULT_ONLY', message: LIVE_AUTH_MESSAGES.adultOnly };

    expect(refusalOf(await create(viewer, { channelId, title: '성인', durationSeconds: 10 }))).toEqual(adultOnly);
    const made = await create(adult, { channelId, title: '성인', durationSeconds: 10 });
    expect(made.status).toBe(200);
    const clipId = made.body['clipId'] as number;
    await media(MEDIA_ROUTES.clip, { nodeId: 'node-t', clipId, made: { startSeconds: 100, durationSeconds: 10 } });
    for (const caller of [viewer, null]) {
      expect(refusalOf(await get(api, caller, `/api/guest/clip/${clipId}`))).toEqual(adultOnly);
      expect(refusalOf(await get(api, caller, `/api/guest/clip-list?channelId=${channelId}`))).toEqual(adultOnly);
      expect(refusalOf(await view(caller?.headers ?? {}, clipId))).toEqual(adultOnly);
    }
    expect((await get(api, adult, `/api/guest/clip/${clipId}`)).body['url']).toMatch(/\?token=/);
    expect((await get(api, adultStreamer, `/api/guest/clip/${clipId}`)).body['url']).toMatch(/\?token=/);
  });

  test('the streamer deletes any clip of the channel, a creator their own, nobody else', async () => {
    const first = (await create(viewer, { channelId: streamer.channelId!, title: '하나', durationSeconds: 10 })).body['clipId'] as number;
    const second = (await create(viewer, { channelId: streamer.channelId!, title: '둘', durationSeconds: 10 })).body['clipId'] as number;
    const forbidden = { status: 403, code: 'FORBIDDEN', message: STREAM_MESSAGES.clipDeleteForbidden };
    expect(refusalOf(await remove(other, first))).toEqual(forbidden);
    expect((await remove(null, first)).status).toBe(401);
    expect((await get(api, streamer, `/api/guest/clip/${first}`)).body['canDelete']).toBe(true);
    expect((await remove(viewer, first)).body).toEqual({ clipId: first, deleted: true });
    expect((await remove(streamer, second)).body).toEqual({ clipId: second, deleted: true });
    expect(refusalOf(await remove(streamer, second))).toMatchObject({ status: 404, message: STREAM_MESSAGES.clipNotFound });
    expect((await get(api, null, `/api/guest/clip/${first}`)).status).toBe(404);
    // The node removes the files at its next heartbeat and reports it; then they are not asked again.
    const beat = await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-t', live: [broadcastId] });
    expect(beat.body['purgeClips']).toEqual(expect.arrayContaining([first, second]));
    await media(MEDIA_ROUTES.clipsPurged, { nodeId: 'node-t', clipIds: [first, second] });
    const after = await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-t', live: [broadcastId] });
    expect(after.body['purgeClips']).not.toEqual(expect.arrayContaining([first]));
  });

  test('views are counted once per viewer per day', async () => {
    const clipId = (await create(viewer, { channelId: streamer.channelId!, title: '조회수', durationSeconds: 10 })).body['clipId'] as number;
    await media(MEDIA_ROUTES.clip, { nodeId: 'node-t', clipId, made: { startSeconds: 70, durationSeconds: 10 } });
    const counts: number[] = [];
    const visitor = { cookie: 'onair_cid=0123456789' };
    for (const headers of [viewer.headers, viewer.headers, other.headers, visitor, visitor]) {
      counts.push((await view(headers, clipId)).body['viewCount'] as number);
    }
    expect(counts).toEqual([1, 1, 2, 3, 3]);
    expect((await get(api, null, `/api/guest/clip/${clipId}`)).body['viewCount']).toBe(3);
    expect((await view(visitor, 2_000_000_000)).status).toBe(404);
    expect((await view(visitor, 999_999_999_999_999)).status).toBeLessThan(500);
  });
});
