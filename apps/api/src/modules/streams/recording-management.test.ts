/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { STREAM_MESSAGES } from '@onair/contracts';
import { recordedStreams } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from './media-routes';
import { recordingPurges } from './recording-purges';
import { sweepExpiredRecordings } from './recording-retention';
import { fileRecording } from './testing/recordings';

const SECRET = 'test-media-secret-0123456789';
type Answer = { status: number; body: Record<string, unknown> };
const refusalOf = (answer: Answer) => ({ status: answer.status, code: answer.body['code'], message: answer.body['message'] });
const notFound = { status: 404, code: 'NOT_FOUND', message: STREAM_MESSAGES.recordedStreamNotFound };
const ownerOnly = { status: 403, code: 'FORBIDDEN', message: STREAM_MESSAGES.recordingOwnerOnly };
const titles = (answer: Answer) => (answer.body['items'] as { title: string }[]).map((item) => item.title);

describe.each(testDatabaseTargets())('the streamer manages recordings on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let member: TestMember;
  let mintOwner: TestMember;
  let operator: TestMember;

  const patch = (caller: TestMember | null, id: number, body: unknown) =>
    api.call('PATCH', `/api/my/recorded-stream/${id}`, { body, headers: caller?.headers ?? {} });
  const remove = (caller: TestMember | null, id: number) =>
    api.call('DELETE', `/api/my/recorded-stream/${id}`, { headers: caller?.headers ?? {} });
  const media = (path: string, body: unknown) => api.call('POST', path, { body, headers: { [MEDIA_SECRET_HEADER]: SECRET } });
  const listOf = (caller: TestMember | null, channelId: number) =>
    get(api, caller, `/api/guest/recorded-stream-list?channelId=${channelId}&size=10`);

  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (settings) => ({ ...settings, media: { ...settings.media, sharedSecret: SECRET } }),
    });
    owner = await newMember(api, { channel: {} });
    member = await newMember(api, { channel: {} });
    mintOwner = await newMember(api, { brand: 'mint', channel: {} });
    operator = await newMember(api, { userType: 'O' });
  });
  afterAll(() => api.close());

  test('the owner renames a recording: one line, trimmed, 1-120 characters', async () => {
    const recording = await fileRecording(api.database.db, owner.channelId!, '원래 제목', '2025-09-01T10:00:00Z', 90);
    const renamed = await patch(owner, recording.recordedStreamId, { title: '  새 제목\n두 번째 줄  ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ recordedStreamId: recording.recordedStreamId, title: '새 제목 두 번째 줄', hidden: false });
    const seen = await get(api, null, `/api/guest/recorded-stream/${recording.recordedStreamId}`);
    expect(seen.body.title).toBe('새 제목 두 번째 줄');

    // The field's message, letter for letter, with its key for the reader's language.
    const titleRefused = [
      { field: 'title', in: 'body', message: STREAM_MESSAGES.recordingTitle, key: 'stream.recordingTitle' },
    ];
    for (const title of ['   ', '가'.repeat(121)]) {
      const refused = await patch(owner, recording.recordedStreamId, { title });
      expect({ status: refused.status, errors: refused.body['errors'] }).toEqual({ status: 400, errors: titleRefused });
    }
    expect((await patch(owner, recording.recordedStreamId, { title: '가'.repeat(120) })).status).toBe(200);
    expect((await patch(owner, recording.recordedStreamId, { title: 5 })).status).toBe(400);
    expect((await patch(owner, recording.recordedStreamId, { hidden: 'yes' })).status).toBe(400);
  });

  test('nobody but the owner renames, hides or deletes: another member, an operator, another brand, a visitor', async () => {
    const recording = await fileRecording(api.database.db, owner.channelId!, '지킬 방송', '2025-09-02T10:00:00Z', 90);
    const id = recording.recordedStreamId;
    for (const caller of [member, operator]) {
      expect(refusalOf(await patch(caller, id, { title: '바꿈' }))).toEqual(ownerOnly);
      expect(refusalOf(await patch(caller, id, { hidden: true }))).toEqual(ownerOnly);
      expect(refusalOf(await remove(caller, id))).toEqual(ownerOnly);
    }
    // Another brand's owner: the recording is not of their brand at all.
    expect(refusalOf(await patch(mintOwner, id, { title: '바꿈' }))).toEqual(notFound);
    expect(refusalOf(await remove(mintOwner, id))).toEqual(notFound);
    expect((await patch(null, id, { title: '바꿈' })).status).toBe(401);
    expect((await remove(null, id)).status).toBe(401);
    const [row] = await api.database.db.select().from(recordedStreams).where(eq(recordedStreams.recordedStreamId, id));
    expect(row).toMatchObject({ title: '지킬 방송', hidden: false, deletedAt: null });
    // The owner of the other brand's recording cannot be reached from this brand either.
    const mintRecording = await fileRecording(api.database.db, mintOwner.channelId!, '민트', '2025-09-02T10:00:00Z', 60);
    expect(refusalOf(await remove(owner, mintRecording.recordedStreamId))).toEqual(notFound);
    expect(refusalOf(await patch(owner, 999_999, { hidden: true }))).toEqual(notFound);
  });

  test('a hidden recording is listed and playable for its owner only; everyone else gets 404', async () => {
    const channelId = member.channelId!;
    const shown = await fileRecording(api.database.db, channelId, '보이는 방송', '2025-09-03T10:00:00Z', 60);
    const hidden = await fileRecording(api.database.db, channelId, '숨길 방송', '2025-09-04T10:00:00Z', 60);
    const hid = await patch(member, hidden.recordedStreamId, { hidden: true });
    expect(hid.body).toMatchObject({ hidden: true, title: '숨길 방송' });

    for (const caller of [null, owner, operator]) {
      const list = await listOf(caller, channelId);
      expect({ titles: titles(list), total: list.body['total'] }).toEqual({ titles: ['보이는 방송'], total: 1 });
      expect(refusalOf(await get(api, caller, `/api/guest/recorded-stream/${hidden.recordedStreamId}`))).toEqual(notFound);
      expect(refusalOf(await get(api, caller, `/api/guest/recorded-stream/${hidden.recordedStreamId}/chat`))).toEqual(
        notFound,
      );
      if (caller) {
        const theirList = await get(api, caller, `/api/my/recorded-stream-list?channelId=${channelId}&size=10`);
        expect(titles(theirList)).toEqual(['보이는 방송']);
      }
    }
    // A member who cannot see it cannot learn it exists by trying to change it either.
    expect(refusalOf(await patch(owner, hidden.recordedStreamId, { hidden: false }))).toEqual(notFound);

    const ownList = await get(api, member, '/api/my/recorded-stream-list?size=10');
    expect((ownList.body['items'] as { title: string; hidden: boolean }[]).map(({ title, hidden: h }) => [title, h])).toEqual([
      ['숨길 방송', true],
      ['보이는 방송', false],
    ]);
    expect(titles(await listOf(member, channelId))).toEqual(['숨길 방송', '보이는 방송']);
    expect((await get(api, member, `/api/guest/recorded-stream/${hidden.recordedStreamId}`)).status).toBe(200);

    await patch(member, hidden.recordedStreamId, { hidden: false });
    expect(titles(await listOf(null, channelId))).toEqual(['숨길 방송', '보이는 방송']);
    expect(shown.hidden).toBe(false);
  });

  test('a deleted recording is gone for everyone at once; its node removes the files and reports back', async () => {
    const recording = await fileRecording(api.database.db, owner.channelId!, '지울 방송', '2025-09-05T10:00:00Z', 60);
    const id = recording.recordedStreamId;
    expect(await remove(owner, id)).toMatchObject({ status: 200, body: { recordedStreamId: id, deleted: true } });
    for (const caller of [null, owner]) {
      expect(refusalOf(await get(api, caller, `/api/guest/recorded-stream/${id}`))).toEqual(notFound);
      expect(titles(await listOf(caller, owner.channelId!))).not.toContain('지울 방송');
    }
    expect(refusalOf(await remove(owner, id))).toEqual(notFound);
    expect(refusalOf(await patch(owner, id, { title: '되살림' }))).toEqual(notFound);

    // fileRecording's broadcasts run on node-t: only that node is told, until it says the files are gone.
    expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-other', live: [] })).body['purge']).toEqual([]);
    expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-t', live: [] })).body['purge']).toContain(recording.broadcastId);
    // Another node cannot mark them removed.
    await media(MEDIA_ROUTES.purged, { nodeId: 'node-other', broadcastIds: [recording.broadcastId] });
    expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-t', live: [] })).body['purge']).toContain(recording.broadcastId);
    expect((await media(MEDIA_ROUTES.purged, { nodeId: 'node-t', broadcastIds: [recording.broadcastId] })).status).toBe(200);
    expect((await media(MEDIA_ROUTES.heartbeat, { nodeId: 'node-t', live: [] })).body['purge']).not.toContain(
      recording.broadcastId,
    );
    expect((await media(MEDIA_ROUTES.purged, { nodeId: 'node-t', broadcastIds: ['x'] })).status).toBe(400);
    expect(
      (await api.call('POST', MEDIA_ROUTES.purged, { body: { nodeId: 'node-t', broadcastIds: [] } })).status,
    ).toBe(401);
  });

  test('a thumbnail path that is not a recording frame is refused on unpublish', async () => {
    const answer = await media(MEDIA_ROUTES.unpublish, {
      broadcastId: 1,
      nodeId: 'node-t',
      recording: { playlistPath: '/vod/1/index.m3u8', durationSeconds: 5, thumbnailPath: '/etc/passwd' },
    });
    expect(answer.status).toBe(400);
  });

  test("retention deletes a brand's recordings older than its days, and only that brand's", async () => {
    const db = api.database.db;
    const now = Date.parse('2026-01-31T00:00:00Z');
    const old = await fileRecording(db, owner.channelId!, '오래된 방송', '2025-12-01T10:00:00Z', 60);
    const recent = await fileRecording(db, owner.channelId!, '최근 방송', '2026-01-20T10:00:00Z', 60);
    const mintOld = await fileRecording(db, mintOwner.channelId!, '민트 오래된 방송', '2025-12-01T10:00:00Z', 60);
    const purges = recordingPurges(db);
    // Off (null) keeps everything.
    expect(await sweepExpiredRecordings(purges, { onair: null, mint: null }, now)).toBe(0);
    expect(await sweepExpiredRecordings(purges, { onair: 30, mint: null }, now)).toBeGreaterThanOrEqual(1);
    const deletedOf = async (id: number) =>
      (await db.select().from(recordedStreams).where(eq(recordedStreams.recordedStreamId, id)))[0]?.deletedAt ?? null;
    expect(await deletedOf(old.recordedStreamId)).toEqual(new Date(now));
    expect(await deletedOf(recent.recordedStreamId)).toBeNull();
    expect(await deletedOf(mintOld.recordedStreamId)).toBeNull();
    expect(refusalOf(await get(api, null, `/api/guest/recorded-stream/${old.recordedStreamId}`))).toEqual(notFound);
    expect(await purges.pending('node-t')).toContain(old.broadcastId);
    // A second sweep (another API node) deletes nothing more.
    expect(await sweepExpiredRecordings(purges, { onair: 30, mint: null }, now)).toBe(0);
  });
});
