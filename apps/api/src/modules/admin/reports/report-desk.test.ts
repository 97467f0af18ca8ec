import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, BOARD_MESSAGES } from '@onair/contracts';
import { auditLog, boardComments, boardPosts, chatMessages, chatRooms, memberMessages } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, type TestMember } from '../../money/testing/money-test-kit';
import { present } from '../../../platform/present';
import { SAMPLE_FILES } from '../../../platform/uploads/testing/upload-test-api';
import { startDeskApi, type DeskApi } from '../testing/desk-kit';

describe.each(testDatabaseTargets())('the reports desk on $name', (target) => {
  let api: DeskApi;
  let reporter: TestMember;
  let author: TestMember;
  let channelId: number;
  let moderator: string;

  beforeAll(async () => {
    api = await startDeskApi(target);
    reporter = await newMember(api);
    author = await newMember(api);
    channelId = present((await newMember(api, { channel: {} })).channelId, 'the channel');
    moderator = await api.staff('moderator', ['onair']);
  });
  afterAll(() => api.close());

  const report = (fields: Record<string, string>, member = reporter) =>
    api.multipart(member, '/api/cs/declaration-post', { reason: '1', content: '욕설을 했습니다.', ...fields });

  async function newPost(title = '공지') {
    const [row] = await api.database.db
      .insert(boardPosts)
      .values({ channelId, authorMemberId: author.memberId, title, content: '신고될 글' })
      .returning();
    return present(row, 'the post');
  }

  const auditOf = (action: string, targetId: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));

  test('a reported chat line is shown with the 10 lines before and after it, from the stored chat', async () => {
    const db = api.database.db;
    await db.insert(chatRooms).values({ channelId, lastSeq: 30 });
    await db.insert(chatMessages).values(
      Array.from({ length: 30 }, (_, index) => ({
        channelId,
        seq: index + 1,
        memberId: author.memberId,
        nickname: author.nickname,
        role: 'member',
        kind: 'chat',
        text: `줄 ${index + 1}`,
      })),
    );
    const sent = await report({ targetType: 'chat', targetId: String(channelId), targetSeq: '15' });
    expect(sent.status).toBe(201);
    const detail = await api.admin(moderator, 'GET', `/api/admin/reports/${sent.body.declarationId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.targetSeq).toBe(15);
    const lines = detail.body.reported.lines as Array<{ seq: number; text: string; reported: boolean }>;
    expect(lines.map((line) => line.seq)).toEqual(Array.from({ length: 21 }, (_, index) => index + 5));
    expect(lines.filter((line) => line.reported)).toEqual([expect.objectContaining({ seq: 15, text: '줄 15' })]);
    // A line the room never had is no target.
    expect((await report({ targetType: 'chat', targetId: String(channelId), targetSeq: '99' })).status).toBe(404);
    expect((await report({ targetType: 'chat', targetId: String(channelId), targetSeq: '99999999999999999999' })).status).toBe(400);
  });

  test('the queue is the brand’s, oldest first, paged and filtered by state and kind', async () => {
    const first = await report({ targetType: 'channel', targetId: String(channelId) });
    const second = await report({ targetType: 'member', targetId: String(author.memberId) });
    const page = await api.admin(moderator, 'GET', '/api/admin/reports?status=received&size=100');
    expect(page.status).toBe(200);
    const ids = (page.body.items as Array<{ reportId: number }>).map((item) => item.reportId);
    expect(ids.indexOf(first.body.declarationId)).toBeLessThan(ids.indexOf(second.body.declarationId));
    const members = await api.admin(moderator, 'GET', '/api/admin/reports?targetType=member');
    expect(members.body.items.map((item: { targetType: string }) => item.targetType)).toEqual(['member']);
    const paged = await api.admin(moderator, 'GET', '/api/admin/reports?size=1&page=2');
    expect(paged.body).toMatchObject({ page: 2, size: 1, items: [expect.any(Object)] });
    expect(paged.body.total).toBeGreaterThanOrEqual(3);

    // A mint report never shows on onair's desk, and onair's are not found from mint's site.
    const mintReporter = await newMember(api, { brand: 'mint' });
    const mintMember = await newMember(api, { brand: 'mint' });
    const mintReport = await report({ targetType: 'member', targetId: String(mintMember.memberId) }, mintReporter);
    expect(mintReport.status).toBe(201);
    const everywhere = await api.staff('moderator', 'all');
    const onairIds = (await api.admin(everywhere, 'GET', '/api/admin/reports?size=100')).body.items.map(
      (item: { reportId: number; brand: string }) => item.brand,
    );
    expect(new Set(onairIds)).toEqual(new Set(['onair']));
    expect((await api.admin(everywhere, 'GET', `/api/admin/reports/${first.body.declarationId}`, undefined, 'mint')).status).toBe(404);
    const fromMint = await api.admin(everywhere, 'POST', `/api/admin/reports/${first.body.declarationId}/dismiss`, { reason: '무관' }, 'mint');
    expect(fromMint.status).toBe(404);
    expect(fromMint.body.message).toBe(ADMIN_MESSAGES.reportNotFound);
    // An onair-only moderator is refused on mint's site outright.
    expect((await api.admin(moderator, 'GET', '/api/admin/reports', undefined, 'mint')).status).toBe(403);
  });

  test('hiding a reported post: members no longer see it, the reporter sees the outcome, one audit row', async () => {
    const post = await newPost('숨길 글');
    const sent = await report({ targetType: 'board', targetId: String(post.boardId) });
    const reportId = sent.body.declarationId as number;
    const review = await api.admin(moderator, 'POST', `/api/admin/reports/${reportId}/review`);
    expect(review.body.status).toBe('reviewing');
    // Taken into review, the reporter can no longer withdraw it.
    expect((await api.call('DELETE', `/api/cs/declaration-delete/${reportId}`, { headers: reporter.headers })).status).toBe(409);

    const hidden = await api.admin(moderator, 'POST', `/api/admin/reports/${reportId}/hide`, { reason: '욕설이 담긴 글' });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ status: 'actioned', outcome: 'content-hidden', decisionReason: '욕설이 담긴 글' });
    expect(hidden.body.reported).toMatchObject({ kind: 'board', hidden: true });

    const detail = await api.call('GET', `/api/cs/board-detail?boardId=${post.boardId}`, { headers: reporter.headers });
    // Gone for members, with a note saying why rather than "no such post".
    expect(detail.status).toBe(404);
    expect(detail.body).toMatchObject({ key: 'board.hidden', message: BOARD_MESSAGES.hidden });
    const list = await api.call('GET', `/api/cs/board-list?channelId=${channelId}`, { headers: reporter.headers });
    expect(list.body.items.map((item: { boardId: number }) => item.boardId)).not.toContain(post.boardId);

    const mine = await api.call('GET', '/api/cs/declaration-list', { headers: reporter.headers });
    expect(mine.body.items.find((item: { declarationId: number }) => item.declarationId === reportId)).toMatchObject({
      status: 'actioned',
      outcome: 'content-hidden',
      decisionReason: '욕설이 담긴 글',
      decidedAt: expect.any(String),
    });

    const [row] = await auditOf('report.hide', reportId);
    expect(row).toMatchObject({
      targetKind: 'report',
      brand: 'onair',
      before: { status: 'reviewing', outcome: null },
      after: { status: 'actioned', outcome: 'content-hidden' },
      reason: '욕설이 담긴 글',
    });
    // Decided once: a second decision is refused, and no second row is written.
    const again = await api.admin(moderator, 'POST', `/api/admin/reports/${reportId}/dismiss`, { reason: '중복' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.reportClosed);
    expect(await auditOf('report.dismiss', reportId)).toHaveLength(0);
  });

  test('hiding a comment takes it out of the comment list and its count', async () => {
    const post = await newPost();
    const [comment] = await api.database.db
      .insert(boardComments)
      .values({ boardId: post.boardId, authorMemberId: author.memberId, content: '나쁜 댓글' })
      .returning();
    await api.database.db.update(boardPosts).set({ commentCount: 1 }).where(eq(boardPosts.boardId, post.boardId));
    const sent = await report({ targetType: 'comment', targetId: String(present(comment, 'comment').commentId) });
    const hidden = await api.admin(moderator, 'POST', `/api/admin/reports/${sent.body.declarationId}/hide`, { reason: '비방' });
    expect(hidden.body.reported).toMatchObject({ kind: 'comment', hidden: true, content: '나쁜 댓글' });
    const comments = await api.call('GET', `/api/cs/board-comment?boardId=${post.boardId}`, { headers: reporter.headers });
    expect(comments.body.total).toBe(0);
    const [after] = await api.database.db.select().from(boardPosts).where(eq(boardPosts.boardId, post.boardId));
    expect(after?.commentCount).toBe(0);
  });

  test('a direct message is reported by the one who received it and shown to the moderator', async () => {
    const [message] = await api.database.db
      .insert(memberMessages)
      .values({ senderMemberId: author.memberId, recipientMemberId: reporter.memberId, content: '협박 쪽지' })
      .returning();
    const msgId = String(present(message, 'message').msgId);
    // Someone else's message is no target for a third member.
    expect((await report({ targetType: 'message', targetId: msgId }, await newMember(api))).status).toBe(404);
    const sent = await report({ targetType: 'message', targetId: msgId });
    expect(sent.status).toBe(201);
    const detail = await api.admin(moderator, 'GET', `/api/admin/reports/${sent.body.declarationId}`);
    expect(detail.body.reported).toMatchObject({
      kind: 'message',
      content: '협박 쪽지',
      sender: { memberId: author.memberId },
      recipient: { memberId: reporter.memberId },
    });
    // Only posts and comments can be hidden.
    const hide = await api.admin(moderator, 'POST', `/api/admin/reports/${sent.body.declarationId}/hide`, { reason: '숨김' });
    expect(hide.status).toBe(400);
    const actioned = await api.admin(moderator, 'POST', `/api/admin/reports/${sent.body.declarationId}/action`, {
      outcome: 'sanctioned',
      reason: '7일 정지',
    });
    expect(actioned.body).toMatchObject({ status: 'actioned', outcome: 'sanctioned' });
    expect(await auditOf('report.action', sent.body.declarationId)).toHaveLength(1);
  });

  test('a dismissal needs a reason; odd input is a 400, never a 5xx', async () => {
    const sent = await report({ targetType: 'channel', targetId: String(channelId) });
    const path = `/api/admin/reports/${sent.body.declarationId}`;
    expect((await api.admin(moderator, 'POST', `${path}/dismiss`, { reason: '   ' })).status).toBe(400);
    expect((await api.admin(moderator, 'POST', `${path}/action`, { outcome: 'banned', reason: 'x' })).status).toBe(400);
    expect((await api.admin(moderator, 'GET', '/api/admin/reports/99999999999999')).status).toBe(400);
    expect((await api.admin(moderator, 'GET', '/api/admin/reports/2147483000')).status).toBe(404);
    expect((await api.admin(moderator, 'GET', '/api/admin/reports?status=done')).status).toBe(400);
    const dismissed = await api.admin(moderator, 'POST', `${path}/dismiss`, { reason: '규정 위반이 아닙니다.' });
    expect(dismissed.body).toMatchObject({ status: 'dismissed', outcome: null });
    const mine = await api.call('GET', '/api/cs/declaration-list', { headers: reporter.headers });
    expect(mine.body.items.find((item: { declarationId: number }) => item.declarationId === sent.body.declarationId)).toMatchObject({
      status: 'dismissed',
      decisionReason: '규정 위반이 아닙니다.',
    });
  });

  test('inquiries: the brand’s queue with attachments staff can open, answered through the console', async () => {
    const support = await api.staff('support', ['onair']);
    const asked = await api.multipart(
      reporter,
      '/api/cs/inquiry-write',
      { category: '2', title: '결제 문의', content: '결제가 두 번 되었어요.' },
      [{ field: 'attachment', name: '영수증.jpg', bytes: SAMPLE_FILES.jpeg }],
    );
    expect(asked.status).toBe(201);
    const queue = await api.admin(support, 'GET', '/api/admin/inquiries?status=waiting&size=100');
    const item = queue.body.items.find((entry: { inquiryId: number }) => entry.inquiryId === asked.body.inquiryId);
    expect(item).toMatchObject({ title: '결제 문의', member: { memberId: reporter.memberId }, attachments: [expect.any(Object)] });
    const uploadId = item.attachments[0].uploadId as string;
    const file = await fetch(`${api.url}/api/admin/attachments/${uploadId}`, { headers: { cookie: support } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    // Another brand's staff, on its own site, finds no such file, and the console cookie is needed.
    const mintSupport = await api.staff('support', ['mint']);
    const elsewhere = await fetch(`${api.url}/api/admin/attachments/${uploadId}`, { headers: { cookie: mintSupport, 'x-site-code': 'mint' } });
    expect(elsewhere.status).toBe(404);
    expect((await fetch(`${api.url}/api/admin/attachments/${uploadId}`, { headers: reporter.headers })).status).toBe(401);

    const path = `/api/admin/inquiries/${asked.body.inquiryId}/answer`;
    expect((await api.admin(mintSupport, 'POST', path, { answer: '답변' }, 'mint')).status).toBe(404);
    const answered = await api.admin(support, 'POST', path, { answer: '한 건을 취소해 드렸습니다.' });
    expect(answered.body).toMatchObject({ status: 'answered', answer: '한 건을 취소해 드렸습니다.' });
    const mine = await api.call('GET', '/v2/api/cs/inquiry-list', { headers: reporter.headers });
    expect(mine.body.items[0]).toMatchObject({ inquiryId: asked.body.inquiryId, status: 'answered', answer: '한 건을 취소해 드렸습니다.' });
    expect(await auditOf('inquiry.answer', asked.body.inquiryId)).toEqual([
      expect.objectContaining({ brand: 'onair', after: { status: 'answered', answer: '한 건을 취소해 드렸습니다.' } }),
    ]);
  });
});
