/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
// One level of replies to board comments (docs/permissions.md, "Boards"; docs/notifications.md): the
// same gates and rules as comments, never across posts or brands, and the comment's author told.
import { eq } from 'drizzle-orm';
import { BOARD_MESSAGES } from '@onair/contracts';
import { boardComments, boardPosts } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { boardCast, callMultipart, refused, visitorRefusal } from '../../platform/permissions/testing/channel-test-kit';

type Listed = { commentId: number; content: string; authorNickname: string; removed?: boolean; canDelete: boolean };
type Thread = Listed & { replies: Listed[] };
type Told = { kind: string; name: string; title: string; channelId: number | null; boardId?: number | null };

describe.each(testDatabaseTargets('pglite'))('board comment replies on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let author: TestMember;
  let fan: TestMember;
  let manager: TestMember;
  let mintOwner: TestMember;
  let channelId: number;

  const as = (member: TestMember | null) => ({ headers: member?.headers ?? {} });
  const writePost = async (member: TestMember, channel = channelId) =>
    (
      await callMultipart(api, 'POST', '/api/cs/board-write', member, {
        channelId: channel,
        title: '글',
        content: '내용',
      })
    ).body.boardId as number;
  const write = (member: TestMember | null, boardId: number, content: string, parentCommentId?: number | string) =>
    api.call('POST', '/api/cs/board-comment', {
      body: { boardId, content, ...(parentCommentId === undefined ? {} : { parentCommentId }) },
      ...as(member),
    });
  const commentOn = async (member: TestMember, boardId: number, content: string) =>
    (await write(member, boardId, content)).body.commentId as number;
  const threads = async (member: TestMember | null, boardId: number) =>
    (await get(api, member, `/api/cs/board-comment?boardId=${boardId}`)).body as {
      items: Thread[];
      total: number;
      commentCount: number;
    };
  const shape = (items: Thread[]) =>
    items.map((item) => [item.removed ? '(removed)' : item.content, item.replies.map((reply) => reply.content)]);
  const told = async (member: TestMember): Promise<Told[]> => {
    await api.app.notifier?.idle();
    return (await get(api, member, '/api/my/notifications')).body.items;
  };
  const del = (member: TestMember, commentId: number) =>
    api.call('DELETE', `/api/cs/board-comment/${commentId}`, as(member));

  beforeAll(async () => {
    api = await startMoneyApi(target);
    ({ owner, author, fan, manager, mintOwner, channelId } = await boardCast(api));
  });
  afterAll(() => api.close());

  test('a reply sits under its comment, oldest first; the post counts every comment and reply', async () => {
    const boardId = await writePost(author);
    const first = await commentOn(fan, boardId, '첫 댓글');
    const second = await commentOn(author, boardId, '둘째 댓글');
    const reply = await write(author, boardId, '  답글입니다  ', first);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      boardId,
      parentCommentId: first,
      content: '답글입니다',
      authorNickname: author.nickname,
      canEdit: true,
    });
    await write(manager, boardId, '운영진 답글', first);
    await write(fan, boardId, '둘째에 답글', second);
    const listed = await threads(fan, boardId);
    expect(shape(listed.items)).toEqual([
      ['첫 댓글', ['답글입니다', '운영진 답글']],
      ['둘째 댓글', ['둘째에 답글']],
    ]);
    // Paging counts the comments; 댓글 N counts replies too, as the post's count does.
    expect(listed).toMatchObject({ total: 2, commentCount: 5 });
    expect((await get(api, null, `/api/cs/board-detail?boardId=${boardId}`)).body.commentCount).toBe(5);
    // Who may delete a reply: its author and who runs the channel, as for a comment.
    expect(listed.items[0]!.replies.map((item) => item.canDelete)).toEqual([false, false]);
    expect((await threads(manager, boardId)).items[0]!.replies.every((item) => item.canDelete)).toBe(true);
  });

  test("the comment's author is told, linked to the post; nobody is told of a reply to their own comment", async () => {
    const replier = await newMember(api);
    const commenter = await newMember(api);
    const boardId = await writePost(author);
    const commentId = await commentOn(commenter, boardId, '궁금한 게 있어요');
    expect((await write(replier, boardId, '제가 알려드릴게요. 방송 시작은 매일 밤 9시입니다.', commentId)).status).toBe(
      201,
    );
    expect(await told(commenter)).toEqual([
      expect.objectContaining({
        kind: 'reply',
        name: replier.nickname,
        channelId,
        boardId,
        title: '제가 알려드릴게요. 방송 시작은 매일 밤 9시입니다.',
      }),
    ]);
    expect((await write(commenter, boardId, '감사합니다!', commentId)).status).toBe(201);
    expect((await told(commenter)).length).toBe(1);
    expect(await told(replier)).toEqual([]);
  });

  test('a reply to a reply, to a deleted comment, or to an unknown one is refused', async () => {
    const boardId = await writePost(author);
    const commentId = await commentOn(fan, boardId, '댓글');
    const replyId = (await write(author, boardId, '답글', commentId)).body.commentId as number;
    expect(await write(fan, boardId, '답글의 답글', replyId)).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'parentCommentId', message: BOARD_MESSAGES.replyToReply, key: 'board.replyToReply' }] },
    });
    expect(await write(fan, boardId, '없는 댓글', 999_999)).toMatchObject(
      refused(404, 'NOT_FOUND', BOARD_MESSAGES.commentNotFound),
    );
    expect((await write(fan, boardId, '숫자 아님', 'abc')).status).toBe(400);
    const gone = await commentOn(fan, boardId, '곧 지울 댓글');
    expect((await del(fan, gone)).status).toBe(200);
    expect(await write(author, boardId, '늦은 답글', gone)).toMatchObject(
      refused(404, 'NOT_FOUND', BOARD_MESSAGES.commentNotFound),
    );
  });

  test("a reply to another post's comment, or another brand's, is refused and stores nothing", async () => {
    const here = await writePost(author);
    const there = await writePost(author);
    const elsewhere = await commentOn(fan, there, '다른 글의 댓글');
    expect(await write(fan, here, '엉뚱한 답글', elsewhere)).toMatchObject(
      refused(404, 'NOT_FOUND', BOARD_MESSAGES.commentNotFound),
    );
    // Another brand's comment: written straight into the database (mint has boards off).
    const { db } = api.database;
    const [mintPost] = await db
      .insert(boardPosts)
      .values({
        channelId: mintOwner.channelId!,
        authorMemberId: mintOwner.memberId,
        title: '민트 글',
        content: '내용',
      })
      .returning({ boardId: boardPosts.boardId });
    const [mintComment] = await db
      .insert(boardComments)
      .values({ boardId: mintPost!.boardId, authorMemberId: mintOwner.memberId, content: '민트 댓글' })
      .returning({ commentId: boardComments.commentId });
    expect(await write(fan, here, '브랜드 넘기', mintComment!.commentId)).toMatchObject(
      refused(404, 'NOT_FOUND', BOARD_MESSAGES.commentNotFound),
    );
    // Naming the other brand's post itself is not found either.
    expect((await write(fan, mintPost!.boardId, '브랜드 넘기', mintComment!.commentId)).status).toBe(404);
    const stored = await db
      .select()
      .from(boardComments)
      .where(eq(boardComments.parentCommentId, mintComment!.commentId));
    expect(stored).toEqual([]);
    expect(await told(mintOwner)).toEqual([]);
    expect((await threads(null, here)).items).toEqual([]);
  });

  test('the same gates as comments: a visitor is asked to sign in, a board closed to comments refuses replies', async () => {
    const boardId = await writePost(author);
    const commentId = await commentOn(fan, boardId, '댓글');
    expect(await write(null, boardId, '익명 답글', commentId)).toMatchObject(visitorRefusal());
    expect((await write(fan, boardId, '', commentId)).body.errors[0]).toMatchObject({
      field: 'content',
      message: BOARD_MESSAGES.comment,
    });
    await api.call('PUT', '/api/cs/board-setting', { body: { channelId, commentsEnabled: false }, ...as(owner) });
    try {
      expect(await write(fan, boardId, '닫힌 게시판', commentId)).toMatchObject(
        refused(403, 'FORBIDDEN', BOARD_MESSAGES.commentNotAllowed),
      );
      expect((await write(manager, boardId, '운영진은 됩니다', commentId)).status).toBe(201);
    } finally {
      await api.call('PUT', '/api/cs/board-setting', { body: { channelId, commentsEnabled: true }, ...as(owner) });
    }
  });

  test('a deleted comment with replies stays as removed to hold them; with its last reply gone it goes too', async () => {
    const boardId = await writePost(author);
    const commentId = await commentOn(fan, boardId, '지워질 댓글');
    const replyId = (await write(author, boardId, '남는 답글', commentId)).body.commentId as number;
    expect((await del(fan, commentId)).status).toBe(200);
    const listed = await threads(author, boardId);
    expect(shape(listed.items)).toEqual([['(removed)', ['남는 답글']]]);
    expect(listed.items[0]).toMatchObject({ authorNickname: '', content: '', canDelete: false, canEdit: false });
    expect(listed.commentCount).toBe(1);
    // A reply is deleted like a comment, by its author (another member may not).
    expect((await del(fan, replyId)).status).toBe(403);
    expect((await del(author, replyId)).status).toBe(200);
    expect(await threads(author, boardId)).toMatchObject({ items: [], total: 0, commentCount: 0 });
    expect((await get(api, null, `/api/cs/board-detail?boardId=${boardId}`)).body.commentCount).toBe(0);
  });

  test('a reply is reported as a comment, and hiding it takes it off the list', async () => {
    const boardId = await writePost(author);
    const commentId = await commentOn(fan, boardId, '댓글');
    const replyId = (await write(author, boardId, '신고될 답글', commentId)).body.commentId as number;
    const report = await callMultipart(api, 'POST', '/api/cs/declaration-post', fan, {
      targetType: 'comment',
      targetId: String(replyId),
      reason: '1',
      content: '욕설을 했습니다.',
    });
    expect(report.status).toBeLessThan(300);
    await api.database.db
      .update(boardComments)
      .set({ hiddenAt: new Date() })
      .where(eq(boardComments.commentId, replyId));
    expect(shape((await threads(fan, boardId)).items)).toEqual([['댓글', []]]);
  });
});
