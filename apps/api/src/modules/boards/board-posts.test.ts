/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { sql } from 'drizzle-orm';
import { BOARD_MESSAGES, CHANNEL_MESSAGES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import {
  appointManager,
  authorOnlyRefusal,
  callMultipart,
  download,
  forbidden,
  png,
  refused,
  pixelsOf,
  tinyPng,
  visitorRefusal,
  type FilePart,
} from '../../platform/permissions/testing/channel-test-kit';

type Summary = { boardId: number; title: string };
const ids = (page: { items: Summary[] }) => page.items.map((item) => item.boardId);
const postNotFound = () => refused(404, 'NOT_FOUND', BOARD_MESSAGES.notFound);

describe.each(testDatabaseTargets('pglite'))('board posts on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let author: TestMember;
  let other: TestMember;
  let operator: TestMember;
  let manager: TestMember;
  let mintOwner: TestMember;
  let channelId: number;

  const write = (
    member: TestMember | null,
    fields: Record<string, string | number | boolean>,
    files: FilePart[] = [],
  ) => callMultipart(api, 'POST', '/api/cs/board-write', member, { channelId, ...fields }, files);
  const update = (
    member: TestMember | null,
    fields: Record<string, string | number | boolean>,
    files: FilePart[] = [],
  ) => callMultipart(api, 'PUT', '/api/cs/board-update', member, fields, files);
  const remove = (member: TestMember | null, boardId: number) =>
    api.call('DELETE', `/api/cs/board-delete/${boardId}`, { headers: member?.headers ?? {} });
  const pin = (member: TestMember | null, boardId: number, body: unknown = {}, channel = channelId) =>
    api.call('PUT', `/api/cs/board-important/${channel}/${boardId}`, { body, headers: member?.headers ?? {} });
  const list = (query = '', member: TestMember | null = null) =>
    get(api, member, `/api/cs/board-list?channelId=${channelId}${query}`);
  const detail = (boardId: number, member: TestMember | null = null) =>
    get(api, member, `/api/cs/board-detail?boardId=${boardId}`);

  beforeAll(async () => {
    api = await startMoneyApi(target);
    owner = await newMember(api, { channel: {} });
    channelId = owner.channelId!;
    author = await newMember(api);
    other = await newMember(api);
    operator = await newMember(api, { userType: 'O' });
    manager = await newMember(api);
    await appointManager(api, channelId, manager);
    mintOwner = await newMember(api, { brand: 'mint', channel: {} });
  });
  afterAll(() => api.close());

  test('a member writes a post with an image; anyone reads it and each read counts a view', async () => {
    const written = await write(author, { category: 2, title: '  팬아트 올려요  ', content: '그려봤어요!' }, [
      png('art.png', 'images', 7),
    ]);
    expect(written.status).toBe(201);
    expect(written.body).toEqual({
      boardId: expect.any(Number),
      channelId,
      category: 2,
      title: '팬아트 올려요',
      authorMemberId: author.memberId,
      authorNickname: author.nickname,
      important: false,
      likeCount: 0,
      commentCount: 0,
      viewCount: 0,
      imageCount: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      content: '그려봤어요!',
      images: [
        expect.objectContaining({
          fileName: 'art.png',
          contentType: 'image/png',
          url: expect.stringMatching(/^\/api\/uploads\//),
        }),
      ],
      liked: false,
      canEdit: true,
      canDelete: true,
    });
    expect(await pixelsOf((await download(api, written.body.images[0].url)).bytes)).toEqual(await pixelsOf(tinyPng(7)));
    const first = await detail(written.body.boardId);
    expect(first.body).toMatchObject({ viewCount: 1, canEdit: false, canDelete: false, content: '그려봤어요!' });
    expect((await detail(written.body.boardId, other)).body).toMatchObject({
      viewCount: 2,
      canEdit: false,
      canDelete: false,
    });
    // Who runs the channel may delete a member's post but not edit it.
    for (const [n, runner] of [owner, manager, operator].entries()) {
      expect((await detail(written.body.boardId, runner)).body).toMatchObject({
        viewCount: 3 + n,
        canEdit: false,
        canDelete: true,
      });
    }
    expect((await detail(written.body.boardId, author)).body).toMatchObject({
      viewCount: 6,
      canEdit: true,
      canDelete: true,
    });
  });

  test('a reader counts once an hour: reloads and the refetch after a like or comment add no view', async () => {
    const written = await write(author, { title: '조회수 확인', content: '몇 번 읽혔을까요?' });
    expect((await detail(written.body.boardId, other)).body).toMatchObject({ viewCount: 1 });
    expect((await detail(written.body.boardId, other)).body).toMatchObject({ viewCount: 1 });
    // Two tabs of one reader opened at once are one view.
    const tabs = await Promise.all([detail(written.body.boardId, manager), detail(written.body.boardId, manager)]);
    expect(tabs.map((tab) => tab.body.viewCount).sort()).toEqual([2, 2]);
    // An hour later the same reader counts again.
    await api.database.db.execute(
      sql`update board_post_views set viewed_at = now() - interval '61 minutes' where board_id = ${written.body.boardId}`,
    );
    expect((await detail(written.body.boardId, other)).body).toMatchObject({ viewCount: 3 });
    // Visitors count by address.
    expect(
      (await get(api, null, `/api/cs/board-detail?boardId=${written.body.boardId}`, { 'x-forwarded-for': '10.9.8.7' }))
        .body,
    ).toMatchObject({ viewCount: 4 });
    expect(
      (await get(api, null, `/api/cs/board-detail?boardId=${written.body.boardId}`, { 'x-forwarded-for': '10.9.8.7' }))
        .body,
    ).toMatchObject({ viewCount: 4 });
  });

  test('a visitor may not write (401); bad input is refused with the exact messages', async () => {
    expect(await write(null, { title: '제목', content: '내용' })).toMatchObject(visitorRefusal());
    const empty = await write(author, { title: '', content: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'title', in: 'body', message: BOARD_MESSAGES.title, key: 'board.title' },
      { field: 'content', in: 'body', message: BOARD_MESSAGES.content, key: 'board.content' },
    ]);
    expect((await write(author, { title: '가'.repeat(101), content: '내용' })).body.errors).toEqual([
      { field: 'title', in: 'body', message: BOARD_MESSAGES.title, key: 'board.title' },
    ]);
    expect((await write(author, { title: '제목', content: '내용', category: 9 })).status).toBe(400);
  });

  test("another brand's channel and unknown posts are not found", async () => {
    expect(
      await callMultipart(api, 'POST', '/api/cs/board-write', author, { channelId: 999_999, title: 't', content: 'c' }),
    ).toMatchObject(refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound));
    expect(await get(api, null, `/api/cs/board-list?channelId=${mintOwner.channelId}`)).toMatchObject(
      refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
    );
    expect(await detail(999_999)).toMatchObject(postNotFound());
  });

  test('on a brand with boards off, board routes say so', async () => {
    const answer = await get(api, mintOwner, `/api/cs/board-list?channelId=${mintOwner.channelId}`);
    expect(answer).toMatchObject(refused(404, 'NOT_FOUND', BOARD_MESSAGES.boardsOff));
    const written = await callMultipart(api, 'POST', '/api/cs/board-write', mintOwner, {
      channelId: mintOwner.channelId!,
      title: 't',
      content: 'c',
    });
    expect(written).toMatchObject(refused(404, 'NOT_FOUND', BOARD_MESSAGES.boardsOff));
  });

  test('the list: important first, newest first, 10 a page, by category, searched by title, content or author', async () => {
    const channel = await newMember(api, { channel: {} });
    const at = (query: string) => get(api, null, `/api/cs/board-list?channelId=${channel.channelId}${query}`);
    const writeOn = (member: TestMember, fields: Record<string, string | number>) =>
      callMultipart(api, 'POST', '/api/cs/board-write', member, { channelId: channel.channelId!, ...fields });
    const written: number[] = [];
    for (let n = 1; n <= 11; n += 1) {
      const post = await writeOn(author, {
        title: `글 ${n}`,
        content: n === 3 ? '50% 할인 소식' : `내용 ${n}`,
        category: n % 2 === 0 ? 3 : 1,
      });
      written.push(post.body.boardId);
    }
    const byOther = await writeOn(other, { title: '질문 있어요', content: '언제 방송하나요?', category: 3 });
    written.push(byOther.body.boardId);
    expect((await pin(channel, written[0]!, { important: true }, channel.channelId!)).body).toEqual({
      boardId: written[0],
      important: true,
    });

    const first = await at('');
    expect(first.body).toMatchObject({ page: 1, size: 10, total: 12 });
    expect(ids(first.body)).toEqual([written[0], ...written.slice(1).reverse().slice(0, 9)]);
    expect(first.body.items[0]).toMatchObject({ important: true, imageCount: 0, authorNickname: author.nickname });
    expect(ids((await at('&page=2')).body)).toEqual([written[2], written[1]]);
    expect((await at('&category=3')).body.total).toBe(6);
    expect(ids((await at('&filter=title&keyword=질문')).body)).toEqual([byOther.body.boardId]);
    expect(ids((await at('&filter=content&keyword=50%25')).body)).toEqual([written[2]]);
    expect(ids((await at('&filter=content&keyword=%25')).body)).toEqual([written[2]]);
    expect((await at(`&filter=author&keyword=${other.nickname}`)).body.total).toBe(1);
    expect((await at('&filter=all&keyword=방송')).body.total).toBe(1);
    expect((await at('&filter=title&keyword=방송')).body.total).toBe(0);
    expect((await at('&filter=nothing')).status).toBe(400);
  });

  test('the author edits: keeps or replaces images; another member may not (403)', async () => {
    const written = await write(author, { title: '원래', content: '원래 내용' }, [
      png('a.png', 'images', 1),
      png('b.png', 'images', 2),
    ]);
    const [kept] = written.body.images;
    expect(await update(other, { boardId: written.body.boardId, title: '남의 글', content: '변조' })).toMatchObject(
      authorOnlyRefusal(),
    );
    expect(await update(null, { boardId: written.body.boardId, title: '남의 글', content: '변조' })).toMatchObject(
      visitorRefusal(),
    );
    const edited = await update(
      author,
      { boardId: written.body.boardId, title: '고침', content: '고친 내용', category: 4, keepImageIds: kept.uploadId },
      [png('c.png', 'images', 3)],
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: '고침',
      content: '고친 내용',
      category: 4,
      imageCount: 2,
      canEdit: true,
    });
    expect(edited.body.images.map((image: { fileName: string }) => image.fileName)).toEqual(['a.png', 'c.png']);
    expect(
      await update(author, {
        boardId: written.body.boardId,
        title: 't',
        content: 'c',
        keepImageIds: '00000000-0000-4000-8000-000000000000',
      }),
    ).toMatchObject(refused(400, 'VALIDATION_ERROR', BOARD_MESSAGES.unknownImage));
    const many = [1, 2, 3, 4].map((n) => png(`${n}.png`, 'images', n));
    expect(await update(author, { boardId: written.body.boardId, title: 't', content: 'c' }, many)).toMatchObject(
      refused(400, 'VALIDATION_ERROR', BOARD_MESSAGES.tooManyImages),
    );
  });

  test('who runs the channel (owner, manager, operator) may delete any post but edit only their own', async () => {
    for (const runner of [owner, manager, operator]) {
      const written = await write(author, { title: '글', content: '내용' }, [png('keep.png', 'images', 4)]);
      expect(
        await update(runner, { boardId: written.body.boardId, title: '정리됨', content: '정리' }, [
          png('stray.png', 'images', 5),
        ]),
      ).toMatchObject(authorOnlyRefusal());
      expect((await detail(written.body.boardId, author)).body).toMatchObject({
        title: '글',
        content: '내용',
        images: [expect.objectContaining({ fileName: 'keep.png' })],
      });
      const own = await write(runner, { title: '운영 글', content: '내용' });
      expect(own.body).toMatchObject({ canEdit: true, canDelete: true });
      expect(
        (await update(runner, { boardId: own.body.boardId, title: '고친 운영 글', content: '고침' })).body,
      ).toMatchObject({ title: '고친 운영 글', canEdit: true });
      expect(await remove(runner, written.body.boardId)).toMatchObject({
        status: 200,
        body: { boardId: written.body.boardId, deleted: true },
      });
    }
  });

  test('a member may not delete another’s post; the author may; a deleted post is gone', async () => {
    const written = await write(author, { title: '지울 글', content: '내용' });
    const id = written.body.boardId;
    expect(await remove(other, id)).toMatchObject(authorOnlyRefusal());
    expect(await remove(null, id)).toMatchObject(visitorRefusal());
    expect(await remove(author, id)).toMatchObject({ status: 200 });
    expect(await detail(id)).toMatchObject(postNotFound());
    expect(ids((await list('&size=100')).body)).not.toContain(id);
    expect(await remove(author, id)).toMatchObject(postNotFound());
    expect(await update(author, { boardId: id, title: 't', content: 'c' })).toMatchObject(postNotFound());
  });

  test('on a board closed to members, an author who does not run the channel may no longer edit but may delete', async () => {
    const written = await write(author, { title: '열려 있을 때', content: '내용' });
    const id = written.body.boardId;
    const ownersPost = await write(owner, { title: '주인장 글', content: '내용' });
    const setWriteAccess = (writeAccess: string) =>
      api.call('PUT', '/api/cs/board-setting', { body: { channelId, writeAccess }, headers: owner.headers });
    expect((await setWriteAccess('owner')).status).toBe(200);
    try {
      expect(await update(author, { boardId: id, title: '닫힌 뒤', content: '고침' })).toMatchObject(
        refused(403, 'FORBIDDEN', BOARD_MESSAGES.writeNotAllowed),
      );
      expect((await detail(id, author)).body).toMatchObject({ title: '열려 있을 때', canEdit: false, canDelete: true });
      expect(
        (await update(owner, { boardId: ownersPost.body.boardId, title: '주인장은 고칠 수 있다', content: '고침' })).body,
      ).toMatchObject({ title: '주인장은 고칠 수 있다', canEdit: true });
      expect(await remove(author, id)).toMatchObject({ status: 200 });
    } finally {
      await setWriteAccess('all');
    }
  });

  test('pinning: who runs the channel only; toggles when not told; the post must be on that channel', async () => {
    const written = await write(author, { title: '고정할 글', content: '내용' });
    const id = written.body.boardId;
    expect(await pin(author, id, { important: true })).toMatchObject(forbidden());
    expect(await pin(null, id)).toMatchObject(visitorRefusal());
    expect((await pin(manager, id)).body).toEqual({ boardId: id, important: true });
    expect((await pin(operator, id)).body).toEqual({ boardId: id, important: false });
    expect((await pin(owner, id, { important: true })).body).toEqual({ boardId: id, important: true });
    expect((await pin(owner, id, { important: true })).body).toEqual({ boardId: id, important: true });
    expect(ids((await list()).body)[0]).toBe(id);
    const elsewhere = await newMember(api, { channel: {} });
    expect(await pin(elsewhere, id, {}, elsewhere.channelId!)).toMatchObject(postNotFound());
    expect(await pin(operator, id, {}, mintOwner.channelId!)).toMatchObject(
      refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
    );
  });
});
