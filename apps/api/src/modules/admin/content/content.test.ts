import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@onair/contracts';
import { auditLog } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../../platform/http/brand';
import { consoleHeaders, newStaff, signIn, startConsoleApi, type ConsoleApi } from '../testing/console-kit';
import { newStreamer, type TestStreamer } from '../testing/live-kit';

const MINUTE = 60_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(testDatabaseTargets())('home and service content in the console on $name', (target) => {
  let api: ConsoleApi;
  let editor: string;
  let mintEditor: string;
  let member: TestStreamer;

  const create = (cookie: string, kind: string, body: object, brand: 'onair' | 'mint' = 'onair') =>
    api.call('POST', `/api/admin/content/${kind}`, { headers: consoleHeaders(cookie, brand), body });
  const visitorTitles = async (path: string, brand = 'onair') =>
    ((await api.call('GET', path, { headers: { [SITE_CODE_HEADER]: brand } })).body.items as { title: string }[]).map(
      (item) => item.title,
    );
  const memberTitles = async (path: string) =>
    ((await api.call('GET', path, { headers: member.headers })).body.items as { title: string }[]).map(
      (item) => item.title,
    );
  const auditOf = (kind: string, itemId: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, kind), eq(auditLog.targetId, String(itemId))))
      .orderBy(auditLog.id);

  beforeAll(async () => {
    api = await startConsoleApi(target);
    editor = await signIn(api, await newStaff(api, 'content', ['onair']));
    mintEditor = await signIn(api, await newStaff(api, 'content', ['mint']));
    member = await newStreamer(api, 'onair');
  });
  afterAll(() => api.close());

  test('a banner for visitors shows to visitors within its window only, and an edit and a retire are audited', async () => {
    const made = await create(editor, 'banner', {
      title: '방문자 환영 배너',
      titleEn: 'Welcome banner',
      audience: 'visitors',
      linkUrl: '/signup',
      startsAt: at(-MINUTE),
      endsAt: at(60 * MINUTE),
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      kind: 'banner',
      audience: 'visitors',
      state: 'showing',
      titleEn: 'Welcome banner',
    });
    const itemId = made.body.itemId as number;

    expect(await visitorTitles('/api/guest/banners')).toContain('방문자 환영 배너');
    expect(await visitorTitles('/api/guest/banners?lang=en')).toContain('Welcome banner');
    expect(await memberTitles('/api/guest/banners')).not.toContain('방문자 환영 배너');
    // A classic banner is not a new-style one.
    expect(await visitorTitles('/api/guest/banners-newstyle')).not.toContain('방문자 환영 배너');

    // Moved to start later: scheduled, and gone from the home page until then.
    const moved = await api.call('PUT', `/api/admin/content/banner/${itemId}`, {
      headers: consoleHeaders(editor, 'onair'),
      body: { title: '방문자 환영 배너', audience: 'visitors', startsAt: at(30 * MINUTE), endsAt: at(60 * MINUTE) },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.state).toBe('scheduled');
    expect(await visitorTitles('/api/guest/banners')).not.toContain('방문자 환영 배너');

    // The preview at a time inside the window shows it to a visitor, not to a member.
    const preview = (asker: string, when: string) =>
      api.call('GET', `/api/admin/content-preview?at=${encodeURIComponent(when)}&asker=${asker}`, {
        headers: consoleHeaders(editor, 'onair'),
      });
    const inside = await preview('visitor', at(45 * MINUTE));
    expect(inside.status).toBe(200);
    expect(inside.body.banners.map((banner: { title: string }) => banner.title)).toContain('방문자 환영 배너');
    expect(
      (await preview('member', at(45 * MINUTE))).body.banners.map((b: { title: string }) => b.title),
    ).not.toContain('방문자 환영 배너');
    expect(
      (await preview('visitor', at(90 * MINUTE))).body.banners.map((b: { title: string }) => b.title),
    ).not.toContain('방문자 환영 배너');

    const retired = await api.call('POST', `/api/admin/content/banner/${itemId}/retire`, {
      headers: consoleHeaders(editor, 'onair'),
      body: { reason: '행사 취소' },
    });
    expect(retired.body.state).toBe('retired');
    expect(
      (await preview('visitor', at(45 * MINUTE))).body.banners.map((b: { title: string }) => b.title),
    ).not.toContain('방문자 환영 배너');
    // Retiring again changes nothing and records nothing.
    await api.call('POST', `/api/admin/content/banner/${itemId}/retire`, {
      headers: consoleHeaders(editor, 'onair'),
      body: {},
    });

    const audit = await auditOf('banner', itemId);
    expect(audit.map((row) => row.action)).toEqual(['content.create', 'content.update', 'content.retire']);
    expect(audit[2]).toMatchObject({ brand: 'onair', reason: '행사 취소', after: { state: 'retired' } });

    const listed = await api.call('GET', '/api/admin/content/banner?state=retired', {
      headers: consoleHeaders(editor, 'onair'),
    });
    expect(listed.body.items.map((item: { itemId: number }) => item.itemId)).toContain(itemId);
  });

  test('popups show in position order within their window', async () => {
    await create(editor, 'popup', { title: '두 번째 팝업', position: 2, startsAt: at(-MINUTE) });
    await create(editor, 'popup', { title: '첫 번째 팝업', position: 1, endsAt: at(MINUTE) });
    await create(editor, 'popup', { title: '끝난 팝업', position: 0, startsAt: at(-2 * MINUTE), endsAt: at(-MINUTE) });
    const titles = await visitorTitles('/api/guest/popups');
    expect(titles.indexOf('첫 번째 팝업')).toBeLessThan(titles.indexOf('두 번째 팝업'));
    expect(titles).not.toContain('끝난 팝업');
    expect(await visitorTitles('/api/guest/popups', 'mint')).not.toContain('첫 번째 팝업');
  });

  test('a notice shows on the notice list within its window, in English where given, until retired', async () => {
    const made = await create(editor, 'notice', {
      title: '점검 안내',
      titleEn: 'Maintenance',
      body: '새벽 2시에 점검합니다.',
      important: true,
    });
    expect(made.status).toBe(201);
    await create(editor, 'notice', { title: '다음 주 공지', body: '곧', startsAt: at(60 * MINUTE) });
    const list = async (lang?: string) =>
      (
        (
          await api.call('GET', '/api/cs/notice-list', {
            headers: { [SITE_CODE_HEADER]: 'onair', ...(lang ? { 'accept-language': lang } : {}) },
          })
        ).body.items as { title: string }[]
      ).map((item) => item.title);
    expect(await list()).toContain('점검 안내');
    expect(await list()).not.toContain('다음 주 공지');
    expect(await list('en')).toContain('Maintenance');
    // Another brand's list does not show it.
    expect(
      (
        (await api.call('GET', '/api/cs/notice-list', { headers: { [SITE_CODE_HEADER]: 'mint' } })).body.items as {
          title: string;
        }[]
      ).map((item) => item.title),
    ).not.toContain('점검 안내');

    await api.call('POST', `/api/admin/content/notice/${made.body.itemId}/retire`, {
      headers: consoleHeaders(editor, 'onair'),
      body: {},
    });
    expect(await list()).not.toContain('점검 안내');
    // A guide is a kind of its own: the notice is not found under it.
    const asGuide = await api.call('PUT', `/api/admin/content/guide/${made.body.itemId}`, {
      headers: consoleHeaders(editor, 'onair'),
      body: { title: '바꿈' },
    });
    expect(asGuide.status).toBe(404);
  });

  test("another brand's item is answered as unknown, and a brand outside the account is refused", async () => {
    const made = await create(editor, 'banner', { title: '온에어 배너' });
    const itemId = made.body.itemId as number;
    for (const [method, path, body] of [
      ['PUT', `/api/admin/content/banner/${itemId}`, { title: '가로채기' }],
      ['POST', `/api/admin/content/banner/${itemId}/retire`, {}],
    ] as const) {
      const crossed = await api.call(method, path, { headers: consoleHeaders(mintEditor, 'mint'), body });
      expect(crossed.status).toBe(404);
      expect(crossed.body).toMatchObject({ key: 'admin.contentNotFound', message: ADMIN_MESSAGES.contentNotFound });
    }
    expect((await visitorTitles('/api/guest/banners')).filter((title) => title === '온에어 배너')).toHaveLength(1);
    expect(
      (await api.call('GET', '/api/admin/content/banner', { headers: consoleHeaders(mintEditor, 'onair') })).status,
    ).toBe(403);
    const mintList = await api.call('GET', '/api/admin/content/banner', {
      headers: consoleHeaders(mintEditor, 'mint'),
    });
    expect(mintList.body.items.map((item: { itemId: number }) => item.itemId)).not.toContain(itemId);
  });

  test("a theme shows only the brand's own channels, whatever ids it was given", async () => {
    const own = await newStreamer(api, 'onair');
    const foreign = await newStreamer(api, 'mint');
    const made = await create(editor, 'theme', { title: '추천 채널', channelIds: [foreign.channelId, own.channelId] });
    expect(made.body).toMatchObject({ kind: 'theme', device: 'PC', channelIds: [foreign.channelId, own.channelId] });
    const preview = await api.call('GET', `/api/admin/content-preview?at=${encodeURIComponent(at(0))}&asker=visitor`, {
      headers: consoleHeaders(editor, 'onair'),
    });
    const row = (preview.body.themes as { themeId: number; channels: string[] }[]).find(
      (theme) => theme.themeId === made.body.itemId,
    );
    expect(row?.channels).toEqual([`${own.loginId}의 채널`]);
  });

  test('bad input is refused field by field, never a 5xx', async () => {
    const backwards = await create(editor, 'banner', { title: '거꾸로', startsAt: at(MINUTE), endsAt: at(-MINUTE) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].field).toBe('endsAt');
    const longBody = await create(editor, 'popup', { title: '긴 팝업', body: '가'.repeat(1001) });
    expect(longBody.status).toBe(400);
    expect(longBody.body.errors[0].field).toBe('body');
    const script = await create(editor, 'banner', { title: '링크', linkUrl: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect((await create(editor, 'banner', { title: '' })).status).toBe(400);
    expect((await create(editor, 'nothing', { title: '종류' })).status).toBe(400);
    // An id past the column's range is refused by the contract; the largest one is simply not found.
    const put = (itemId: string) =>
      api.call('PUT', `/api/admin/content/banner/${itemId}`, {
        headers: consoleHeaders(editor, 'onair'),
        body: { title: '없음' },
      });
    expect((await put('99999999999')).status).toBe(400);
    expect((await put('2147483647')).status).toBe(404);
  });
});
