import { and, asc, eq } from 'drizzle-orm';
import { ADMIN_LIVE_MESSAGES, ADMIN_MESSAGES, CHANNEL_MESSAGES, STREAM_MESSAGES } from '@onair/contracts';
import { auditLog, recordedStreams } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../../platform/http/brand';
import { fileRecording } from '../../streams/testing/recordings';
import { consoleHeaders, newStaff, signIn, startConsoleApi, type ConsoleApi } from '../testing/console-kit';
import { newStreamer, type TestStreamer } from '../testing/live-kit';

// An operator hides, shows and deletes a streamer's recording from the console (docs/media.md, "Managing recordings").
describe.each(testDatabaseTargets())('recordings in the console on $name', (target) => {
  let api: ConsoleApi;
  let content: string;
  let mintContent: string;

  beforeAll(async () => {
    api = await startConsoleApi(target);
    content = await signIn(api, await newStaff(api, 'content', ['onair']));
    mintContent = await signIn(api, await newStaff(api, 'content', ['mint']));
  });
  afterAll(() => api.close());

  const list = (cookie: string, channelId: number, brand: 'onair' | 'mint' = 'onair') =>
    api.call('GET', `/api/admin/channels/${channelId}/recordings`, { headers: consoleHeaders(cookie, brand) });
  const setHidden = (cookie: string, id: number, hidden: boolean, reason = '저작권 신고', brand: 'onair' | 'mint' = 'onair') =>
    api.call('POST', `/api/admin/recordings/${id}/visibility`, { headers: consoleHeaders(cookie, brand), body: { hidden, reason } });
  const remove = (cookie: string, id: number, reason = '권리자 요청', brand: 'onair' | 'mint' = 'onair') =>
    api.call('POST', `/api/admin/recordings/${id}/delete`, { headers: consoleHeaders(cookie, brand), body: { reason } });
  /** What a visitor on the channel page sees: the recordings' ids. */
  const publicIds = async (streamer: TestStreamer) => {
    const answer = await api.call('GET', `/api/guest/recorded-stream-list?channelId=${streamer.channelId}&size=20`, {
      headers: { [SITE_CODE_HEADER]: 'onair' },
    });
    expect(answer.status).toBe(200);
    return (answer.body.items as Array<{ recordedStreamId: number }>).map((item) => item.recordedStreamId);
  };
  const ownerIds = async (streamer: TestStreamer) => {
    const answer = await api.call('GET', `/api/guest/recorded-stream-list?channelId=${streamer.channelId}&size=20`, {
      headers: streamer.headers,
    });
    return (answer.body.items as Array<{ recordedStreamId: number }>).map((item) => item.recordedStreamId);
  };
  const audits = (id: number) =>
    api.database.db
      .select({ action: auditLog.action, reason: auditLog.reason, brand: auditLog.brand, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'recording'), eq(auditLog.targetId, String(id))))
      .orderBy(asc(auditLog.id));

  test('content staff list a channel\'s recordings (the owner\'s hidden ones too), hide and show one with a reason, audited', async () => {
    const streamer = await newStreamer(api);
    const older = await fileRecording(api.database.db, streamer.channelId, '어제 방송', '2026-12-01T10:00:00Z', 600);
    const newer = await fileRecording(api.database.db, streamer.channelId, '오늘 방송', '2026-12-02T10:00:00Z', 300);
    await api.database.db.update(recordedStreams).set({ hidden: true }).where(eq(recordedStreams.recordedStreamId, older.recordedStreamId));

    const listed = await list(content, streamer.channelId);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({
      items: [
        { recordedStreamId: newer.recordedStreamId, channelId: streamer.channelId, title: '오늘 방송', startedAt: '2026-12-02T10:00:00.000Z', durationSeconds: 300, hidden: false },
        { recordedStreamId: older.recordedStreamId, channelId: streamer.channelId, title: '어제 방송', startedAt: '2026-12-01T10:00:00.000Z', durationSeconds: 600, hidden: true },
      ],
      page: 1,
      size: 20,
      total: 2,
    });

    const hid = await setHidden(content, newer.recordedStreamId, true);
    expect(hid.status).toBe(200);
    expect(hid.body).toMatchObject({ changed: true, recording: { recordedStreamId: newer.recordedStreamId, hidden: true } });
    // Gone for viewers (list and page), still the owner's.
    expect(await publicIds(streamer)).toEqual([]);
    const page = await api.call('GET', `/api/guest/recorded-stream/${newer.recordedStreamId}`, { headers: { [SITE_CODE_HEADER]: 'onair' } });
    expect(page.status).toBe(404);
    expect(page.body.message).toBe(STREAM_MESSAGES.recordedStreamNotFound);
    expect(await ownerIds(streamer)).toEqual([newer.recordedStreamId, older.recordedStreamId]);

    // Hiding what is hidden changes nothing and records nothing.
    const again = await setHidden(content, newer.recordedStreamId, true);
    expect(again.body.changed).toBe(false);
    const shown = await setHidden(content, newer.recordedStreamId, false, '신고 기각');
    expect(shown.body).toMatchObject({ changed: true, recording: { hidden: false } });
    expect(await publicIds(streamer)).toEqual([newer.recordedStreamId]);
    expect(await audits(newer.recordedStreamId)).toEqual([
      { action: 'recording.hide', reason: '저작권 신고', brand: 'onair', before: { hidden: false }, after: { hidden: true } },
      { action: 'recording.show', reason: '신고 기각', brand: 'onair', before: { hidden: true }, after: { hidden: false } },
    ]);
  });

  test('a delete removes the recording from every answer and hands its files to the node, audited', async () => {
    const streamer = await newStreamer(api);
    const recording = await fileRecording(api.database.db, streamer.channelId, '지울 방송', '2026-12-03T10:00:00Z', 120);
    const deleted = await remove(content, recording.recordedStreamId);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ recordedStreamId: recording.recordedStreamId, deleted: true });
    expect(await ownerIds(streamer)).toEqual([]);
    expect((await list(content, streamer.channelId)).body.items).toEqual([]);
    const [row] = await api.database.db.select().from(recordedStreams).where(eq(recordedStreams.recordedStreamId, recording.recordedStreamId));
    // Marked, files not yet removed: the recording's node is told at its next heartbeat (recording-purges.ts).
    expect({ deleted: row?.deletedAt !== null, filesRemoved: row?.filesRemovedAt ?? null }).toEqual({ deleted: true, filesRemoved: null });
    const second = await remove(content, recording.recordedStreamId);
    expect(second.status).toBe(404);
    expect(second.body.message).toBe(STREAM_MESSAGES.recordedStreamNotFound);
    expect(await setHidden(content, recording.recordedStreamId, true).then((answer) => answer.status)).toBe(404);
    expect(await audits(recording.recordedStreamId)).toEqual([
      { action: 'recording.delete', reason: '권리자 요청', brand: 'onair', before: { title: '지울 방송', hidden: false, deleted: false }, after: { deleted: true } },
    ]);
  });

  test("another brand's staff: refused on this brand's site, and on their own the recording is as missing", async () => {
    const streamer = await newStreamer(api);
    const recording = await fileRecording(api.database.db, streamer.channelId, '브랜드 경계', '2026-12-04T10:00:00Z', 60);
    const onOnair = await setHidden(mintContent, recording.recordedStreamId, true);
    expect(onOnair.status).toBe(403);
    expect(onOnair.body.message).toBe(ADMIN_MESSAGES.brandRefused);
    for (const [call, missingCall] of [
      [() => setHidden(mintContent, recording.recordedStreamId, true, '타 브랜드', 'mint'), () => setHidden(mintContent, 2_000_000_000, true, '타 브랜드', 'mint')],
      [() => remove(mintContent, recording.recordedStreamId, '타 브랜드', 'mint'), () => remove(mintContent, 2_000_000_000, '타 브랜드', 'mint')],
    ] as const) {
      const foreign = await call();
      const missing = await missingCall();
      expect({ status: foreign.status, body: foreign.body }).toEqual({ status: missing.status, body: missing.body });
      expect(foreign.status).toBe(404);
    }
    const foreignList = await list(mintContent, streamer.channelId, 'mint');
    const missingList = await list(mintContent, 2_000_000_000, 'mint');
    expect({ status: foreignList.status, body: foreignList.body }).toEqual({ status: missingList.status, body: missingList.body });
    expect(foreignList.body).toMatchObject({ key: 'channel.notFound', message: CHANNEL_MESSAGES.notFound });
    expect(await publicIds(streamer)).toEqual([recording.recordedStreamId]);
    expect(await audits(recording.recordedStreamId)).toEqual([]);
  });

  test('a reason is required; moderators, the owner and visitors are refused; odd ids never 5xx', async () => {
    const streamer = await newStreamer(api);
    const recording = await fileRecording(api.database.db, streamer.channelId, '경계', '2026-12-05T10:00:00Z', 60);
    const blank = await setHidden(content, recording.recordedStreamId, true, '   ');
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body)).toContain(ADMIN_LIVE_MESSAGES.reasonRequired);
    const moderator = await signIn(api, await newStaff(api, 'moderator'));
    const refused = await remove(moderator, recording.recordedStreamId);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.roleRefused);
    const asOwner = await api.call('POST', `/api/admin/recordings/${recording.recordedStreamId}/delete`, {
      headers: streamer.headers,
      body: { reason: '본인' },
    });
    expect(asOwner.status).toBe(401);
    expect((await api.call('GET', `/api/admin/channels/${streamer.channelId}/recordings`)).status).toBe(401);
    for (const id of ['0', '-1', 'abc', '99999999999', '2147483648', '1.5']) {
      const answer = await remove(content, id as unknown as number);
      expect({ id, ok: [400, 404].includes(answer.status) }).toEqual({ id, ok: true });
      const listed = await list(content, id as unknown as number);
      expect({ id, ok: [400, 404].includes(listed.status) }).toEqual({ id, ok: true });
    }
    expect(await publicIds(streamer)).toEqual([recording.recordedStreamId]);
  });
});
