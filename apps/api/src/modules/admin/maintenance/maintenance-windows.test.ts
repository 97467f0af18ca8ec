import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, MAINTENANCE_MESSAGES, type BrandCode } from '@onair/contracts';
import { auditLog } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../../platform/http/brand';
import { consoleHeaders, newStaff, signIn, startConsoleApi, type ConsoleApi } from '../testing/console-kit';

const MINUTE = 60_000;
const window = (fromMinutes: number, toMinutes: number, reason = '') => ({
  startAt: new Date(Date.now() + fromMinutes * MINUTE).toISOString(),
  endAt: new Date(Date.now() + toMinutes * MINUTE).toISOString(),
  reason,
});

describe.each(testDatabaseTargets())('maintenance per brand in the console on $name', (target) => {
  let api: ConsoleApi;
  let admin: string;

  const site = (brand: BrandCode) => ({ [SITE_CODE_HEADER]: brand });
  const guest = (brand: BrandCode) => api.call('GET', '/api/guest/channels', { headers: site(brand) });
  const status = async (brand: BrandCode) =>
    (await api.call('GET', '/api/system/maintenance', { headers: site(brand) })).body;
  const schedule = (cookie: string, body: object, brand: BrandCode = 'onair') =>
    api.call('POST', '/api/admin/maintenance', { headers: consoleHeaders(cookie, brand), body });
  const end = (cookie: string, id: number, brand: BrandCode = 'onair') =>
    api.call('POST', `/api/admin/maintenance/${id}/end`, {
      headers: consoleHeaders(cookie, brand),
      body: { reason: '작업 조기 완료' },
    });
  const list = (cookie: string, brand: BrandCode = 'onair') =>
    api.call('GET', '/api/admin/maintenance', { headers: consoleHeaders(cookie, brand) });
  const standing = async (brand: BrandCode) =>
    ((await list(admin)).body.windows as Array<{ id: number; brand: string; state: string }>).find(
      (row) => row.brand === brand && row.state !== 'ended',
    );

  beforeAll(async () => {
    api = await startConsoleApi(target);
    admin = await signIn(api, await newStaff(api, 'super-admin'));
  });
  afterAll(() => api.close());
  afterEach(async () => {
    for (const row of (await list(admin)).body.windows as Array<{ id: number; state: string }>)
      if (row.state !== 'ended') await end(admin, row.id);
  });

  test('a window on mint refuses mint with its window and leaves onair, nova and bellcast at 200', async () => {
    const answer = await schedule(admin, { brands: ['mint'], ...window(-1, 120, 'DB 업그레이드') });
    expect(answer.status).toBe(200);
    expect(answer.body.windows[0]).toMatchObject({ brand: 'mint', state: 'active', reason: 'DB 업그레이드' });

    const refused = await guest('mint');
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: 'MAINTENANCE', maintenance: { reason: 'DB 업그레이드' } });
    for (const brand of ['onair', 'nova', 'bellcast'] as const) {
      expect((await guest(brand)).status).toBe(200);
      expect(await status(brand)).toEqual({ active: false, maintenance: null });
    }
    expect(await status('mint')).toMatchObject({ active: true, maintenance: { reason: 'DB 업그레이드' } });
  });

  test('staff sign in, use the console, and health and the document answer during a window on every brand', async () => {
    const all = ['onair', 'mint', 'nova', 'bellcast'] as const;
    expect((await schedule(admin, { brands: all, ...window(-1, 60) })).status).toBe(200);
    for (const brand of all) expect((await guest(brand)).status).toBe(503);

    const staff = await newStaff(api, 'moderator', ['mint']);
    const cookie = await signIn(api, staff, 'mint');
    expect((await api.call('GET', '/api/admin/me', { headers: consoleHeaders(cookie, 'mint') })).status).toBe(200);
    expect((await list(cookie, 'mint')).status).toBe(200);
    expect((await api.call('GET', '/api/health', { headers: site('mint') })).status).toBe(200);
    expect((await api.call('GET', '/api/openapi.json', { headers: site('mint') })).status).toBe(200);
  });

  test('several brands at once; ending one early reopens it alone; each act is audited per brand', async () => {
    await schedule(admin, { brands: ['mint', 'bellcast'], ...window(-1, 60, '이전 작업') });
    expect((await guest('mint')).status).toBe(503);
    expect((await guest('bellcast')).status).toBe(503);
    expect((await guest('onair')).status).toBe(200);

    const mint = await standing('mint');
    const ended = await end(admin, Number(mint?.id));
    expect(ended.body).toMatchObject({ id: Number(mint?.id), brand: 'mint', state: 'ended' });
    expect((await guest('mint')).status).toBe(200);
    expect((await guest('bellcast')).status).toBe(503);

    const audit = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, 'maintenance'), eq(auditLog.targetId, String(Number(mint?.id)))));
    expect(audit.map((row) => [row.action, row.brand, row.reason])).toEqual([
      ['maintenance.schedule', 'mint', '이전 작업'],
      ['maintenance.end', 'mint', '작업 조기 완료'],
    ]);
  });

  test('a window ahead refuses nothing yet; scheduling a brand again replaces its earlier window', async () => {
    await schedule(admin, { brands: ['nova'], ...window(60, 120, '첫 일정') });
    expect((await guest('nova')).status).toBe(200);
    expect(await status('nova')).toMatchObject({ active: false, maintenance: { reason: '첫 일정' } });
    const first = await standing('nova');
    expect(first).toMatchObject({ state: 'scheduled' });

    await schedule(admin, { brands: ['nova'], ...window(-1, 30, '바뀐 일정') });
    expect((await guest('nova')).status).toBe(503);
    const rows = (await list(admin)).body.windows as Array<{ id: number; state: string; reason: string }>;
    expect(rows.find((row) => row.id === first?.id)).toMatchObject({ state: 'ended' });
    expect(rows.filter((row) => row.state !== 'ended').map((row) => row.reason)).toEqual(['바뀐 일정']);
  });

  test('only a super-admin schedules or ends; every role reads the list', async () => {
    for (const role of ['moderator', 'support', 'finance', 'content'] as const) {
      const cookie = await signIn(api, await newStaff(api, role));
      expect((await list(cookie)).status).toBe(200);
      const refused = await schedule(cookie, { brands: ['onair'], ...window(-1, 60) });
      expect(refused).toMatchObject({ status: 403, body: { code: 'STAFF_ROLE_REFUSED', message: ADMIN_MESSAGES.roleRefused } });
    }
    await schedule(admin, { brands: ['onair'], ...window(-1, 60) });
    const moderator = await signIn(api, await newStaff(api, 'moderator'));
    expect((await end(moderator, Number((await standing('onair'))?.id))).status).toBe(403);
    expect((await guest('onair')).status).toBe(503);
  });

  test('a brand-scoped super-admin can neither close, end nor see another brand', async () => {
    const onairAdmin = await signIn(api, await newStaff(api, 'super-admin', ['onair']));
    const refused = await schedule(onairAdmin, { brands: ['onair', 'mint'], ...window(-1, 60) });
    expect(refused).toMatchObject({ status: 403, body: { code: 'STAFF_BRAND_REFUSED' } });
    expect((await guest('onair')).status).toBe(200);

    await schedule(admin, { brands: ['mint'], ...window(-1, 60) });
    const mint = await standing('mint');
    const hidden = await end(onairAdmin, Number(mint?.id));
    expect(hidden).toMatchObject({ status: 404, body: { message: MAINTENANCE_MESSAGES.windowNotFound } });
    expect((await guest('mint')).status).toBe(503);
    const seen = (await list(onairAdmin)).body.windows as Array<{ brand: string }>;
    expect(seen.some((row) => row.brand === 'mint')).toBe(false);
    // Through mint's own site code the guard refuses the account before anything else.
    expect((await list(onairAdmin, 'mint')).status).toBe(403);
  });

  test('a window must end after it starts and in the future, on known brands', async () => {
    const backwards = await schedule(admin, { brands: ['onair'], startAt: window(60, 0).startAt, endAt: window(0, 30).endAt });
    expect(backwards).toMatchObject({ status: 400, body: { errors: [{ field: 'endAt', message: 'must be after startAt' }] } });
    const over = await schedule(admin, { brands: ['onair'], ...window(-120, -60) });
    expect(over).toMatchObject({ status: 400, body: { errors: [{ field: 'endAt', message: 'must be in the future' }] } });
    expect((await schedule(admin, { brands: ['nowhere'], ...window(-1, 60) })).status).toBe(400);
    expect((await schedule(admin, { brands: [], ...window(-1, 60) })).status).toBe(400);
    expect((await end(admin, 999_999_999)).status).toBe(404);
  });
});
