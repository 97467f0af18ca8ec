/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { CHANNEL_MESSAGES, CHANNEL_PROFILE_MESSAGES } from '@onair/contracts';
import { channels, memberBanks, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { eq } from 'drizzle-orm';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { appointManager, refused, visitorRefusal } from '../../platform/permissions/testing/channel-test-kit';

const NO_BANK = { bank_account: null, bank_code: null, bank_holder_name: null };

describe.each(testDatabaseTargets('pglite'))('channel settings on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let viewer: TestMember;
  let operator: TestMember;
  let manager: TestMember;
  let novaOwner: TestMember;
  let channelId: number;

  const put = (member: TestMember | null, body: unknown) =>
    api.call('PUT', '/api/my/channel-settings', { body, headers: member?.headers ?? {} });

  beforeAll(async () => {
    api = await startMoneyApi(target);
    owner = await newMember(api, { channel: { live: true } });
    channelId = owner.channelId!;
    // The owner's identity verification said adult: only such a streamer turns an adult broadcast on.
    await api.database.db.update(members).set({ adult: true }).where(eq(members.memberId, owner.memberId));
    viewer = await newMember(api);
    operator = await newMember(api, { userType: 'O' });
    manager = await newMember(api);
    await appointManager(api, channelId, manager);
    novaOwner = await newMember(api, { brand: 'nova', channel: {} });
    await api.database.db
      .insert(memberBanks)
      .values({ memberId: owner.memberId, bankCode: '088', bankAccount: '110123456789', bankHolderName: '홍길동' });
  });
  afterAll(() => api.close());

  test('anyone reads the settings by their SPEC names; the bank account goes to the owner only', async () => {
    const expected = {
      channelId,
      broadcast: true,
      broadcasting: true,
      adultBroadcast: false,
      adultPlusBroadcast: false,
      isSnsLoginKakao: true,
      isSnsLoginNaver: true,
      isSnsLoginGoogle: true,
      isSnsLoginTwitch: true,
    };
    for (const caller of [null, viewer, manager, operator]) {
      const answer = await get(api, caller, `/api/guest/channel-settings?channelId=${channelId}`);
      expect(answer).toMatchObject({ status: 200, body: { ...expected, ...NO_BANK } });
    }
    expect((await get(api, owner, `/api/guest/channel-settings?channelId=${channelId}`)).body).toEqual({
      ...expected,
      bank_account: '110123456789',
      bank_code: '088',
      bank_holder_name: '홍길동',
    });
  });

  test("without a channel, the site's defaults", async () => {
    expect((await get(api, null, '/api/guest/channel-settings')).body).toEqual({
      channelId: null,
      broadcast: true,
      broadcasting: false,
      adultBroadcast: false,
      adultPlusBroadcast: false,
      isSnsLoginKakao: true,
      isSnsLoginNaver: true,
      isSnsLoginGoogle: true,
      isSnsLoginTwitch: true,
      ...NO_BANK,
    });
  });

  test('a brand without social login or adult broadcasts answers those switches off', async () => {
    await api.database.db.update(channels).set({ adult: true }).where(eq(channels.channelId, novaOwner.channelId!));
    const answer = await get(api, novaOwner, `/api/guest/channel-settings?channelId=${novaOwner.channelId}`);
    expect(answer.body).toMatchObject({
      isSnsLoginKakao: false,
      isSnsLoginNaver: false,
      isSnsLoginGoogle: false,
      isSnsLoginTwitch: false,
    });
  });

  test("an unknown channel, or another brand's, is not found", async () => {
    for (const id of [999_999, novaOwner.channelId]) {
      expect(await get(api, null, `/api/guest/channel-settings?channelId=${id}`)).toMatchObject(
        refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
      );
    }
    expect(await put(owner, { channelId: novaOwner.channelId, broadcast: false })).toMatchObject(
      refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
    );
  });

  test('the owner switches flags; the others stay; the answer is the new settings', async () => {
    const answer = await put(owner, {
      channelId,
      isSnsLoginTwitch: false,
      adultBroadcast: true,
      adultPlusBroadcast: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      broadcast: true,
      adultBroadcast: true,
      adultPlusBroadcast: true,
      isSnsLoginKakao: true,
      isSnsLoginTwitch: false,
      bank_account: '110123456789',
    });
    expect((await get(api, null, `/api/guest/channel-settings?channelId=${channelId}`)).body).toMatchObject({
      adultBroadcast: true,
      isSnsLoginTwitch: false,
    });
  });

  test('an adult broadcast is turned on only by a streamer whose identity check says adult', async () => {
    const minor = await newMember(api, { channel: {} });
    const turnOn = { channelId: minor.channelId, adultBroadcast: true };
    expect(await put(minor, turnOn)).toMatchObject(
      refused(403, 'FORBIDDEN', CHANNEL_PROFILE_MESSAGES.adultNeedsAdultStreamer),
    );
    expect((await get(api, null, `/api/guest/channel-settings?channelId=${minor.channelId}`)).body).toMatchObject({
      adultBroadcast: false,
    });
    await api.database.db.update(members).set({ adult: true }).where(eq(members.memberId, minor.memberId));
    expect(await put(minor, turnOn)).toMatchObject({ status: 200, body: { adultBroadcast: true } });
    // Turning it off needs nothing, whoever the streamer is.
    await api.database.db.update(members).set({ adult: false }).where(eq(members.memberId, minor.memberId));
    expect(await put(minor, { channelId: minor.channelId, adultBroadcast: false })).toMatchObject({
      status: 200,
      body: { adultBroadcast: false },
    });
  });

  test('19+ needs adult broadcast on', async () => {
    expect(await put(owner, { channelId, adultBroadcast: false })).toMatchObject(
      refused(400, 'VALIDATION_ERROR', CHANNEL_PROFILE_MESSAGES.adultPlusNeedsAdult),
    );
    expect((await put(owner, { channelId, adultBroadcast: false, adultPlusBroadcast: false })).body).toMatchObject({
      adultBroadcast: false,
      adultPlusBroadcast: false,
    });
  });

  test('only the owner changes settings: member, manager and operator get 403, a visitor 401', async () => {
    for (const member of [viewer, manager, operator]) {
      expect(await put(member, { channelId, broadcast: false })).toMatchObject(
        refused(403, 'FORBIDDEN', CHANNEL_PROFILE_MESSAGES.ownerOnly),
      );
    }
    expect(await put(null, { channelId, broadcast: false })).toMatchObject(visitorRefusal());
    expect((await get(api, null, `/api/guest/channel-settings?channelId=${channelId}`)).body.broadcast).toBe(true);
  });

  test('flags must be booleans', async () => {
    const answer = await put(owner, { channelId, broadcast: 'yes' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([expect.objectContaining({ field: 'broadcast', in: 'body' })]);
  });
});
