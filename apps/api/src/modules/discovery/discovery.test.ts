/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
// Browse and search (docs/discovery.md): the streamer's category and tags, the categories by live
// viewers (in a language too), browsing live channels by category and tag, search across kinds, the offline page's
// pointers; always the asking brand's channels only.
import { eq } from 'drizzle-orm';
import { CHANNEL_PROFILE_MESSAGES } from '@onair/contracts';
import { channels } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { get, newMember, startMoneyApi, type MoneyApi, type TestMember } from '../money/testing/money-test-kit';
import { fileRecording } from '../streams/testing/recordings';

type Named = { name: string };
type CategoryAnswer = { slug: string; categoryId: number; liveChannels: number; viewerCount: number };

describe.each(testDatabaseTargets())('discovery on $name', (target) => {
  let api: MoneyApi;
  let singer: TestMember;
  let talker: TestMember;
  let resting: TestMember;
  let mintCook: TestMember;
  let stranger: TestMember;
  let novaSinger: TestMember;
  const ids: Record<string, number> = {};

  const setInfo = (member: TestMember, body: Record<string, unknown>) =>
    api.call('PUT', '/api/my/channel-live-title', {
      body: { channelId: member.channelId, liveTitle: '', ...body },
      headers: member.headers,
    });
  const names = (items: Named[]) => items.map((item) => item.name);
  const mint = { 'x-site-code': 'mint' };

  beforeAll(async () => {
    api = await startMoneyApi(target);
    singer = await newMember(api, { channel: { live: true } });
    talker = await newMember(api, { channel: { live: true } });
    resting = await newMember(api, { channel: { live: false } });
    mintCook = await newMember(api, { brand: 'mint', channel: { live: true } });
    stranger = await newMember(api);
    novaSinger = await newMember(api, { brand: 'nova', channel: { live: false } });
    await api.database.db.update(channels).set({ viewerCount: 50 }).where(eq(channels.channelId, singer.channelId!));
    await api.database.db.update(channels).set({ viewerCount: 10 }).where(eq(channels.channelId, talker.channelId!));
    await api.database.db.update(channels).set({ viewerCount: 900 }).where(eq(channels.channelId, mintCook.channelId!));
    const listed = (await get(api, null, '/api/guest/categories')).body.items as CategoryAnswer[];
    for (const category of listed) ids[category.slug] = category.categoryId;
  });
  afterAll(() => api.close());

  describe('the streamer sets category and tags with the title', () => {
    test('tags are normalised: # dropped, spaces joined, lower case, the same tag kept once', async () => {
      const answer = await setInfo(singer, {
        liveTitle: '새벽 신청곡',
        categoryId: ids['music'],
        tags: ['#Lo-Fi   Beats ', 'lo-fi beats', '신청곡'],
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        channelId: singer.channelId,
        liveTitle: '새벽 신청곡',
        categoryId: ids['music'],
        tags: ['lo-fi beats', '신청곡'],
        language: 'ko',
      });
      const detail = await get(api, null, `/api/guest/channel/${singer.channelId}`);
      expect(detail.body).toMatchObject({ tags: ['lo-fi beats', '신청곡'], categoryId: ids['music'] });
    });

    test('six tags, or a tag of 21 characters, is a 400 saying so, and nothing changes', async () => {
      const six = await setInfo(singer, { tags: ['a', 'b', 'c', 'd', 'e', 'f'] });
      expect(six.status).toBe(400);
      expect(six.body.message).toContain(CHANNEL_PROFILE_MESSAGES.tagCount);
      expect(six.body.errors[0]).toMatchObject({ field: 'tags', message: CHANNEL_PROFILE_MESSAGES.tagCount });

      const long = await setInfo(singer, { tags: ['가'.repeat(21)] });
      expect(long.status).toBe(400);
      expect(long.body.errors[0]).toMatchObject({ message: CHANNEL_PROFILE_MESSAGES.tag });
      const blank = await setInfo(singer, { tags: ['  #  '] });
      expect(blank.status).toBe(400);
      expect(blank.body.errors[0]).toMatchObject({ message: CHANNEL_PROFILE_MESSAGES.tag });

      expect((await get(api, null, `/api/guest/channel/${singer.channelId}`)).body.tags).toEqual(['lo-fi beats', '신청곡']);
    });

    test('an unknown category is a 400; only the owner may set them', async () => {
      const unknown = await setInfo(talker, { categoryId: 999_999 });
      expect(unknown.status).toBe(400);
      expect(unknown.body.errors[0]).toMatchObject({ field: 'categoryId', message: CHANNEL_PROFILE_MESSAGES.category });
      const notOwner = await api.call('PUT', '/api/my/channel-live-title', {
        body: { channelId: talker.channelId, liveTitle: '', tags: ['hijack'] },
        headers: stranger.headers,
      });
      expect(notOwner.status).toBe(403);
    });
  });

  describe('browse', () => {
    beforeAll(async () => {
      expect((await setInfo(talker, { categoryId: ids['talk'], tags: ['수다', 'lo-fi beats'] })).status).toBe(200);
      expect((await setInfo(resting, { categoryId: ids['music'], tags: ['신청곡'] })).status).toBe(200);
      expect((await setInfo(mintCook, { categoryId: ids['cooking'], tags: ['신청곡'] })).status).toBe(200);
    });

    test("categories come most live viewers first, with this brand's live counts only", async () => {
      const onair = (await get(api, null, '/api/guest/categories')).body.items as CategoryAnswer[];
      // The demo seed's official channel is live in talk too, with no viewers.
      expect(onair.slice(0, 2).map(({ slug, liveChannels, viewerCount }) => ({ slug, liveChannels, viewerCount }))).toEqual([
        { slug: 'music', liveChannels: 1, viewerCount: 50 },
        { slug: 'talk', liveChannels: 2, viewerCount: 10 },
      ]);
      expect(onair.find((category) => category.slug === 'cooking')).toMatchObject({ liveChannels: 0, viewerCount: 0 });
      const onMint = (await get(api, null, '/api/guest/categories', mint)).body.items as CategoryAnswer[];
      expect(onMint[0]).toMatchObject({ slug: 'cooking', liveChannels: 1, viewerCount: 900 });
      expect(onMint.find((category) => category.slug === 'music')).toMatchObject({ liveChannels: 0 });
    });

    test("a category's page lists its live channels; a tag narrows it or browses alone", async () => {
      const music = await get(api, null, '/api/guest/browse?category=music');
      expect(music.status).toBe(200);
      expect(music.body.category).toMatchObject({ slug: 'music', nameKo: '음악', nameEn: 'Music' });
      // The offline channel in music is not listed.
      expect(names(music.body.items)).toEqual([singer.channelName]);
      expect(music.body.items[0]).toMatchObject({ tags: ['lo-fi beats', '신청곡'], categoryId: ids['music'] });

      const tagged = await get(api, null, `/api/guest/browse?tag=${encodeURIComponent('#Lo-Fi Beats')}`);
      expect(tagged.body.tag).toBe('lo-fi beats');
      expect(names(tagged.body.items)).toEqual([singer.channelName, talker.channelName]);
      const both = await get(api, null, `/api/guest/browse?category=talk&tag=${encodeURIComponent('lo-fi beats')}`);
      expect(names(both.body.items)).toEqual([talker.channelName]);
    });

    test("another brand's channels never appear, and an unknown category is a 404", async () => {
      const onair = await get(api, null, `/api/guest/browse?tag=${encodeURIComponent('신청곡')}`);
      expect(names(onair.body.items)).toEqual([singer.channelName]);
      expect(names((await get(api, null, '/api/guest/browse?category=cooking')).body.items)).toEqual([]);
      const onMint = await get(api, null, `/api/guest/browse?tag=${encodeURIComponent('신청곡')}`, mint);
      expect(names(onMint.body.items)).toEqual([mintCook.channelName]);
      expect((await get(api, null, '/api/guest/browse?category=no-such-thing')).status).toBe(404);
      expect((await get(api, null, '/api/guest/browse?category=Bad Slug!')).status).toBe(400);
    });
  });

  describe('language', () => {
    test('a broadcast is Korean until the streamer says otherwise; an unknown language is a 400 and changes nothing', async () => {
      expect((await get(api, null, `/api/guest/channel/${talker.channelId}`)).body.language).toBe('ko');
      const english = await setInfo(talker, { language: 'en' });
      expect(english.status).toBe(200);
      expect(english.body).toMatchObject({ language: 'en', categoryId: ids['talk'] });
      expect((await get(api, null, `/api/guest/channel/${talker.channelId}`)).body.language).toBe('en');
      const klingon = await setInfo(talker, { language: 'tlh' });
      expect(klingon.status).toBe(400);
      expect(klingon.body.errors[0]).toMatchObject({ field: 'language', message: CHANNEL_PROFILE_MESSAGES.language });
      // Sent without a language, it stays.
      expect((await setInfo(talker, { liveTitle: '영어 수다' })).body.language).toBe('en');
    });

    test('browse filters by language, with or without a category or tag; cards say their language', async () => {
      const english = await get(api, null, '/api/guest/browse?language=en');
      expect(english.status).toBe(200);
      expect(english.body.language).toBe('en');
      expect(names(english.body.items)).toEqual([talker.channelName]);
      expect(english.body.items[0]).toMatchObject({ language: 'en' });
      const korean = await get(api, null, '/api/guest/browse?language=ko');
      expect(names(korean.body.items)).toContain(singer.channelName);
      expect(names(korean.body.items)).not.toContain(talker.channelName);
      expect(names((await get(api, null, '/api/guest/browse?category=music&language=en')).body.items)).toEqual([]);
      expect(names((await get(api, null, '/api/guest/browse?category=talk&language=en')).body.items)).toEqual([talker.channelName]);
      const tagged = await get(api, null, `/api/guest/browse?tag=${encodeURIComponent('lo-fi beats')}&language=en`);
      expect(names(tagged.body.items)).toEqual([talker.channelName]);
      expect((await get(api, null, '/api/guest/browse')).body.language).toBeNull();
      expect((await get(api, null, '/api/guest/browse?language=EN')).status).toBe(400);
      // Another brand's channels in the language are never listed.
      expect(names((await get(api, null, '/api/guest/browse?language=en', mint)).body.items)).toEqual([]);
    });

    afterAll(async () => {
      await setInfo(talker, { language: 'ko' });
    });
  });

  describe("a category's figures in a language", () => {
    let koreanStudent: TestMember;
    let englishStudent: TestMember;
    let mintEnglishStudent: TestMember;
    const figuresOf = (items: CategoryAnswer[], slug: string) => {
      const category = items.find((item) => item.slug === slug);
      return category && { liveChannels: category.liveChannels, viewerCount: category.viewerCount };
    };
    const categoriesIn = async (language: string | null, headers: Record<string, string> = {}) =>
      (await get(api, null, `/api/guest/categories${language ? `?language=${language}` : ''}`, headers)).body
        .items as CategoryAnswer[];

    beforeAll(async () => {
      koreanStudent = await newMember(api, { channel: { live: true } });
      englishStudent = await newMember(api, { channel: { live: true } });
      mintEnglishStudent = await newMember(api, { brand: 'mint', channel: { live: true } });
      expect((await setInfo(koreanStudent, { categoryId: ids['study'] })).status).toBe(200);
      expect((await setInfo(englishStudent, { categoryId: ids['study'], language: 'en' })).status).toBe(200);
      expect((await setInfo(mintEnglishStudent, { categoryId: ids['study'], language: 'en' })).status).toBe(200);
      const viewers = [
        [koreanStudent, 7],
        [englishStudent, 20],
        [mintEnglishStudent, 500],
      ] as const;
      for (const [member, viewerCount] of viewers)
        await api.database.db.update(channels).set({ viewerCount }).where(eq(channels.channelId, member.channelId!));
    });

    test('a Korean and an English broadcast in one category count apart, and the order follows the language', async () => {
      expect(figuresOf(await categoriesIn(null), 'study')).toEqual({ liveChannels: 2, viewerCount: 27 });

      const english = await categoriesIn('en');
      expect(figuresOf(english, 'study')).toEqual({ liveChannels: 1, viewerCount: 20 });
      // Music's 50 viewers watch a Korean broadcast: in English, study leads and music has nobody.
      expect(english[0]?.slug).toBe('study');
      expect(figuresOf(english, 'music')).toEqual({ liveChannels: 0, viewerCount: 0 });

      const korean = await categoriesIn('ko');
      expect(figuresOf(korean, 'study')).toEqual({ liveChannels: 1, viewerCount: 7 });
      expect(korean[0]?.slug).toBe('music');
      expect(figuresOf(await categoriesIn('ja'), 'study')).toEqual({ liveChannels: 0, viewerCount: 0 });
      expect((await get(api, null, '/api/guest/categories?language=EN')).status).toBe(400);
    });

    test("a category's page counts its channels in the language it lists", async () => {
      const english = await get(api, null, '/api/guest/browse?category=study&language=en');
      expect(english.body.category).toMatchObject({ slug: 'study', liveChannels: 1, viewerCount: 20 });
      expect(names(english.body.items)).toEqual([englishStudent.channelName]);
      const every = await get(api, null, '/api/guest/browse?category=study');
      expect(every.body.category).toMatchObject({ liveChannels: 2, viewerCount: 27 });
    });

    test("another brand's broadcasts in the language are never counted", async () => {
      // mint's English study broadcast (500 viewers) is not in onair's English figures, and onair's not in mint's.
      expect(figuresOf(await categoriesIn('en'), 'study')).toEqual({ liveChannels: 1, viewerCount: 20 });
      const onMint = await categoriesIn('en', mint);
      expect(figuresOf(onMint, 'study')).toEqual({ liveChannels: 1, viewerCount: 500 });
      expect(onMint[0]?.slug).toBe('study');
      expect(figuresOf(await categoriesIn('ko', mint), 'study')).toEqual({ liveChannels: 0, viewerCount: 0 });
      const mintPage = await get(api, null, '/api/guest/browse?category=study&language=en', mint);
      expect(mintPage.body.category).toMatchObject({ liveChannels: 1, viewerCount: 500 });
      expect(names(mintPage.body.items)).toEqual([mintEnglishStudent.channelName]);
    });
  });

  describe('search', () => {
    beforeAll(async () => {
      await fileRecording(api.database.db, resting.channelId!, '어제의 신청곡 모음', '2026-12-01T12:00:00Z', 3600);
      await fileRecording(api.database.db, mintCook.channelId!, '민트 신청곡 요리', '2026-12-01T12:00:00Z', 600);
      await fileRecording(api.database.db, novaSinger.channelId!, '노바 신청곡', '2026-12-01T12:00:00Z', 600);
    });

    test('answers channels (a tag finds them, live first), categories by either name and replays', async () => {
      const found = await get(api, null, `/api/guest/search?q=${encodeURIComponent('신청곡')}`);
      expect(found.status).toBe(200);
      expect(names(found.body.channels)).toEqual([singer.channelName, resting.channelName]);
      expect(found.body.replays.map((replay: { title: string }) => replay.title)).toEqual(['어제의 신청곡 모음']);
      expect(found.body.replays[0]).toMatchObject({ channelId: resting.channelId, channelName: resting.channelName });

      const byKorean = await get(api, null, `/api/guest/search?q=${encodeURIComponent('음악')}`);
      expect(byKorean.body.categories.map((category: CategoryAnswer) => category.slug)).toEqual(['music']);
      const byEnglish = await get(api, null, '/api/guest/search?q=LEGEND');
      expect(byEnglish.body.categories.map((category: CategoryAnswer) => category.slug)).toEqual(['league-of-legends']);
    });

    test("a few of each kind; never another brand's; blank is a 400", async () => {
      const few = await get(api, null, `/api/guest/search?q=${encodeURIComponent('n')}&size=1`);
      expect(few.body.channels.length).toBe(1);
      expect(few.body.categories.length).toBeLessThanOrEqual(1);
      const onMint = await get(api, null, `/api/guest/search?q=${encodeURIComponent('신청곡')}`, mint);
      expect(names(onMint.body.channels)).toEqual([mintCook.channelName]);
      expect(onMint.body.replays.map((replay: { title: string }) => replay.title)).toEqual(['민트 신청곡 요리']);
      // nova has recorded streams switched off: its replays are never listed.
      const onNova = await get(api, null, `/api/guest/search?q=${encodeURIComponent('신청곡')}`, { 'x-site-code': 'nova' });
      expect(onNova.status).toBe(200);
      expect(onNova.body.replays).toEqual([]);
      expect((await get(api, null, '/api/guest/search?q=%20%20')).status).toBe(400);
    });
  });

  test("an offline channel's page suggests live channels of its category and its last replay", async () => {
    const answer = await get(api, null, `/api/guest/channels/${resting.channelId}/offline-suggestions`);
    expect(answer.status).toBe(200);
    expect(names(answer.body.live)).toEqual([singer.channelName]);
    expect(answer.body.lastReplay).toMatchObject({ title: '어제의 신청곡 모음' });
    const fromMint = await get(api, null, `/api/guest/channels/${resting.channelId}/offline-suggestions`, mint);
    expect(fromMint.status).toBe(404);
  });
});
