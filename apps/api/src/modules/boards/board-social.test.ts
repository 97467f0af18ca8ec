/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { BOARD_MESSAGES, CHANNEL_MESSAGES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import {
  boardCast,
  authorOnlyRefusal,
  callMultipart,
  forbidden,
  refused,
  visitorRefusal,
} from '../../platform/permissions/testing/channel-test-kit';

describe.each(testDatabaseTargets('pglite'))('board comments, likes, settings and news on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let author: TestMember;
  let fan: TestMember;
  let operator: TestMember;
  let manager: TestMember;
  let mintOwner: TestMember;
  let channelId: number;

  const as = (member: TestMember | null) => ({ headers: member?.headers ?? {} });
  const writePost = async (member: TestMember, channel = channelId) => {
    const answer = await callMultipart(api, 'POST', '/api/cs/board-write', member, {
      channelId: channel,
      title: '글',
      content: '내용',
    });
    return answer.body.boardId as number;
  };
  const comment = (member: TestMember | null, boardId: number, content: string) =>
    api.call('POST', '/api/cs/board-comment', { body: { boardId, content }, ...as(member) });
  const like = (member: TestMember | null, boardId: number, liked?: boolean) =>
    api.call('POST', '/api/cs/board-like', {
      body: liked === undefined ? { boardId } : { boardId, liked },
      ...as(member),
    });
  const settings = (member: TestMember | null, body: Record<string, unknown>) =>
    api.call('PUT', '/api/cs/board-setting', { body: { channelId, ...body }, ...as(member) });

  beforeAll(async () => {
    api = await startMoneyApi(target);
    ({ owner, author, fan, operator, manager, mintOwner, channelId } = await boardCast(api));
  });
  afterAll(() => api.close());

  describe('comments', () => {
    test('members comment; the list is oldest first; the count follows', async () => {
      const boardId = await writePost(author);
      const first = await comment(fan, boardId, '  멋져요  ');
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        commentId: expect.any(Number),
        boardId,
        authorMemberId: fan.memberId,
        authorNickname: fan.nickname,
        content: '멋져요',
        createdAt: expect.any(String),
        edited: false,
        canEdit: true,
        canDelete: true,
        parentCommentId: null,
      });
      await comment(author, boardId, '고마워요');
      const listed = await get(api, fan, `/api/cs/board-comment?boardId=${boardId}`);
      expect(listed.body).toMatchObject({ page: 1, size: 20, total: 2 });
      expect(
        listed.body.items.map((item: { content: string; canDelete: boolean }) => [item.content, item.canDelete]),
      ).toEqual([
        ['멋져요', true],
        ['고마워요', false],
      ]);
      const byManager = await get(api, manager, `/api/cs/board-comment?boardId=${boardId}`);
      expect(byManager.body.items.every((item: { canDelete: boolean }) => item.canDelete)).toBe(true);
      expect((await get(api, null, `/api/cs/board-detail?boardId=${boardId}`)).body.commentCount).toBe(2);
    });

    test('a visitor may not comment; empty or long comments are refused', async () => {
      const boardId = await writePost(author);
      expect(await comment(null, boardId, '익명')).toMatchObject(visitorRefusal());
      for (const content of ['   ', '가'.repeat(501)]) {
        const answer = await comment(fan, boardId, content);
        expect(answer.body.errors).toEqual([{ field: 'content', in: 'body', message: BOARD_MESSAGES.comment, key: 'board.comment' }]);
      }
      expect(await comment(fan, 999_999, '어디?')).toMatchObject(refused(404, 'NOT_FOUND', BOARD_MESSAGES.notFound));
    });

    test('its author or who runs the channel deletes a comment; another member may not; twice is not found', async () => {
      const boardId = await writePost(author);
      const ids: number[] = [];
      for (let n = 0; n < 4; n += 1) ids.push((await comment(fan, boardId, `댓글 ${n}`)).body.commentId);
      const del = (member: TestMember | null, commentId: number) =>
        api.call('DELETE', `/api/cs/board-comment/${commentId}`, as(member));
      expect(await del(author, ids[0]!)).toMatchObject(authorOnlyRefusal());
      expect(await del(null, ids[0]!)).toMatchObject(visitorRefusal());
      expect(await del(fan, ids[0]!)).toMatchObject({ status: 200, body: { deleted: true } });
      expect(await del(owner, ids[1]!)).toMatchObject({ status: 200 });
      expect(await del(manager, ids[2]!)).toMatchObject({ status: 200 });
      expect(await del(operator, ids[3]!)).toMatchObject({ status: 200 });
      expect(await del(fan, ids[0]!)).toMatchObject(refused(404, 'NOT_FOUND', BOARD_MESSAGES.commentNotFound));
      expect((await get(api, null, `/api/cs/board-comment?boardId=${boardId}`)).body.total).toBe(0);
      expect((await get(api, null, `/api/cs/board-detail?boardId=${boardId}`)).body.commentCount).toBe(0);
    });

    test('comments of a deleted post are gone with it', async () => {
      const boardId = await writePost(author);
      const { commentId } = (await comment(fan, boardId, '남을까?')).body;
      await api.call('DELETE', `/api/cs/board-delete/${boardId}`, as(author));
      expect(await get(api, null, `/api/cs/board-comment?boardId=${boardId}`)).toMatchObject(
        refused(404, 'NOT_FOUND', BOARD_MESSAGES.notFound),
      );
      expect(await api.call('DELETE', `/api/cs/board-comment/${commentId}`, as(fan))).toMatchObject(
        refused(404, 'NOT_FOUND', BOARD_MESSAGES.commentNotFound),
      );
    });
  });

  describe('likes', () => {
    test('a like counts once however often it is clicked, and the member can unlike', async () => {
      const boardId = await writePost(author);
      const clicks = await Promise.all([like(fan, boardId, true), like(fan, boardId, true), like(fan, boardId, true)]);
      for (const click of clicks) expect(click.body).toEqual({ boardId, liked: true, likeCount: 1 });
      expect((await like(author, boardId)).body).toEqual({ boardId, liked: true, likeCount: 2 });
      expect((await get(api, fan, `/api/cs/board-likeCount/${boardId}`)).body).toEqual({
        boardId,
        liked: true,
        likeCount: 2,
      });
      expect((await get(api, null, `/api/cs/board-likeCount/${boardId}`)).body).toEqual({
        boardId,
        liked: false,
        likeCount: 2,
      });
      const likers = await get(api, null, `/api/cs/board-like-User/${boardId}`);
      expect(likers.body).toMatchObject({ total: 2 });
      expect(likers.body.items.map((item: { nickname: string }) => item.nickname).sort()).toEqual(
        [author.nickname, fan.nickname].sort(),
      );
      expect(likers.body.items[0]).toEqual({
        memberId: expect.any(Number),
        nickname: expect.any(String),
        likedAt: expect.any(String),
      });

      expect((await like(fan, boardId)).body).toEqual({ boardId, liked: false, likeCount: 1 });
      expect((await like(fan, boardId, false)).body).toEqual({ boardId, liked: false, likeCount: 1 });
      expect((await get(api, null, `/api/cs/board-detail?boardId=${boardId}`)).body.likeCount).toBe(1);
      expect((await get(api, fan, `/api/cs/board-detail?boardId=${boardId}`)).body.liked).toBe(false);
      expect((await get(api, author, `/api/cs/board-detail?boardId=${boardId}`)).body.liked).toBe(true);
    });

    test('a visitor may not like; unknown or deleted posts are not found', async () => {
      const boardId = await writePost(author);
      expect(await like(null, boardId)).toMatchObject(visitorRefusal());
      await api.call('DELETE', `/api/cs/board-delete/${boardId}`, as(author));
      for (const answer of [
        await like(fan, boardId),
        await get(api, null, `/api/cs/board-likeCount/${boardId}`),
        await get(api, null, `/api/cs/board-like-User/${boardId}`),
      ]) {
        expect(answer).toMatchObject(refused(404, 'NOT_FOUND', BOARD_MESSAGES.notFound));
      }
    });
  });

  describe('board settings', () => {
    test('by default every signed-in member may write and comment; a visitor may not', async () => {
      const check = (member: TestMember | null) =>
        get(api, member, `/api/cs/board-setting-check?channelId=${channelId}`);
      expect((await check(fan)).body).toEqual({
        channelId,
        writeAccess: 'all',
        commentsEnabled: true,
        canWrite: true,
        canComment: true,
        runsChannel: false,
      });
      expect((await check(null)).body).toMatchObject({ canWrite: false, canComment: false, runsChannel: false });
      expect((await check(manager)).body).toMatchObject({ canWrite: true, runsChannel: true });
      expect(await get(api, null, `/api/cs/board-setting-check?channelId=${mintOwner.channelId}`)).toMatchObject(
        refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
      );
    });

    test('who runs the channel restricts writing and comments; members are then refused, runners are not', async () => {
      expect(await settings(fan, { writeAccess: 'owner' })).toMatchObject(forbidden());
      expect(await settings(null, { writeAccess: 'owner' })).toMatchObject(visitorRefusal());
      const boardId = await writePost(author);
      expect((await settings(manager, { writeAccess: 'owner' })).body).toMatchObject({
        writeAccess: 'owner',
        commentsEnabled: true,
      });
      expect((await settings(owner, { commentsEnabled: false })).body).toMatchObject({
        writeAccess: 'owner',
        commentsEnabled: false,
      });
      expect((await get(api, fan, `/api/cs/board-setting-check?channelId=${channelId}`)).body).toMatchObject({
        canWrite: false,
        canComment: false,
      });
      const refusedWrite = await callMultipart(api, 'POST', '/api/cs/board-write', fan, {
        channelId,
        title: 't',
        content: 'c',
      });
      expect(refusedWrite).toMatchObject(refused(403, 'FORBIDDEN', BOARD_MESSAGES.writeNotAllowed));
      expect(await comment(fan, boardId, '막혔나?')).toMatchObject(
        refused(403, 'FORBIDDEN', BOARD_MESSAGES.commentNotAllowed),
      );
      for (const runner of [owner, manager, operator]) {
        expect(typeof (await writePost(runner))).toBe('number');
        expect((await comment(runner, boardId, '운영진 댓글')).status).toBe(201);
      }
      expect((await settings(operator, { writeAccess: 'all', commentsEnabled: true })).body).toMatchObject({
        writeAccess: 'all',
        commentsEnabled: true,
        runsChannel: true,
      });
      expect((await settings(owner, { writeAccess: 'some' })).status).toBe(400);
    });
  });

  describe('new posts', () => {
    test('find-new-board: new posts since the member last opened the board', async () => {
      const streamer = await newMember(api, { channel: {} });
      const id = streamer.channelId!;
      const find = (member: TestMember | null) => get(api, member, `/api/guest/find-new-board?channelId=${id}`);
      expect((await find(fan)).body).toEqual({ channelId: id, hasNew: false, latestBoardId: 0 });
      const first = await writePost(author, id);
      expect((await find(fan)).body).toEqual({ channelId: id, hasNew: true, latestBoardId: first });
      expect((await find(author)).body.hasNew).toBe(false);
      expect((await find(null)).body).toEqual({ channelId: id, hasNew: false, latestBoardId: first });
      await get(api, fan, `/api/cs/board-list?channelId=${id}`);
      expect((await find(fan)).body.hasNew).toBe(false);
      const second = await writePost(author, id);
      expect((await find(fan)).body.hasNew).toBe(true);
      await get(api, fan, `/api/cs/board-detail?boardId=${first}`);
      expect((await find(fan)).body.hasNew).toBe(true);
      await get(api, fan, `/api/cs/board-detail?boardId=${second}`);
      expect((await find(fan)).body.hasNew).toBe(false);
      expect(await get(api, null, '/api/guest/find-new-board?channelId=999999')).toMatchObject(
        refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
      );
    });

    test('live-board-check: the live page learns whether the channel has a board and new posts', async () => {
      const streamer = await newMember(api, { channel: { live: true } });
      const id = streamer.channelId!;
      const check = (member: TestMember | null, channel = id) =>
        api.call('POST', '/v4/api/lives/live-board-check', { body: { channelId: channel }, ...as(member) });
      expect((await check(fan)).body).toEqual({
        channelId: id,
        hasBoard: true,
        postCount: 0,
        hasNew: false,
        latestBoardId: 0,
      });
      const boardId = await writePost(author, id);
      expect((await check(fan)).body).toEqual({
        channelId: id,
        hasBoard: true,
        postCount: 1,
        hasNew: true,
        latestBoardId: boardId,
      });
      expect((await check(null)).body).toMatchObject({ hasBoard: true, postCount: 1, hasNew: false });
      expect((await check(mintOwner, mintOwner.channelId!)).body).toEqual({
        channelId: mintOwner.channelId,
        hasBoard: false,
        postCount: 0,
        hasNew: false,
        latestBoardId: 0,
      });
      expect(await check(fan, mintOwner.channelId!)).toMatchObject(
        refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
      );
    });
  });
});
