/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { eq } from 'drizzle-orm';
import { clips, recordedStreams } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { MEDIA_ROUTES, MEDIA_SECRET_HEADER } from './media-routes';
import { fileRecording } from './testing/recordings';

const SECRET = 'test-media-secret-0123456789';
type Closed = { version: string; scopes: { scope: string; until: number }[] };

/** The expiry (unix seconds) of a signed playback URL's token. */
const expiryOf = (url: string) => Number(/[?&]token=(\d+)\./.exec(url)![1]);

/**
 * The closed playback scopes the heartbeat answers (docs/media.md, "Closed recordings and clips"):
 * what a media node must refuse, and only that. The media side of it, with the real API and media
 * app, is apps/media/src/playback-closures.integration.test.ts.
 */
describe.each(testDatabaseTargets())('closed playback scopes in the heartbeat on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let viewer: TestMember;

  const beat = async (closedVersion?: string) => {
    const answer = await api.call('POST', MEDIA_ROUTES.heartbeat, {
      body: { nodeId: 'node-t', live: [], ...(closedVersion === undefined ? {} : { closedVersion }) },
      headers: { [MEDIA_SECRET_HEADER]: SECRET },
    });
    expect(answer.status).toBe(200);
    return answer.body['closed'] as Closed | undefined;
  };
  const untilOf = async (scope: string) => (await beat())!.scopes.find((closed) => closed.scope === scope)?.until;
  const patch = (id: number, body: object) => api.call('PATCH', `/api/my/recorded-stream/${id}`, { body, headers: owner.headers });
  const urlFor = async (caller: TestMember, id: number) =>
    (await get(api, caller, `/api/guest/recorded-stream/${id}`)).body['stream'] as { url: string } | undefined;

  beforeAll(async () => {
    api = await startMoneyApi(target, {
      settings: (settings) => ({ ...settings, media: { ...settings.media, sharedSecret: SECRET } }),
    });
    owner = await newMember(api, { channel: {} });
    viewer = await newMember(api);
  });
  afterAll(() => api.close());

  test('a hide closes the recording to the URLs signed before it, not to the owner’s later ones; a show reopens it', async () => {
    const recording = await fileRecording(api.database.db, owner.channelId!, '숨길 방송', '2025-09-01T10:00:00Z', 90);
    const scope = `vod/${recording.broadcastId}`;
    const before = (await urlFor(viewer, recording.recordedStreamId))!.url;
    expect(await untilOf(scope)).toBeUndefined();

    expect((await patch(recording.recordedStreamId, { hidden: true })).status).toBe(200);
    const until = (await untilOf(scope))!;
    expect(expiryOf(before)).toBeLessThanOrEqual(until);
    // Only the owner is still answered the recording, with a URL that outlives the bound.
    expect(await urlFor(viewer, recording.recordedStreamId)).toBeUndefined();
    const owners = (await urlFor(owner, recording.recordedStreamId))!.url;
    expect(expiryOf(owners)).toBeGreaterThan(until);
    // Hiding it again (a rename that carries hidden: true) keeps the first hide's time.
    expect((await patch(recording.recordedStreamId, { title: '새 이름', hidden: true })).status).toBe(200);
    expect(await untilOf(scope)).toBe(until);

    expect((await patch(recording.recordedStreamId, { hidden: false })).status).toBe(200);
    expect(await untilOf(scope)).toBeUndefined();
    const [row] = await api.database.db.select().from(recordedStreams).where(eq(recordedStreams.recordedStreamId, recording.recordedStreamId));
    expect(row).toMatchObject({ hidden: false, hiddenAt: null });
  });

  test('a deletion closes the recording to every URL signed before it, the owner’s too', async () => {
    const recording = await fileRecording(api.database.db, owner.channelId!, '지울 방송', '2025-09-02T10:00:00Z', 90);
    await patch(recording.recordedStreamId, { hidden: true });
    const owners = (await urlFor(owner, recording.recordedStreamId))!.url;
    const removed = await api.call('DELETE', `/api/my/recorded-stream/${recording.recordedStreamId}`, { headers: owner.headers });
    expect(removed.status).toBe(200);
    expect(expiryOf(owners)).toBeLessThanOrEqual((await untilOf(`vod/${recording.broadcastId}`))!);
  });

  test('a deleted clip is closed; closures older than every token alive are left out', async () => {
    const recording = await fileRecording(api.database.db, owner.channelId!, '클립 방송', '2025-09-03T10:00:00Z', 90);
    const [clip] = await api.database.db
      .insert(clips)
      .values({
        channelId: owner.channelId!,
        broadcastId: recording.broadcastId,
        recordedStreamId: recording.recordedStreamId,
        creatorMemberId: viewer.memberId,
        title: '지울 클립',
        mediaNode: 'node-t',
        requestedDurationSeconds: 10,
        status: 'ready',
      })
      .returning();
    const clipUrl = (await get(api, null, `/api/guest/clip/${clip!.clipId}`)).body['url'] as string;
    expect((await api.call('DELETE', `/api/my/clip/${clip!.clipId}`, { headers: viewer.headers })).status).toBe(200);
    expect(expiryOf(clipUrl)).toBeLessThanOrEqual((await untilOf(`clip/${clip!.clipId}`))!);

    // Ten hours ago every token signed before it has expired: nothing left to refuse.
    const longAgo = new Date(Date.now() - 10 * 3_600_000);
    await api.database.db.update(clips).set({ deletedAt: longAgo }).where(eq(clips.clipId, clip!.clipId));
    await api.database.db
      .update(recordedStreams)
      .set({ hidden: true, hiddenAt: longAgo })
      .where(eq(recordedStreams.recordedStreamId, recording.recordedStreamId));
    const scopes = (await beat())!.scopes.map((closed) => closed.scope);
    expect(scopes).not.toContain(`clip/${clip!.clipId}`);
    expect(scopes).not.toContain(`vod/${recording.broadcastId}`);
  });

  test('a node holding the current version is sent no list; any other version gets it whole', async () => {
    const current = (await beat())!;
    expect(current.scopes.length).toBeGreaterThan(0);
    expect(await beat(current.version)).toBeUndefined();
    expect(await beat('an-older-version')).toEqual(current);
  });
});
