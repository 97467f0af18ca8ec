/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { BOARD_MESSAGES } from '@onair/contracts';
import { boardComments, boardPosts } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import {
  boardCast,
  authorOnlyRefusal,
  callMultipart,
  refused,
  visitorRefusal,
} from '../../platform/permissions/testing/channel-test-kit';

type ListedComment = { commentId: number; content: string; canEdit: boolean; canDelete: boolean; edited: boolean };

describe.each(testDatabaseTargets('pglite'))('editing board comments on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let author: TestMember;
  let fan: TestMember;
  let operator: TestMember;
  let manager: TestMember;
  let mintOwner: TestMember;
  let channelId: number;

  const as = (member: TestMember | null) => ({ headers: member?.headers ?? {} });
  const writePost = async (member: TestMember) =>
    (await callMultipart(api, 'POST', '/api/cs/board-write', member, { channelId, title: '글', content: '내용' })).body
      .boardId as number;
  const comment = async (member: TestMember, boardId: number, content: string) =>
    (await api.call('POST', '/api/cs/board-comment', { body: { boardId, content }, ...as(member) })).body
      .commentId as number;
  const edit = (member: TestMember | null, commentId: number | string, content: unknown) =>
    api.call('PUT', `/api/cs/board-comment/${commentId}`, { body: { content }, ...as(member) });
  const listed = async (member: TestMember | null, boardId: number): Promise<ListedComment[]> =>
    (await get(api, member, `/api/cs/board-comment?boardId=${boardId}`)).body.items;
  const commentNotFound = () => refused(404, 'NOT_FOUND', BOARD_MESSAGES.commentNotFound);

  /** A post and a comment written straight into the database, for a channel whose brand has boards off. */
  async function commentOnMintBoard(commenter: TestMember) {
    const { db } = api.database;
    const [post] = await db
      .insert(boardPosts)
      .values({ channelId: mintOwner.channelId!, authorMemberId: mintOwner.memberId, title: '글', content: '내용' })
      .returning({ boardId: boardPosts.boardId });
    const [row] = await db
      .insert(boardComments)
      .values({ boardId: post!.boardId, authorMemberId: commenter.memberId, content: '민트 댓글' })
      .returning({ commentId: boardComments.commentId });
    return row!.commentId;
  }

  beforeAll(async () => {
    api = await startMoneyApi(target);
    ({ owner, author, fan, operator, manager, mintOwner, channelId } = await boardCast(api));
  });
  afterAll(() => api.close());

  test('its author edits a comment; the answer and the list carry the new words', async () => {
    const boardId = await writePost(author);
    const commentId = await comment(fan, boardId, '첫 댓글');
    const answer = await edit(fan, commentId, '  고친 댓글  ');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      commentId,
      boardId,
      authorMemberId: fan.memberId,
      authorNickname: fan.nickname,
      content: '고친 댓글',
      createdAt: expect.any(String),
      edited: true,
      canEdit: true,
      canDelete: true,
      parentCommentId: null,
    });
    expect((await listed(null, boardId)).map((item) => [item.content, item.edited])).toEqual([['고친 댓글', true]]);
    expect((await get(api, null, `/api/cs/board-detail?boardId=${boardId}`)).body.commentCount).toBe(1);
  });

  test('a comment never edited, or saved again with the same words, is not marked edited', async () => {
    const boardId = await writePost(author);
    const commentId = await comment(fan, boardId, '그대로');
    expect((await listed(null, boardId)).map((item) => item.edited)).toEqual([false]);
    expect((await edit(fan, commentId, '그대로')).body).toMatchObject({ content: '그대로', edited: false });
    expect((await listed(null, boardId)).map((item) => item.edited)).toEqual([false]);
  });

  test('canEdit is true for the author only; who runs the channel may delete but not edit', async () => {
    const boardId = await writePost(author);
    await comment(fan, boardId, '팬 댓글');
    await comment(owner, boardId, '주인 댓글');
    const powers = async (member: TestMember | null) =>
      (await listed(member, boardId)).map(({ content, canEdit, canDelete }) => [content, canEdit, canDelete]);
    expect(await powers(fan)).toEqual([
      ['팬 댓글', true, true],
      ['주인 댓글', false, false],
    ]);
    expect(await powers(owner)).toEqual([
      ['팬 댓글', false, true],
      ['주인 댓글', true, true],
    ]);
    for (const runner of [manager, operator]) {
      expect(await powers(runner)).toEqual([
        ['팬 댓글', false, true],
        ['주인 댓글', false, true],
      ]);
    }
    expect(await powers(author)).toEqual([
      ['팬 댓글', false, false],
      ['주인 댓글', false, false],
    ]);
    expect(await powers(null)).toEqual([
      ['팬 댓글', false, false],
      ['주인 댓글', false, false],
    ]);
  });

  test('a visitor gets 401; anyone but the author, owner and operator included, gets 403 and the words stay', async () => {
    const boardId = await writePost(author);
    const commentId = await comment(fan, boardId, '내 말');
    expect(await edit(null, commentId, '남의 말')).toMatchObject(visitorRefusal());
    for (const other of [author, owner, manager, operator]) {
      expect(await edit(other, commentId, '남의 말')).toMatchObject(authorOnlyRefusal());
    }
    expect((await listed(null, boardId)).map((item) => item.content)).toEqual(['내 말']);
  });

  test('an empty or too long edit is refused in the words a new comment is', async () => {
    const boardId = await writePost(author);
    const commentId = await comment(fan, boardId, '그대로');
    for (const content of ['   ', '가'.repeat(501), 7]) {
      const answer = await edit(fan, commentId, content);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'content', in: 'body', message: BOARD_MESSAGES.comment, key: 'board.comment' }]);
    }
    expect((await edit(fan, commentId, '가'.repeat(500))).status).toBe(200);
  });

  test('unknown, deleted, or under a deleted post: the comment is not found (an id past int: 400)', async () => {
    const boardId = await writePost(author);
    const gone = await comment(fan, boardId, '지울 댓글');
    await api.call('DELETE', `/api/cs/board-comment/${gone}`, as(fan));
    expect(await edit(fan, gone, '되살리기')).toMatchObject(commentNotFound());
    expect(await edit(fan, 999_999, '없는 댓글')).toMatchObject(commentNotFound());
    // Past an int column no comment can be: the contract layer refuses the number, naming it.
    expect(await edit(fan, '99999999999', '너무 큰 번호')).toMatchObject({ status: 400, body: { errors: [{ field: 'commentId', in: 'path' }] } });
    const underDeleted = await comment(fan, boardId, '글과 함께');
    await api.call('DELETE', `/api/cs/board-delete/${boardId}`, as(author));
    expect(await edit(fan, underDeleted, '글은 없는데')).toMatchObject(commentNotFound());
  });

  test('with comments turned off, an author who does not run the channel may no longer edit', async () => {
    const boardId = await writePost(author);
    const fanComment = await comment(fan, boardId, '켜져 있을 때');
    const ownerComment = await comment(owner, boardId, '주인장');
    await api.call('PUT', '/api/cs/board-setting', { body: { channelId, commentsEnabled: false }, ...as(owner) });
    try {
      expect(await edit(fan, fanComment, '꺼진 뒤')).toMatchObject(
        refused(403, 'FORBIDDEN', BOARD_MESSAGES.commentNotAllowed),
      );
      expect((await listed(fan, boardId)).find((item) => item.commentId === fanComment)?.canEdit).toBe(false);
      expect((await edit(owner, ownerComment, '주인장은 고칠 수 있다')).status).toBe(200);
    } finally {
      await api.call('PUT', '/api/cs/board-setting', { body: { channelId, commentsEnabled: true }, ...as(owner) });
    }
  });

  test("another brand's board: not found; a brand with boards off says so, for edit and delete alike", async () => {
    const onMint = await commentOnMintBoard(fan);
    expect(await edit(fan, onMint, '여기서?')).toMatchObject(commentNotFound());
    const mine = await commentOnMintBoard(mintOwner);
    const boardsOff = refused(404, 'NOT_FOUND', BOARD_MESSAGES.boardsOff);
    expect(await edit(mintOwner, mine, '꺼진 게시판')).toMatchObject(boardsOff);
    expect(await api.call('DELETE', `/api/cs/board-comment/${mine}`, as(mintOwner))).toMatchObject(boardsOff);
  });
});
