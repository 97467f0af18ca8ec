import { testDatabaseTargets } from '@onair/db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';

const pglite = testDatabaseTargets('pglite').find((target) => target.name === 'pglite');
if (!pglite) throw new Error('PGlite is always a test target');

describe('system routes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(pglite);
  });
  afterAll(() => api.close());

  test('health names the storage this node runs on and the brand of the request', async () => {
    expect((await api.get('/api/health')).body).toEqual({
      status: 'ok',
      database: 'pglite',
      cache: 'memory',
      brand: 'onair',
    });
    expect((await api.get('/api/health', { 'x-site-code': 'bellcast' })).body.brand).toBe('bellcast');
    expect((await api.get('/api/health', { 'x-site-code': 'unknown' })).body.brand).toBe('onair');
  });

  test('the OpenAPI 3.1 document lists every group with tags and the error shape', async () => {
    const { status, body } = await api.get('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    expect(body.paths['/api/guest/loginId/{id}'].get.tags).toEqual(['guest']);
    expect(body.paths['/api/guest/channels'].get.parameters.map((p: { name: string }) => p.name)).toEqual([
      'page',
      'size',
      'live',
      'keyword',
    ]);
    expect(body.components.schemas.ChannelSummary.properties.channelId.type).toBe('number');
    expect(body.tags.map((tag: { name: string }) => tag.name)).toEqual(
      expect.arrayContaining(['guest', 'auth', 'cs', 'system']),
    );
  });

  test('an unknown route or method answers 404 in the one error shape', async () => {
    const missing = await api.get('/api/nothing-here');
    expect(missing).toEqual({
      status: 404,
      body: { statusCode: 404, code: 'NOT_FOUND', message: 'GET /api/nothing-here not found', key: 'system.routeNotFound', params: { method: 'GET', url: '/api/nothing-here' } },
    });
    const wrongMethod = await fetch(`${api.url}/api/health`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(404);
    expect((await wrongMethod.json()).code).toBe('NOT_FOUND');
  });

  test('geo-ip reads the edge country header and defaults to Korea', async () => {
    expect((await api.get('/api/auth/geo-ip')).body).toEqual({ countryCode: 'KR', foreign: false });
    expect((await api.get('/api/auth/geo-ip', { 'cf-ipcountry': 'jp' })).body).toEqual({
      countryCode: 'JP',
      foreign: true,
    });
  });

  test('service notices list the pinned one first', async () => {
    const { body } = await api.get('/api/cs/notice-list');
    expect(body.size).toBe(10);
    expect(body.items[0].important).toBe(true);
  });
});
