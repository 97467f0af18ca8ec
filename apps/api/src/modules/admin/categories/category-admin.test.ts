// The console's categories (docs/discovery.md): content staff rename, disable and add them; other
// roles and brand-scoped accounts are refused; a disabled category is gone from browse.
import { ADMIN_MESSAGES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { consoleHeaders, newStaff, signIn, startConsoleApi, type ConsoleApi } from '../testing/console-kit';

type Listed = { categoryId: number; slug: string; nameKo: string; enabled: boolean };

describe.each(testDatabaseTargets('pglite'))('console categories on $name', (target) => {
  let api: ConsoleApi;
  let content: string;
  let talkId: number;

  beforeAll(async () => {
    api = await startConsoleApi(target);
    content = await signIn(api, await newStaff(api, 'content'));
    const listed = await api.call('GET', '/api/admin/categories', { headers: consoleHeaders(content) });
    talkId = (listed.body.items as Listed[]).find((category) => category.slug === 'talk')?.categoryId ?? 0;
  });
  afterAll(() => api.close());

  const patch = (cookie: string, body: object, brand?: 'onair' | 'mint') =>
    api.call('PATCH', `/api/admin/categories/${talkId}`, { headers: consoleHeaders(cookie, brand), body });

  test('content staff rename and disable a category; browse follows at once', async () => {
    const renamed = await patch(content, { nameKo: '토크·수다', nameEn: 'Just Chatting' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ slug: 'talk', nameKo: '토크·수다', nameEn: 'Just Chatting', enabled: true });
    const guest = await api.call('GET', '/api/guest/categories');
    expect(guest.body.items).toContainEqual(expect.objectContaining({ slug: 'talk', nameKo: '토크·수다' }));

    expect((await patch(content, { enabled: false })).body.enabled).toBe(false);
    const after = await api.call('GET', '/api/guest/categories');
    expect(after.body.items.map((category: Listed) => category.slug)).not.toContain('talk');
    expect((await api.call('GET', '/api/guest/browse?category=talk')).status).toBe(404);
    expect((await patch(content, { enabled: true })).status).toBe(200);
  });

  test('a new category needs a free slug', async () => {
    const body = { slug: 'board-games', kind: 'game', nameKo: '보드게임', nameEn: 'Board games', position: 180 };
    const made = await api.call('POST', '/api/admin/categories', { headers: consoleHeaders(content), body });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ slug: 'board-games', enabled: true });
    const again = await api.call('POST', '/api/admin/categories', { headers: consoleHeaders(content), body });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.categorySlugTaken);
    const unknown = await api.call('PATCH', '/api/admin/categories/999999', { headers: consoleHeaders(content), body: { position: 1 } });
    expect(unknown.status).toBe(404);
  });

  test('a moderator, or a content account for one brand only, may not change them', async () => {
    const moderator = await signIn(api, await newStaff(api, 'moderator'));
    const refused = await patch(moderator, { nameKo: '바꿈' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.roleRefused);
    const onairOnly = await signIn(api, await newStaff(api, 'content', ['onair']));
    const scoped = await patch(onairOnly, { nameKo: '바꿈' }, 'onair');
    expect(scoped.status).toBe(403);
    expect(scoped.body.message).toBe(ADMIN_MESSAGES.brandRefused);
    const listed = await api.call('GET', '/api/admin/categories', { headers: consoleHeaders(content) });
    expect((listed.body.items as Listed[]).find((category) => category.slug === 'talk')?.nameKo).toBe('토크·수다');
  });
});
