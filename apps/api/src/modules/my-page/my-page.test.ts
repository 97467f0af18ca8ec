import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@onair/contracts';
import { DEMO_ACCOUNTS, follows } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';

describe.each(testDatabaseTargets('pglite'))('my page on $name', (target) => {
  let api: MoneyApi;
  let member: TestMember;
  let streamer: TestMember;

  const put = (who: TestMember | null, path: string, body: unknown) =>
    api.call('PUT', path, { body, headers: who?.headers ?? {} });

  beforeAll(async () => {
    api = await startMoneyApi(target);
    member = await newMember(api);
    streamer = await newMember(api, { channel: { live: true } });
  });
  afterAll(() => api.close());

  test('settings start on, and a change keeps what was not given', async () => {
    expect((await get(api, member, '/api/my/setting')).body).toEqual({ allowMessages: true, notifyLive: true });
    expect((await put(member, '/api/my/setting', { allowMessages: false })).body).toEqual({
      allowMessages: false,
      notifyLive: true,
    });
    expect((await put(member, '/api/my/setting', { notifyLive: false })).body).toEqual({
      allowMessages: false,
      notifyLive: false,
    });
    expect((await get(api, member, '/api/my/setting')).body).toEqual({ allowMessages: false, notifyLive: false });
    expect((await put(member, '/api/my/setting', { allowMessages: 'yes' })).status).toBe(400);
  });

  test('turning messages off in settings refuses messages to the member', async () => {
    const { status } = await api.call('POST', '/api/my/messages', {
      body: { loginId: member.loginId, content: '안녕하세요' },
      headers: streamer.headers,
    });
    expect(status).toBe(403);
  });

  test('the profile answers the nickname, the channel and how many channels the member follows', async () => {
    await api.call('POST', '/api/my/follows', { body: { channelId: streamer.channelId }, headers: member.headers });
    expect((await get(api, member, '/api/my/profile')).body).toEqual({
      memberId: member.memberId,
      loginId: member.loginId,
      nickname: member.nickname,
      channelId: null,
      channelName: null,
      followingCount: 1,
      joinedAt: expect.any(String),
      // The test members are inserted without a password, as a social-only member is.
      hasPassword: false,
    });
    expect((await get(api, streamer, '/api/my/profile')).body).toMatchObject({
      channelId: streamer.channelId,
      channelName: streamer.channelName,
      followingCount: 0,
    });
  });

  test("followingCount counts only this brand's channels, as the follow list shows them", async () => {
    const reader = await newMember(api);
    const novaStreamer = await newMember(api, { brand: 'nova', channel: { live: false } });
    // The follow route refuses another brand's channel; a row from before (or seeded data) may still hold one.
    await api.database.db
      .insert(follows)
      .values({ memberId: reader.memberId, channelId: novaStreamer.channelId as number });
    await api.call('POST', '/api/my/follows', { body: { channelId: streamer.channelId }, headers: reader.headers });
    expect((await get(api, reader, '/api/my/profile')).body.followingCount).toBe(1);
    expect((await get(api, reader, '/api/my/follows?page=1&size=10')).body.total).toBe(1);
  });

  test('a new nickname is saved with its spaces stripped', async () => {
    const { status, body } = await put(member, '/api/my/profile', { nickname: '새 닉네임' });
    expect(status).toBe(200);
    expect(body.nickname).toBe('새닉네임');
    expect((await get(api, member, '/api/my/profile')).body.nickname).toBe('새닉네임');
    expect((await put(member, '/api/my/profile', { nickname: '새닉네임' })).status).toBe(200);
  });

  test("another member's nickname, in any case, is a 409 with the signup message", async () => {
    for (const nickname of [DEMO_ACCOUNTS.viewer.nickname, streamer.nickname.toUpperCase()]) {
      const { status, body } = await put(member, '/api/my/profile', { nickname });
      expect(status).toBe(409);
      expect(body).toMatchObject({ code: 'CONFLICT', message: VALIDATION_MESSAGES.nicknameTaken });
      expect(body.errors[0]).toMatchObject({ field: 'nickname' });
    }
  });

  test('a nickname breaking the 2-10 character rule is a 400 with the SPEC message', async () => {
    for (const nickname of ['a', '열한글자가넘는닉네임입니다', 'bad*name', '']) {
      const { status, body } = await put(member, '/api/my/profile', { nickname });
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ field: 'nickname', message: VALIDATION_MESSAGES.nickname });
    }
  });

  test('visitors are refused with 401', async () => {
    for (const path of ['/api/my/setting', '/api/my/profile']) {
      const read = await get(api, null, path);
      expect(read.status).toBe(401);
      expect(read.body.message).toBe(AUTH_MESSAGES.invalidToken);
    }
    expect((await put(null, '/api/my/setting', { notifyLive: true })).status).toBe(401);
    expect((await put(null, '/api/my/profile', { nickname: '손님' })).status).toBe(401);
  });
});
