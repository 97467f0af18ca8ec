import { desc } from 'drizzle-orm';
import { maintenanceWindows } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { MAINTENANCE_MESSAGE } from './maintenance-gate';
import { MAINTENANCE_CACHE_MS } from './maintenance-lookup';
import { OPERATOR_ONLY_MESSAGE } from './maintenance-routes';
import { maintenanceStore } from './maintenance-store';
import { bearerMember, windowFromNow } from './testing/members';

const MAINTENANCE = '/api/system/maintenance';

describe.each(testDatabaseTargets())('maintenance on $name', (target) => {
  let api: TestApi;
  let operator: Awaited<ReturnType<typeof bearerMember>>;
  let viewer: Awaited<ReturnType<typeof bearerMember>>;

  beforeAll(async () => {
    api = await startTestApi(target);
    operator = await bearerMember(api, 'O');
    viewer = await bearerMember(api, 'V');
  });
  afterAll(() => api.close());
  afterEach(() => api.call('DELETE', MAINTENANCE, { headers: operator.headers }));

  const guestRoute = () => api.call('GET', '/api/guest/channels');
  const memberRoute = () => api.call('GET', '/api/auth/me', { headers: viewer.headers });
  const setWindow = (body: object, headers = operator.headers) => api.call('PUT', MAINTENANCE, { body, headers });

  test('outside a window member and guest routes answer, and the window reads as none', async () => {
    expect((await guestRoute()).status).toBe(200);
    expect((await memberRoute()).status).toBe(200);
    expect((await api.call('GET', MAINTENANCE)).body).toEqual({ active: false, maintenance: null });
  });

  test('during a window every call answers 503 with the window, except health, the window and the document', async () => {
    const window = windowFromNow(-1, 120, '데이터베이스 업그레이드');
    const set = await setWindow(window);
    expect(set.status).toBe(200);
    const expected = {
      startAt: new Date(window.startAt).toISOString(),
      endAt: new Date(window.endAt).toISOString(),
      reason: '데이터베이스 업그레이드',
    };
    expect(set.body).toEqual({ active: true, maintenance: expected });

    for (const refused of [
      await guestRoute(),
      await memberRoute(),
      await api.call('POST', '/v2/api/auth/signin', {
        body: { loginId: 'demoviewer', password: 'x', loginKeep: false },
      }),
      await api.call('GET', '/api/no-such-route'),
    ]) {
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual({
        statusCode: 503,
        code: 'MAINTENANCE',
        message: MAINTENANCE_MESSAGE,
        key: 'maintenance.underway',
        maintenance: expected,
      });
    }
    const retryAfter = Number((await guestRoute()).headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(119 * 60);
    expect(retryAfter).toBeLessThanOrEqual(120 * 60);

    expect((await api.get('/api/health')).status).toBe(200);
    expect((await api.get('/api/openapi.json')).status).toBe(200);
    expect(await api.get(MAINTENANCE)).toEqual({ status: 200, body: { active: true, maintenance: expected } });

    // The operator ends it early; this node follows at once.
    expect((await api.call('DELETE', MAINTENANCE, { headers: operator.headers })).body).toEqual({
      active: false,
      maintenance: null,
    });
    expect((await guestRoute()).status).toBe(200);
    expect((await memberRoute()).status).toBe(200);
  });

  test("the operator route sets and ends the request brand's window only: a window on mint leaves onair at 200", async () => {
    const mint = (await bearerMember(api, 'O', 'mint')).headers;
    expect((await setWindow(windowFromNow(-1, 60, '민트 점검'), mint)).status).toBe(200);
    expect((await api.call('GET', '/api/guest/channels', { headers: { 'x-site-code': 'mint' } })).status).toBe(503);
    expect((await guestRoute()).status).toBe(200);
    expect((await memberRoute()).status).toBe(200);
    expect((await api.get(MAINTENANCE)).body).toEqual({ active: false, maintenance: null });
    // Ending onair's (it has none) leaves mint's standing; ending mint's reopens it.
    await api.call('DELETE', MAINTENANCE, { headers: operator.headers });
    expect((await api.call('GET', '/api/guest/channels', { headers: { 'x-site-code': 'mint' } })).status).toBe(503);
    await api.call('DELETE', MAINTENANCE, { headers: mint });
    expect((await api.call('GET', '/api/guest/channels', { headers: { 'x-site-code': 'mint' } })).status).toBe(200);
  });

  test('a window ahead of now is announced but refuses nothing yet', async () => {
    const window = windowFromNow(60, 180);
    expect((await setWindow(window)).body).toMatchObject({ active: false, maintenance: { reason: '' } });
    expect((await guestRoute()).status).toBe(200);
    expect((await api.get(MAINTENANCE)).body.maintenance.startAt).toBe(new Date(window.startAt).toISOString());
  });

  test('only operators set or end a window', async () => {
    const visitor = await api.call('PUT', MAINTENANCE, { body: windowFromNow(-1, 60) });
    expect(visitor.status).toBe(401);
    const member = await setWindow(windowFromNow(-1, 60), viewer.headers);
    expect(member).toMatchObject({ status: 403, body: { code: 'FORBIDDEN', message: OPERATOR_ONLY_MESSAGE } });
    expect((await api.call('DELETE', MAINTENANCE, { headers: viewer.headers })).status).toBe(403);
    expect((await guestRoute()).status).toBe(200);
  });

  test('an operator can still end a window while every other call is refused', async () => {
    await setWindow(windowFromNow(-1, 60));
    expect((await guestRoute()).status).toBe(503);
    expect((await api.call('DELETE', MAINTENANCE, { headers: viewer.headers })).status).toBe(403);
    expect((await api.call('DELETE', MAINTENANCE, { headers: operator.headers })).status).toBe(200);
    expect((await guestRoute()).status).toBe(200);
  });

  test('a window must end after it starts, in the future, in ISO 8601 with an offset', async () => {
    const backwards = await setWindow({ startAt: windowFromNow(60, 0).startAt, endAt: windowFromNow(0, 30).endAt });
    expect(backwards).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'endAt', message: 'must be after startAt' }] },
    });
    const over = await setWindow(windowFromNow(-120, -60));
    expect(over).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'endAt', message: 'must be in the future' }] },
    });
    const local = await setWindow({ startAt: '2031-01-01 02:00', endAt: '2031-01-01T06:00:00+09:00' });
    expect(local).toMatchObject({ status: 400, body: { errors: [{ field: 'startAt' }] } });
  });

  test('setting a window replaces the last one and keeps it as history, with who set it', async () => {
    await setWindow(windowFromNow(60, 120, '첫 번째'));
    await setWindow(windowFromNow(30, 90, '두 번째'));
    const rows = await api.database.db.select().from(maintenanceWindows).orderBy(desc(maintenanceWindows.id)).limit(2);
    expect(rows.map((row) => [row.reason, row.setBy, row.clearedAt === null])).toEqual([
      ['두 번째', operator.memberId, true],
      ['첫 번째', operator.memberId, false],
    ]);
    expect((await api.get(MAINTENANCE)).body.maintenance.reason).toBe('두 번째');
  });

  test('a window set by another node (straight in the database) is followed within the cache time', async () => {
    expect((await guestRoute()).status).toBe(200);
    const window = windowFromNow(-1, 60);
    await maintenanceStore(api.database.db).replace(
      'onair',
      { startAt: new Date(window.startAt), endAt: new Date(window.endAt), reason: '' },
      {},
    );
    const setAt = Date.now();
    let status = 200;
    while (status !== 503 && Date.now() - setAt < MAINTENANCE_CACHE_MS + 1000) {
      status = (await guestRoute()).status;
      if (status !== 503) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(503);
  });
});

describe('a window from the environment', () => {
  const pglite = testDatabaseTargets()[0];
  if (!pglite) throw new Error('PGlite is always a test target');

  test('is in force from the start, and an operator can end it', async () => {
    const startAt = new Date(Date.now() - 60_000);
    const endAt = new Date(Date.now() + 3_600_000);
    const api = await startTestApi(pglite, {
      settings: { maintenanceAtStart: { startAt, endAt, reason: '정기 점검' } },
    });
    try {
      const refused = await api.call('GET', '/api/guest/channels');
      expect(refused.status).toBe(503);
      expect(refused.body.maintenance).toEqual({
        startAt: startAt.toISOString(),
        endAt: endAt.toISOString(),
        reason: '정기 점검',
      });
      const operator = await bearerMember(api, 'O');
      expect((await api.call('DELETE', MAINTENANCE, { headers: operator.headers })).status).toBe(200);
      expect((await api.call('GET', '/api/guest/channels')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  test('one already over is ignored', async () => {
    const api = await startTestApi(pglite, {
      settings: {
        maintenanceAtStart: {
          startAt: new Date(Date.now() - 7_200_000),
          endAt: new Date(Date.now() - 3_600_000),
          reason: '',
        },
      },
    });
    try {
      expect((await api.call('GET', '/api/guest/channels')).status).toBe(200);
      expect((await api.get(MAINTENANCE)).body).toEqual({ active: false, maintenance: null });
    } finally {
      await api.close();
    }
  });
});
