/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { BOARD_MESSAGES, CHANNEL_MESSAGES, CHANNEL_NOTICE_MESSAGES, UPLOAD_MESSAGES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../platform/http/brand';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import {
  appointManager,
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

const notFound = () => refused(404, 'NOT_FOUND', CHANNEL_NOTICE_MESSAGES.notFound);

describe.each(testDatabaseTargets('pglite'))('channel notices on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let viewer: TestMember;
  let operator: TestMember;
  let manager: TestMember;
  let otherOwner: TestMember;
  let mintOwner: TestMember;
  let channelId: number;

  const create = (
    member: TestMember | null,
    fields: Record<string, string | number | boolean>,
    files: FilePart[] = [],
  ) => callMultipart(api, 'POST', '/api/my/channel-notice', member, { channelId, ...fields }, files);
  const update = (
    member: TestMember | null,
    noticeId: number,
    fields: Record<string, string | number | boolean>,
    files: FilePart[] = [],
  ) => callMultipart(api, 'PUT', `/api/my/channel-notice/${noticeId}`, member, fields, files);
  const remove = (member: TestMember | null, noticeId: number) =>
    api.call('DELETE', `/api/my/channel-notice/${noticeId}`, { headers: member?.headers ?? {} });
  const list = (query = '') => get(api, null, `/api/my/channel-notice-list?channelId=${channelId}${query}`);

  beforeAll(async () => {
    api = await startMoneyApi(target);
    owner = await newMember(api, { channel: {} });
    channelId = owner.channelId!;
    viewer = await newMember(api);
    operator = await newMember(api, { userType: 'O' });
    manager = await newMember(api);
    await appointManager(api, channelId, manager);
    otherOwner = await newMember(api, { channel: {} });
    mintOwner = await newMember(api, { brand: 'mint', channel: {} });
  });
  afterAll(() => api.close());

  test('the owner writes a notice with two images; anyone reads it', async () => {
    const created = await create(owner, { title: '  방송 일정 안내  ', content: '매주 토요일 9시에 방송합니다.' }, [
      png('one.png', 'images', 1),
      png('two.png', 'images', 2),
    ]);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      noticeId: expect.any(Number),
      channelId,
      authorMemberId: owner.memberId,
      authorNickname: owner.nickname,
      title: '방송 일정 안내',
      content: '매주 토요일 9시에 방송합니다.',
      important: false,
      images: [
        expect.objectContaining({
          fileName: 'one.png',
          contentType: 'image/png',
          url: expect.stringMatching(/^\/api\/uploads\//),
        }),
        expect.objectContaining({ fileName: 'two.png', contentType: 'image/png' }),
      ],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await pixelsOf((await download(api, created.body.images[1].url)).bytes)).toEqual(await pixelsOf(tinyPng(2)));
    const read = await get(api, null, `/api/my/channel-notice/${created.body.noticeId}`);
    expect(read).toMatchObject({ status: 200, body: created.body });
  });

  test('a manager and an operator may write notices too', async () => {
    for (const member of [manager, operator]) {
      const created = await create(member, { title: `${member.nickname}의 공지`, content: '내용' });
      expect(created).toMatchObject({ status: 201, body: { authorMemberId: member.memberId, images: [] } });
    }
  });

  test('a member or another channel owner may not write (403); a visitor must sign in (401)', async () => {
    expect(await create(viewer, { title: '제목', content: '내용' })).toMatchObject(forbidden());
    expect(await create(otherOwner, { title: '제목', content: '내용' })).toMatchObject(forbidden());
    expect(await create(null, { title: '제목', content: '내용' })).toMatchObject(visitorRefusal());
  });

  test("another brand's channel is not found", async () => {
    const answer = await callMultipart(api, 'POST', '/api/my/channel-notice', operator, {
      channelId: mintOwner.channelId!,
      title: '제목',
      content: '내용',
    });
    expect(answer).toMatchObject(refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound));
    expect(await get(api, null, `/api/my/channel-notice-list?channelId=${mintOwner.channelId}`)).toMatchObject(
      refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
    );
  });

  test('title and content are required; at most 5 images', async () => {
    const empty = await create(owner, { title: ' ', content: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'title', in: 'body', message: CHANNEL_NOTICE_MESSAGES.title, key: 'board.title' },
      { field: 'content', in: 'body', message: CHANNEL_NOTICE_MESSAGES.content, key: 'board.content' },
    ]);
    const six = await create(
      owner,
      { title: '제목', content: '내용' },
      [1, 2, 3, 4, 5, 6].map((n) => png(`${n}.png`, 'images', n)),
    );
    expect(six).toMatchObject({
      status: 400,
      body: expect.objectContaining({ message: UPLOAD_MESSAGES.tooMany.replace('{max}', '5') }),
    });
  });

  test('the list shows important notices first, then newest first, paged', async () => {
    const pinned = await create(owner, { title: '고정 공지', content: '중요', important: true });
    const newest = await create(owner, { title: '최신 공지', content: '내용' });
    const page = await list('&size=2');
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ page: 1, size: 2, total: 5 });
    expect(page.body.items.map((item: { noticeId: number }) => item.noticeId)).toEqual([
      pinned.body.noticeId,
      newest.body.noticeId,
    ]);
    expect((await list('&page=3&size=2')).body.items).toHaveLength(1);
  });

  test('editing keeps the named images, adds new ones, and can pin', async () => {
    const created = await create(owner, { title: '원래 제목', content: '원래 내용' }, [
      png('a.png', 'images', 10),
      png('b.png', 'images', 11),
    ]);
    const [first, second] = created.body.images;
    const edited = await update(
      manager,
      created.body.noticeId,
      {
        title: '바뀐 제목',
        content: '바뀐 내용',
        important: true,
        keepImageIds: second.uploadId,
      },
      [png('c.png', 'images', 12)],
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: '바뀐 제목',
      content: '바뀐 내용',
      important: true,
      authorMemberId: owner.memberId,
    });
    expect(edited.body.images.map((image: { uploadId: string }) => image.uploadId)).toEqual([
      second.uploadId,
      expect.any(String),
    ]);
    expect(edited.body.images[1].fileName).toBe('c.png');
    expect(edited.body.images.some((image: { uploadId: string }) => image.uploadId === first.uploadId)).toBe(false);

    const untouched = await update(owner, created.body.noticeId, { title: '다시', content: '다시' });
    expect(untouched.body.images).toEqual(edited.body.images);
    expect(untouched.body.important).toBe(true);
    const cleared = await update(owner, created.body.noticeId, { title: '다시', content: '다시', keepImageIds: '' });
    expect(cleared.body.images).toEqual([]);
  });

  test('an edit may not keep an image the notice does not have, nor end with more than 5', async () => {
    const created = await create(
      owner,
      { title: '이미지', content: '내용' },
      [1, 2, 3].map((n) => png(`${n}.png`, 'images', n)),
    );
    const ids = created.body.images.map((image: { uploadId: string }) => image.uploadId).join(',');
    expect(
      await update(owner, created.body.noticeId, {
        title: 't',
        content: 'c',
        keepImageIds: '00000000-0000-4000-8000-000000000000',
      }),
    ).toMatchObject(refused(400, 'VALIDATION_ERROR', CHANNEL_NOTICE_MESSAGES.unknownImage));
    expect(
      await update(owner, created.body.noticeId, { title: 't', content: 'c', keepImageIds: ids }, [
        png('4.png'),
        png('5.png'),
        png('6.png'),
      ]),
    ).toMatchObject(refused(400, 'VALIDATION_ERROR', CHANNEL_NOTICE_MESSAGES.tooManyImages));
    expect(
      (
        await update(owner, created.body.noticeId, { title: 't', content: 'c', keepImageIds: ids }, [
          png('4.png'),
          png('5.png'),
        ])
      ).body.images,
    ).toHaveLength(5);
  });

  test('only who runs the channel edits or deletes: member 403, other owner 403, visitor 401', async () => {
    const created = await create(owner, { title: '지킬 공지', content: '내용' });
    const id = created.body.noticeId;
    for (const member of [viewer, otherOwner]) {
      expect(await update(member, id, { title: '변조', content: '변조' })).toMatchObject(forbidden());
      expect(await remove(member, id)).toMatchObject(forbidden());
    }
    expect(await update(null, id, { title: '변조', content: '변조' })).toMatchObject(visitorRefusal());
    expect(await remove(null, id)).toMatchObject(visitorRefusal());
    expect((await get(api, null, `/api/my/channel-notice/${id}`)).body.title).toBe('지킬 공지');
  });

  test('a deleted notice is gone from the list and its page; deleting again is not found', async () => {
    const created = await create(owner, { title: '지울 공지', content: '내용' });
    const id = created.body.noticeId;
    expect(await remove(operator, id)).toMatchObject({ status: 200, body: { noticeId: id, deleted: true } });
    expect(await get(api, null, `/api/my/channel-notice/${id}`)).toMatchObject(notFound());
    const all = await list('&size=100');
    expect(all.body.items.some((item: { noticeId: number }) => item.noticeId === id)).toBe(false);
    expect(await remove(owner, id)).toMatchObject(notFound());
    expect(await update(owner, id, { title: 't', content: 'c' })).toMatchObject(notFound());
  });

  describe('who runs the channel, on mint (a brand without boards)', () => {
    let mintManager: TestMember;
    let mintOperator: TestMember;
    let mintFan: TestMember;
    const mintVisitor = { [SITE_CODE_HEADER]: 'mint' };
    const runsCheck = (member: TestMember | null, channel = mintOwner.channelId!) =>
      get(api, member, `/api/my/channel-runs-check?channelId=${channel}`, member ? {} : mintVisitor);

    beforeAll(async () => {
      mintManager = await newMember(api, { brand: 'mint' });
      await appointManager(api, mintOwner.channelId!, mintManager);
      mintOperator = await newMember(api, { brand: 'mint', userType: 'O' });
      mintFan = await newMember(api, { brand: 'mint' });
    });

    test('the board route is off there, yet the check answers: owner, manager and operator run it, a member does not', async () => {
      expect(await get(api, mintOwner, `/api/cs/board-setting-check?channelId=${mintOwner.channelId}`)).toMatchObject(
        refused(404, 'NOT_FOUND', BOARD_MESSAGES.boardsOff),
      );
      const channelId = mintOwner.channelId!;
      expect(await runsCheck(mintOwner)).toMatchObject({ status: 200, body: { channelId, runsChannel: true } });
      expect(await runsCheck(mintManager)).toMatchObject({ status: 200, body: { channelId, runsChannel: true } });
      expect(await runsCheck(mintOperator)).toMatchObject({ status: 200, body: { channelId, runsChannel: true } });
      expect(await runsCheck(mintFan)).toMatchObject({ status: 200, body: { channelId, runsChannel: false } });
    });

    test('what the check says is what writing a notice allows', async () => {
      const write = (member: TestMember) =>
        callMultipart(api, 'POST', '/api/my/channel-notice', member, {
          channelId: mintOwner.channelId!,
          title: '민트 공지',
          content: '내용',
        });
      expect((await write(mintManager)).status).toBe(201);
      expect(await write(mintFan)).toMatchObject(forbidden());
    });

    test('a member of another brand is told the channel does not exist; a visitor must sign in', async () => {
      // onair's own manager of an onair channel: a mint channel id is not found, as for the other routes.
      expect(await runsCheck(manager)).toMatchObject(refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound));
      expect(await runsCheck(manager, channelId)).toMatchObject({
        status: 200,
        body: { channelId, runsChannel: true },
      });
      expect(await runsCheck(mintManager, channelId)).toMatchObject(
        refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
      );
      expect(await runsCheck(null)).toMatchObject(visitorRefusal());
      expect(await runsCheck(mintFan, 2_000_000_000)).toMatchObject(
        refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
      );
    });
  });

  test('unknown notices are not found', async () => {
    expect(await get(api, null, '/api/my/channel-notice/2147483647')).toMatchObject(notFound());
    // Past an int column no notice can be: the contract layer refuses it, naming the field.
    expect(await get(api, null, '/api/my/channel-notice/999999999999')).toMatchObject({ status: 400, body: { errors: [{ field: 'noticeId', in: 'path' }] } });
    expect((await get(api, null, '/api/my/channel-notice/abc')).status).toBe(400);
  });
});
