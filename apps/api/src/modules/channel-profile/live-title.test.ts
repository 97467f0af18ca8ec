/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
import { CHANNEL_MESSAGES, CHANNEL_PROFILE_MESSAGES } from '@onair/contracts';
import { follows } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { appointManager, refused, visitorRefusal } from '../../platform/permissions/testing/channel-test-kit';

type Card = { channelId: number; name: string; title: string | null };

// The broadcast's title (docs/media.md, "Broadcast title"): set by the owner, seen by every viewer
// wherever the channel is shown, cleared back to the channel's name.
describe.each(testDatabaseTargets('pglite'))('broadcast title on $name', (target) => {
  let api: MoneyApi;
  let owner: TestMember;
  let fan: TestMember;
  let channelId: number;

  const put = (member: TestMember | null, body: unknown) =>
    api.call('PUT', '/api/my/channel-live-title', { body, headers: member?.headers ?? {} });
  const cardIn = (items: Card[]) => items.find((card) => card.channelId === channelId);
  /** The title as a signed-out viewer meets it: the live page's detail, the home's channel list and its suggestions. */
  const seenByVisitor = async () => ({
    detail: (await get(api, null, `/api/guest/channel/${channelId}`)).body.liveTitle,
    liveList: cardIn((await get(api, null, '/api/guest/channels?live=true&size=100')).body.items)?.title,
    suggestions: cardIn((await get(api, null, '/api/guest/suggestion-list?size=100')).body.items)?.title,
  });
  /** And a follower on their followed-and-live list. */
  const seenByFan = async () => cardIn((await get(api, fan, '/api/my/streams/present?size=100')).body.items)?.title;

  beforeAll(async () => {
    api = await startMoneyApi(target);
    owner = await newMember(api, { channel: { live: true } });
    channelId = owner.channelId!;
    fan = await newMember(api);
    await api.database.db.insert(follows).values({ memberId: fan.memberId, channelId });
  });
  afterAll(() => api.close());

  test('the owner sets a title (trimmed) and every viewer sees it on the live page and the lists', async () => {
    expect(await seenByVisitor()).toEqual({ detail: null, liveList: null, suggestions: null });

    const answer = await put(owner, { channelId, liveTitle: '  오늘은 랭크 올리기!  ' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ channelId, liveTitle: '오늘은 랭크 올리기!', categoryId: null, tags: [], language: 'ko' });

    expect(await seenByVisitor()).toEqual({
      detail: '오늘은 랭크 올리기!',
      liveList: '오늘은 랭크 올리기!',
      suggestions: '오늘은 랭크 올리기!',
    });
    expect(await seenByFan()).toBe('오늘은 랭크 올리기!');
    // The channel keeps its own name beside the title.
    expect((await get(api, null, `/api/guest/channel/${channelId}`)).body.name).toBe(owner.channelName);
  });

  test('a changed title replaces the old one; an empty one clears it back to the channel name', async () => {
    await put(owner, { channelId, liveTitle: '첫 제목' });
    expect((await put(owner, { channelId, liveTitle: '바뀐 제목' })).body.liveTitle).toBe('바뀐 제목');
    expect((await seenByVisitor()).detail).toBe('바뀐 제목');

    const cleared = await put(owner, { channelId, liveTitle: '   ' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ channelId, liveTitle: null, categoryId: null, tags: [], language: 'ko' });
    expect(await seenByVisitor()).toEqual({ detail: null, liveList: null, suggestions: null });
    expect(await seenByFan()).toBeNull();
  });

  test('one line: a pasted line break or tab becomes a space', async () => {
    const answer = await put(owner, { channelId, liveTitle: '첫 줄\n둘째\t줄\r\n' });
    expect(answer.body.liveTitle).toBe('첫 줄 둘째 줄');
  });

  test('at most 120 characters: 121 is refused and the stored title stays', async () => {
    await put(owner, { channelId, liveTitle: '남는 제목' });
    const long = await put(owner, { channelId, liveTitle: '가'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ field: 'liveTitle', in: 'body', message: CHANNEL_PROFILE_MESSAGES.liveTitle, key: 'channelProfile.liveTitle' }]);
    expect((await seenByVisitor()).detail).toBe('남는 제목');

    // Surrounding spaces do not count; 120 characters (an emoji's two units included) are kept whole.
    const full = `${'가'.repeat(118)}🎮`;
    const answer = await put(owner, { channelId, liveTitle: `  ${full}  ` });
    expect(answer.status).toBe(200);
    expect((await seenByVisitor()).detail).toBe(full);
  });

  test('a title that is not a string is refused with the same message', async () => {
    const answer = await put(owner, { channelId, liveTitle: 42 });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: 'liveTitle', in: 'body', message: CHANNEL_PROFILE_MESSAGES.liveTitle, key: 'channelProfile.liveTitle' },
    ]);
  });

  test('nobody but the owner sets it: a member, a member without a channel, a manager and an operator get 403, a visitor 401', async () => {
    await put(owner, { channelId, liveTitle: '주인의 제목' });
    const manager = await newMember(api);
    await appointManager(api, channelId, manager);
    const otherOwner = await newMember(api, { channel: {} });
    for (const member of [fan, manager, otherOwner, await newMember(api, { userType: 'O' })]) {
      expect(await put(member, { channelId, liveTitle: '빼앗기' })).toMatchObject(
        refused(403, 'FORBIDDEN', CHANNEL_PROFILE_MESSAGES.ownerOnly),
      );
    }
    expect(await put(null, { channelId, liveTitle: '빼앗기' })).toMatchObject(visitorRefusal());
    expect((await seenByVisitor()).detail).toBe('주인의 제목');
  });

  test('another brand’s channel, or one that does not exist, is not found', async () => {
    const mintOwner = await newMember(api, { brand: 'mint', channel: {} });
    for (const target of [mintOwner.channelId!, 999_999]) {
      expect(await put(owner, { channelId: target, liveTitle: '남의 채널' })).toMatchObject(
        refused(404, 'NOT_FOUND', CHANNEL_MESSAGES.notFound),
      );
    }
    // The mint owner sets their own on their brand's site.
    expect((await put(mintOwner, { channelId: mintOwner.channelId!, liveTitle: '민트 방송' })).body).toEqual({
      channelId: mintOwner.channelId,
      liveTitle: '민트 방송',
      categoryId: null,
      tags: [],
      language: 'ko',
    });
  });

  test('a streamer sets the title while offline, ahead of the broadcast', async () => {
    const streamer = await newMember(api, { channel: {} });
    const id = streamer.channelId!;
    await put(streamer, { channelId: id, liveTitle: '곧 시작합니다' });
    expect((await get(api, null, `/api/guest/channel/${id}`)).body).toMatchObject({
      isLive: false,
      liveTitle: '곧 시작합니다',
    });
  });
});
