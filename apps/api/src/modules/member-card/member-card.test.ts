import { eq } from 'drizzle-orm';
import { members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, post, startMoneyApi, type MoneyApi } from '../money/testing/money-test-kit';

const NOT_FOUND = '존재하지 않는 회원입니다.';

describe.each(testDatabaseTargets('pglite'))("the chat's user card on $name", (target) => {
  let api: MoneyApi;
  beforeAll(async () => {
    api = await startMoneyApi(target);
  });
  afterAll(async () => {
    await api.close();
  });

  test("a streamer's card has their channel, its followers and whether the caller follows; a viewer's has none", async () => {
    const streamer = await newMember(api, { channel: { live: true } });
    const fan = await newMember(api);
    const stranger = await newMember(api);
    expect((await post(api, fan, '/api/my/follows', { channelId: streamer.channelId }, null)).status).toBe(200);

    const asFan = await get(api, fan, `/api/guest/member-card/${streamer.memberId}`);
    expect(asFan.status).toBe(200);
    expect(asFan.body).toEqual({
      memberId: streamer.memberId,
      loginId: streamer.loginId,
      nickname: streamer.nickname,
      profileImageUrl: null,
      channelId: streamer.channelId,
      followerCount: 1,
      following: true,
    });
    expect((await get(api, stranger, `/api/guest/member-card/${streamer.memberId}`)).body).toMatchObject({
      followerCount: 1,
      following: false,
    });
    expect((await get(api, null, `/api/guest/member-card/${streamer.memberId}`)).body).toMatchObject({
      following: false,
    });

    expect((await get(api, null, `/api/guest/member-card/${fan.memberId}`)).body).toEqual({
      memberId: fan.memberId,
      loginId: fan.loginId,
      nickname: fan.nickname,
      profileImageUrl: null,
      channelId: null,
      followerCount: null,
      following: false,
    });
  });

  test("a withdrawn member, another brand's and a missing one are 404 alike; a malformed id is 400", async () => {
    const gone = await newMember(api);
    await api.database.db.update(members).set({ withdrawnAt: new Date() }).where(eq(members.memberId, gone.memberId));
    const mint = await newMember(api, { brand: 'mint' });
    for (const memberId of [gone.memberId, mint.memberId, 2_000_000_000]) {
      const answer = await get(api, null, `/api/guest/member-card/${memberId}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ message: NOT_FOUND });
    }
    // The same member asked for on their own brand is found.
    expect((await get(api, mint, `/api/guest/member-card/${mint.memberId}`)).status).toBe(200);
    expect((await get(api, null, '/api/guest/member-card/abc')).status).toBe(400);
  });
});
