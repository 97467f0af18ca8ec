/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { CHANNEL_MESSAGES, CHANNEL_PROFILE_MESSAGES } from '@onair/contracts';
import { eq } from 'drizzle-orm';
import { channels, follows, uploads } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import {
  appointManager,
  callMultipart,
  download,
  png,
  refused,
  pixelsOf,
  tinyPng,
  visitorRefusal,
} from '../../platform/permissions/testing/channel-test-kit';

describe.each(testDatabaseTargets('pglite'))('channel profile on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let viewer: TestMember;
  let operator: TestMember;
  let manager: TestMember;
  let otherBrandOwner: TestMember;
  let channelId: number;

  const edit = (
    member: TestMember | null,
    fields: Record<string, string | number | boolean>,
    files = [] as ReturnType<typeof png>[],
  ) => callMultipart(api, 'PUT', '/api/my/channel-profile', member, fields, files);

  beforeAll(async () => {
    api = await startMoneyApi(target);
    owner = await newMember(api, { channel: {} });
    channelId = owner.channelId!;
    viewer = await newMember(api);
    operator = await newMember(api, { userType: 'O' });
    manager = await newMember(api);
    await appointManager(api, channelId, manager);
    otherBrandOwner = await newMember(api, { brand: 'mint', channel: {} });
    await api.database.db.insert(follows).values([
      { memberId: viewer.memberId, channelId },
      { memberId: manager.memberId, channelId },
    ]);
  });
  afterAll(() => api.close());

  test('anyone reads a channel profile with its owner and follower count', async () => {
    const answer = await get(api, null, `/api/guest/channel-profile/${channelId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      channelId,
      name: owner.channelName,
      description: '',
      profileImageUrl: null,
      bannerImageUrl: null,
      ownerMemberId: owner.memberId,
      ownerNickname: owner.nickname,
      followerCount: 2,
      isLive: false,
    });
  });

  test('an unknown channel, or one of another brand, is not found', async () => {
    for (const path of [
      '/api/guest/channel-profile/999999',
      `/api/guest/channel-profile/${otherBrandOwner.channelId}`,
    ]) {
      expect(await get(api, null, path)).toMatchObject(refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound));
    }
    expect(await get(api, otherBrandOwner, `/api/guest/channel-profile/${otherBrandOwner.channelId}`)).toMatchObject({
      status: 200,
    });
  });

  test('the owner reads their own profile; a member without a channel is told so; a visitor must sign in', async () => {
    expect((await get(api, owner, '/api/my/channel-profile')).body).toMatchObject({
      channelId,
      ownerMemberId: owner.memberId,
    });
    expect(await get(api, viewer, '/api/my/channel-profile')).toMatchObject(
      refused(404, 'NOT_FOUND', CHANNEL_PROFILE_MESSAGES.noChannel),
    );
    expect(await get(api, null, '/api/my/channel-profile')).toMatchObject(visitorRefusal());
  });

  test('the owner changes name and description (trimmed) and uploads profile and banner images', async () => {
    const answer = await edit(
      owner,
      { channelId, name: '  새 채널 이름  ', description: '안녕하세요, 채널 소개입니다.' },
      [png('face.png', 'profileImage', 0x10), png('wide.png', 'bannerImage', 0x20)],
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      channelId,
      name: '새 채널 이름',
      description: '안녕하세요, 채널 소개입니다.',
      profileImageUrl: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}$/),
      bannerImageUrl: expect.stringMatching(/^\/api\/uploads\/[0-9a-f-]{36}$/),
    });
    expect(await pixelsOf((await download(api, answer.body.profileImageUrl)).bytes)).toEqual(await pixelsOf(tinyPng(0x10)));
    expect(await pixelsOf((await download(api, answer.body.bannerImageUrl)).bytes)).toEqual(await pixelsOf(tinyPng(0x20)));
    const read = await get(api, null, `/api/guest/channel-profile/${channelId}`);
    expect(read.body).toMatchObject({ name: '새 채널 이름', profileImageUrl: answer.body.profileImageUrl });
  });

  test('an edit without files keeps the images; a remove flag clears one', async () => {
    const before = (await get(api, null, `/api/guest/channel-profile/${channelId}`)).body;
    const kept = await edit(owner, { channelId, name: '이름만 바꿈' });
    expect(kept.body).toMatchObject({
      name: '이름만 바꿈',
      description: '',
      profileImageUrl: before.profileImageUrl,
      bannerImageUrl: before.bannerImageUrl,
    });
    const cleared = await edit(owner, { channelId, name: '이름만 바꿈', removeBannerImage: true });
    expect(cleared.body).toMatchObject({ profileImageUrl: before.profileImageUrl, bannerImageUrl: null });
  });

  test('nobody but the owner may edit: member, manager and operator get 403, a visitor 401', async () => {
    for (const member of [viewer, manager, operator]) {
      expect(await edit(member, { channelId, name: '빼앗기' })).toMatchObject(
        refused(403, 'FORBIDDEN', CHANNEL_PROFILE_MESSAGES.ownerOnly),
      );
    }
    expect(await edit(null, { channelId, name: '빼앗기' })).toMatchObject(visitorRefusal());
    expect(await edit(owner, { channelId: otherBrandOwner.channelId!, name: '빼앗기' })).toMatchObject(
      refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
    );
    expect((await get(api, null, `/api/guest/channel-profile/${channelId}`)).body.name).toBe('이름만 바꿈');
  });

  test('a refused edit leaves no uploaded file behind', async () => {
    const refusedEdit = await edit(viewer, { channelId, name: '빼앗기' }, [png('x.png', 'profileImage')]);
    expect(refusedEdit).toMatchObject(refused(403, 'FORBIDDEN', CHANNEL_PROFILE_MESSAGES.ownerOnly));
    const left = await api.database.db.select().from(uploads).where(eq(uploads.ownerMemberId, viewer.memberId));
    expect(left).toEqual([]);
  });

  test('name must be 1-30 characters and the description at most 500', async () => {
    for (const name of ['   ', '가'.repeat(31)]) {
      const answer = await edit(owner, { channelId, name });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'name', in: 'body', message: CHANNEL_PROFILE_MESSAGES.name, key: 'channelProfile.name' }]);
    }
    const long = await edit(owner, { channelId, name: '가'.repeat(30), description: '나'.repeat(501) });
    expect(long.body.errors).toEqual([
      { field: 'description', in: 'body', message: CHANNEL_PROFILE_MESSAGES.description, key: 'channelProfile.description' },
    ]);
    expect((await edit(owner, { channelId, name: '가'.repeat(30), description: '나'.repeat(500) })).status).toBe(200);
  });

  test('an image field takes images only', async () => {
    const answer = await edit(owner, { channelId, name: '문서' }, [
      { field: 'profileImage', name: 'doc.pdf', bytes: Buffer.from('%PDF-1.4\n%test\n'), type: 'application/pdf' },
    ]);
    expect(answer.status).toBe(415);
  });

  test('a member opens their channel once: it is theirs, offline, and a second try is refused', async () => {
    const newcomer = await newMember(api);
    const open = (member: TestMember | null, body: unknown) =>
      api.call('POST', '/api/my/channel-profile', { body, headers: member?.headers ?? {} });

    const opened = await open(newcomer, { name: '  첫 방송국  ', broadcastRulesAgreed: true });
    expect(opened.status).toBe(201);
    expect(opened.body).toMatchObject({
      name: '첫 방송국',
      ownerMemberId: newcomer.memberId,
      ownerNickname: newcomer.nickname,
      followerCount: 0,
      isLive: false,
    });
    const { channelId: newChannelId } = opened.body as { channelId: number };
    expect((await get(api, newcomer, '/api/my/channel-profile')).body).toMatchObject({ channelId: newChannelId });
    expect((await get(api, null, `/api/guest/channel-profile/${newChannelId}`)).status).toBe(200);

    expect(await open(newcomer, { name: '두 번째', broadcastRulesAgreed: true })).toMatchObject(
      refused(409, 'CHANNEL_ALREADY_OPEN', CHANNEL_PROFILE_MESSAGES.alreadyOpen),
    );
    expect(await open(owner, { name: '또 하나', broadcastRulesAgreed: true })).toMatchObject(
      refused(409, 'CHANNEL_ALREADY_OPEN', CHANNEL_PROFILE_MESSAGES.alreadyOpen),
    );
    expect(await open(null, { name: '방문자', broadcastRulesAgreed: true })).toMatchObject(visitorRefusal());
  });

  test('opening a channel with the broadcast rules agreed records when they were agreed', async () => {
    const agreeing = await newMember(api);
    const before = Date.now();
    const opened = await api.call('POST', '/api/my/channel-profile', {
      body: { name: '동의한 방송국', broadcastRulesAgreed: true },
      headers: agreeing.headers,
    });
    expect(opened.status).toBe(201);
    const [row] = await api.database.db
      .select({ agreedAt: channels.broadcastRulesAgreedAt })
      .from(channels)
      .where(eq(channels.channelId, (opened.body as { channelId: number }).channelId));
    expect(row?.agreedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.agreedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const refusing = await newMember(api);
    const refused400 = await api.call('POST', '/api/my/channel-profile', {
      body: { name: '거절한 방송국', broadcastRulesAgreed: false },
      headers: refusing.headers,
    });
    expect(refused400).toMatchObject({ status: 400 });
    expect(refused400.body.errors).toEqual([
      { field: 'broadcastRulesAgreed', in: 'body', message: CHANNEL_PROFILE_MESSAGES.broadcastRulesRequired, key: 'channelProfile.broadcastRulesRequired' },
    ]);
    expect((await get(api, refusing, '/api/my/channel-profile')).status).toBe(404);

    // Not agreeing at all is refused alike: no channel is opened without the rules agreed.
    const silent = await api.call('POST', '/api/my/channel-profile', { body: { name: '말없는 방송국' }, headers: refusing.headers });
    expect(silent).toMatchObject({ status: 400 });
    expect(silent.body.errors).toEqual([
      { field: 'broadcastRulesAgreed', in: 'body', message: CHANNEL_PROFILE_MESSAGES.broadcastRulesRequired, key: 'channelProfile.broadcastRulesRequired' },
    ]);
    expect((await get(api, refusing, '/api/my/channel-profile')).status).toBe(404);
  });

  test('two tries at once to open a channel make one channel', async () => {
    const newcomer = await newMember(api);
    const answers = await Promise.all(
      ['하나', '둘', '셋'].map((name) =>
        api.call('POST', '/api/my/channel-profile', { body: { name, broadcastRulesAgreed: true }, headers: newcomer.headers }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  test('a channel is opened with a name of 1-30 characters', async () => {
    const newcomer = await newMember(api);
    for (const name of ['   ', '가'.repeat(31)]) {
      const answer = await api.call('POST', '/api/my/channel-profile', { body: { name, broadcastRulesAgreed: true }, headers: newcomer.headers });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([{ field: 'name', in: 'body', message: CHANNEL_PROFILE_MESSAGES.name, key: 'channelProfile.name' }]);
    }
    expect((await get(api, newcomer, '/api/my/channel-profile')).status).toBe(404);
  });
});
