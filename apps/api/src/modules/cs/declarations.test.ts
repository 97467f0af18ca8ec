import { eq } from 'drizzle-orm';
import { CS_MESSAGES } from '@onair/contracts';
import { boardComments, boardPosts, declarations } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, type TestMember } from '../money/testing/money-test-kit';
import { present } from '../../platform/present';
import { SAMPLE_FILES } from '../../platform/uploads/testing/upload-test-api';
import { refusal, startCsApi, type CsApi } from './testing/cs-test-kit';


describe.each(testDatabaseTargets('pglite'))('declarations on $name', (target) => {
  let api: CsApi;
  let reporter: TestMember;
  let other: TestMember;
  let channelId: number;
  let REPORT: Record<string, string>;
  beforeAll(async () => {
    api = await startCsApi(target);
    reporter = await newMember(api);
    other = await newMember(api);
    channelId = present((await newMember(api, { channel: {} })).channelId, 'the channel');
    REPORT = { targetType: 'channel', targetId: String(channelId), reason: '3', content: '광고 도배를 합니다.' };
  });
  afterAll(() => api.close());

  const post = (member: TestMember | null, fields: Record<string, string> = REPORT, files: Parameters<CsApi['multipart']>[3] = []) =>
    api.multipart(member, '/api/cs/declaration-post', fields, files);

  test('a member reports with attachments and sees it in their own list; others do not', async () => {
    const sent = await post(reporter, REPORT, [
      { field: 'attachments', name: '캡처.jpg', bytes: SAMPLE_FILES.jpeg },
      { field: 'attachments', name: '증거.pdf', bytes: SAMPLE_FILES.pdf },
    ]);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      declarationId: expect.any(Number),
      targetType: 'channel',
      targetId: channelId,
      reason: 3,
      content: '광고 도배를 합니다.',
      status: 'received',
      outcome: null,
      decisionReason: null,
      decidedAt: null,
      attachments: [expect.objectContaining({ fileName: '캡처.jpg', contentType: 'image/jpeg' }), expect.objectContaining({ fileName: '증거.pdf' })],
      createdAt: expect.any(String),
    });
    expect((await api.call('GET', '/api/cs/declaration-list', { headers: reporter.headers })).body).toEqual({ items: [sent.body], page: 1, size: 10, total: 1 });
    expect((await api.call('GET', '/api/cs/declaration-list', { headers: other.headers })).body.total).toBe(0);
    const url = `${api.url}${sent.body.attachments[0].url}`;
    expect((await fetch(url, { headers: reporter.headers })).status).toBe(200);
    expect((await fetch(url, { headers: other.headers })).status).toBe(404);
  });

  test('refusals: visitor 401 (list too), bad target, reason and content 400, a disguised file 415, leaving nothing', async () => {
    const rows = await api.uploadCount();
    const files = await api.storedFiles();
    expect((await post(null)).status).toBe(401);
    expect((await api.call('GET', '/api/cs/declaration-list')).status).toBe(401);
    const invalid = await post(reporter, { targetType: 'planet', targetId: 'x', reason: '0', content: '' }, [{ field: 'attachments', name: 'a.png', bytes: SAMPLE_FILES.png }]);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual([
      { field: 'targetType', in: 'body', message: CS_MESSAGES.targetType, key: 'cs.targetType' },
      { field: 'targetId', in: 'body', message: CS_MESSAGES.targetId, key: 'cs.targetId' },
      { field: 'reason', in: 'body', message: CS_MESSAGES.reason, key: 'cs.reason' },
      { field: 'content', in: 'body', message: CS_MESSAGES.content, key: 'cs.content' },
    ]);
    const disguised = await post(reporter, REPORT, [{ field: 'attachments', name: 'evil.pdf', bytes: Buffer.from('<html><script>alert(1)</script>'), type: 'application/pdf' }]);
    expect(disguised).toMatchObject(refusal(415, 'UNSUPPORTED_FILE_TYPE', '지원하지 않는 파일 형식입니다. JPG, PNG, GIF, WEBP, PDF 파일만 올릴 수 있습니다.'));
    expect(await api.uploadCount()).toBe(rows);
    expect(await api.storedFiles()).toEqual(files);
  });

  test('withdraw: own and received only; another member 404, once reviewing 409', async () => {
    const first = await post(reporter);
    const id = first.body.declarationId;
    expect(await api.call('DELETE', `/api/cs/declaration-delete/${id}`, { headers: other.headers })).toMatchObject(refusal(404, 'DECLARATION_NOT_FOUND', CS_MESSAGES.declarationNotFound));
    expect((await api.call('DELETE', `/api/cs/declaration-delete/${id}`)).status).toBe(401);
    expect(await api.call('DELETE', `/api/cs/declaration-delete/${id}`, { headers: reporter.headers })).toMatchObject({ status: 200, body: { msg: 'ok' } });
    expect(await api.call('DELETE', `/api/cs/declaration-delete/${id}`, { headers: reporter.headers })).toMatchObject(refusal(404, 'DECLARATION_NOT_FOUND', CS_MESSAGES.declarationNotFound));

    const second = await post(reporter);
    await api.database.db.update(declarations).set({ status: 'reviewing' }).where(eq(declarations.declarationId, second.body.declarationId));
    expect(await api.call('DELETE', `/api/cs/declaration-delete/${second.body.declarationId}`, { headers: reporter.headers })).toMatchObject(
      refusal(409, 'DECLARATION_IN_REVIEW', CS_MESSAGES.declarationInReview),
    );
    expect(await api.call('DELETE', '/api/cs/declaration-delete/999999', { headers: reporter.headers })).toMatchObject({ status: 404 });
  });

  test("a target must be of the reporter's brand: another brand's channel, member, post, comment or chat, or none at all, is 404 and nothing is kept", async () => {
    const db = api.database.db;
    const targetsOn = async (brand: 'onair' | 'mint') => {
      const owner = await newMember(api, { brand, channel: {} });
      const ownerChannel = present(owner.channelId, 'the channel');
      const [board] = await db.insert(boardPosts).values({ channelId: ownerChannel, authorMemberId: owner.memberId, title: '글', content: '내용' }).returning();
      const boardId = present(board, 'the post').boardId;
      const [comment] = await db.insert(boardComments).values({ boardId, authorMemberId: owner.memberId, content: '댓글' }).returning();
      return { channel: ownerChannel, chat: ownerChannel, member: owner.memberId, board: boardId, comment: present(comment, 'the comment').commentId };
    };
    const mine = await targetsOn('onair');
    const theirs = await targetsOn('mint');
    const report = (targetType: string, targetId: number) => post(reporter, { ...REPORT, targetType, targetId: String(targetId) });
    const before = (await db.select().from(declarations)).length;
    for (const [targetType, targetId] of [...Object.entries(theirs), ['board', 2_000_000], ['member', 2_147_483_647]] as const) {
      expect(await report(targetType, targetId)).toMatchObject(refusal(404, 'DECLARATION_TARGET_NOT_FOUND', CS_MESSAGES.targetNotFound));
    }
    // Past what an id column holds is no id at all: the contract layer answers 400 naming the field.
    expect(await report('member', 2_147_483_648)).toMatchObject({ status: 400, body: { errors: [expect.objectContaining({ field: 'targetId' })] } });
    expect((await db.select().from(declarations)).length).toBe(before);
    for (const [targetType, targetId] of Object.entries(mine)) {
      expect(await report(targetType, targetId)).toMatchObject({ status: 201, body: { targetType, targetId } });
    }
  });
});
