/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { STREAM_MESSAGES, VALIDATION_MESSAGES } from '@onair/contracts';
import type { recordedStreams } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../platform/http/brand';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { fileRecording } from './testing/recordings';

const refusedWith = (message: string) => ({ status: 404, code: 'NOT_FOUND', message });
const refusalOf = (answer: { status: number; body: { code?: string; message?: string } }) => ({
  status: answer.status,
  code: answer.body.code,
  message: answer.body.message,
});

describe.each(testDatabaseTargets('pglite'))('replays for anyone on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let mintOwner: TestMember;
  let emptyOwner: TestMember;
  let oldest: typeof recordedStreams.$inferSelect;
  let mintRecording: typeof recordedStreams.$inferSelect;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    owner = await newMember(api, { channel: {} });
    emptyOwner = await newMember(api, { channel: {} });
    mintOwner = await newMember(api, { brand: 'mint', channel: {} });
    const db = api.database.db;
    oldest = await fileRecording(db, owner.channelId!, '첫 방송', '2025-08-01T10:00:00Z', 3725);
    await fileRecording(db, owner.channelId!, '두 번째 방송', '2025-08-02T10:00:00Z', 61);
    await fileRecording(db, owner.channelId!, '노래 방송', '2025-08-03T10:00:00Z', 1800);
    mintRecording = await fileRecording(db, mintOwner.channelId!, '민트 방송', '2025-08-03T10:00:00Z', 600);
  });
  afterAll(() => api.close());

  test('a visitor lists a channel’s recordings newest first, two to a page, each with its VOD stream', async () => {
    const first = await get(api, null, `/api/guest/recorded-stream-list?channelId=${owner.channelId}`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, size: 2, total: 3 });
    expect(first.body.items.map((item: { title: string }) => item.title)).toEqual(['노래 방송', '두 번째 방송']);
    expect(first.body.items[0]).toEqual({
      recordedStreamId: expect.any(Number),
      channelId: owner.channelId,
      kind: 2,
      title: '노래 방송',
      startedAt: '2025-08-03T10:00:00.000Z',
      endedAt: '2025-08-03T10:30:00.000Z',
      durationSeconds: 1800,
      stream: {
        player: 'HLS',
        provider: 'llh',
        url: expect.stringMatching(/^\/media\/vod\/\d+\/index\.m3u8\?token=\d+\.[\w-]+$/),
      },
      thumbnailUrl: null,
      hidden: false,
    });

    const second = await get(api, owner, `/api/guest/recorded-stream-list?channelId=${owner.channelId}&page=2`);
    expect(second.body).toMatchObject({ page: 2, size: 2, total: 3 });
    expect(second.body.items.map((item: { title: string }) => item.title)).toEqual(['첫 방송']);

    const all = await get(api, null, `/api/guest/recorded-stream-list?channelId=${owner.channelId}&size=10`);
    expect(all.body.items).toHaveLength(3);
    const none = await get(api, null, `/api/guest/recorded-stream-list?channelId=${emptyOwner.channelId}`);
    expect(none.body).toEqual({ items: [], page: 1, size: 2, total: 0 });
  });

  test('one recording by its id', async () => {
    const answer = await get(api, null, `/api/guest/recorded-stream/${oldest.recordedStreamId}`);
    expect(answer).toMatchObject({
      status: 200,
      body: {
        recordedStreamId: oldest.recordedStreamId,
        channelId: owner.channelId,
        kind: 2,
        title: '첫 방송',
        startedAt: '2025-08-01T10:00:00.000Z',
        endedAt: '2025-08-01T11:02:05.000Z',
        durationSeconds: 3725,
        stream: {
          player: 'HLS',
          provider: 'llh',
          url: expect.stringMatching(new RegExp(`^/media/vod/${oldest.broadcastId}/index\\.m3u8\\?token=`)),
        },
      },
    });
  });

  test("another brand's channel and recording are not found; so are missing ones", async () => {
    const channelMissing = refusedWith(STREAM_MESSAGES.recordedChannelNotFound);
    const recordingMissing = refusedWith(STREAM_MESSAGES.recordedStreamNotFound);
    expect(
      refusalOf(await get(api, owner, `/api/guest/recorded-stream-list?channelId=${mintOwner.channelId}`)),
    ).toEqual(channelMissing);
    expect(refusalOf(await get(api, null, '/api/guest/recorded-stream-list?channelId=999999'))).toEqual(channelMissing);
    // An id past an int column is refused by the contract layer, naming it.
    const pastInt = (field: string) => ({ status: 400, code: 'VALIDATION_ERROR', message: `${field}: ${VALIDATION_MESSAGES.wholeNumber}` });
    expect(refusalOf(await get(api, null, '/api/guest/recorded-stream-list?channelId=99999999999'))).toEqual(pastInt('channelId'));
    expect(refusalOf(await get(api, null, `/api/guest/recorded-stream/${mintRecording.recordedStreamId}`))).toEqual(
      recordingMissing,
    );
    expect(refusalOf(await get(api, null, '/api/guest/recorded-stream/999999'))).toEqual(recordingMissing);
    expect(refusalOf(await get(api, null, '/api/guest/recorded-stream/99999999999'))).toEqual(pastInt('recordedStreamId'));

    // The mint brand's own visitors see it.
    const mintVisitor = { [SITE_CODE_HEADER]: 'mint' };
    const mintAnswer = await get(
      api,
      null,
      `/api/guest/recorded-stream/${mintRecording.recordedStreamId}`,
      mintVisitor,
    );
    expect(mintAnswer.body.title).toBe('민트 방송');
  });

  test('bad input is refused', async () => {
    for (const path of [
      '/api/guest/recorded-stream-list',
      '/api/guest/recorded-stream-list?channelId=abc',
      `/api/guest/recorded-stream-list?channelId=${owner.channelId}&size=0`,
      `/api/guest/recorded-stream-list?channelId=${owner.channelId}&page=0`,
      '/api/guest/recorded-stream/abc',
    ]) {
      expect({ path, status: (await get(api, null, path)).status }).toEqual({ path, status: 400 });
    }
  });
});
