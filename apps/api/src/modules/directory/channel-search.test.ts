// The site's search box: GET /api/guest/channels?keyword= finds this brand's channels by name, by
// their owner's nickname or by the broadcast's title, an exact name first, and takes % and _ as text.
import { testDatabaseTargets } from '@onair/db/testing';
import { channels, members } from '@onair/db';
import { startTestApi, type TestApi } from '../../testing/test-api';

type Found = { items: Array<{ name: string; ownerNickname: string; isLive: boolean }>; total: number };

describe.each(testDatabaseTargets('pglite'))('searching channels on $name', (target) => {
  let api: TestApi;

  async function channelOf(
    owner: { loginId: string; nickname: string; brand?: string },
    channel: { name: string; isLive?: boolean; liveTitle?: string; viewerCount?: number },
  ) {
    const [member] = await api.database.db
      .insert(members)
      .values({ brand: 'onair', ...owner })
      .returning({ memberId: members.memberId });
    await api.database.db.insert(channels).values({ ownerMemberId: member?.memberId ?? 0, ...channel });
  }

  const search = async (keyword: string, headers: Record<string, string> = {}) => {
    const answer = await api.get(`/api/guest/channels?keyword=${encodeURIComponent(keyword)}`, headers);
    expect(answer.status).toBe(200);
    return answer.body as Found;
  };
  const names = (found: Found) => found.items.map((channel) => channel.name);

  beforeAll(async () => {
    api = await startTestApi(target);
    await channelOf(
      { loginId: 'singingcat1', nickname: '새벽고양이' },
      { name: '노래하는 고양이', isLive: true, liveTitle: '새벽 노래 50% 신청곡', viewerCount: 40 },
    );
    await channelOf({ loginId: 'plaincat01', nickname: '집사' }, { name: '고양이' });
    await channelOf(
      { loginId: 'catcafe001', nickname: 'CafeOwner' },
      { name: 'Cat Cafe', isLive: true, liveTitle: '500 club night', viewerCount: 7 },
    );
    await channelOf(
      { loginId: 'mintcat001', nickname: '민트고양이', brand: 'mint' },
      { name: '민트 고양이', isLive: true, viewerCount: 900 },
    );
  });
  afterAll(() => api.close());

  test('a word of the name finds the channel, its exact name first even offline, and never another brand', async () => {
    const found = await search('고양이');
    expect(names(found)).toEqual(['고양이', '노래하는 고양이']);
    expect(found.total).toBe(2);
    const onMint = await search('고양이', { 'x-site-code': 'mint' });
    expect(names(onMint)).toEqual(['민트 고양이']);
  });

  test("the owner's nickname and the broadcast title find it too, in any case", async () => {
    expect(names(await search('새벽고양'))).toEqual(['노래하는 고양이']);
    expect(names(await search('신청곡'))).toEqual(['노래하는 고양이']);
    expect(names(await search('cafeowner'))).toEqual(['Cat Cafe']);
    expect(names(await search('CAT CAFE'))).toEqual(['Cat Cafe']);
  });

  test('% and _ are searched for as characters, not wildcards', async () => {
    expect(names(await search('50%'))).toEqual(['노래하는 고양이']);
    expect(names(await search('5_0'))).toEqual([]);
    expect((await search('%')).total).toBe(1);
  });

  test('nothing found is an empty page; a blank or overlong keyword is a 400 naming it', async () => {
    expect(await search('없는채널이름')).toEqual({ items: [], page: 1, size: 20, total: 0 });
    for (const keyword of ['   ', 'a'.repeat(41)]) {
      const { status, body } = await api.get(`/api/guest/channels?keyword=${encodeURIComponent(keyword)}`);
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ field: 'keyword', in: 'query' });
    }
  });
});
