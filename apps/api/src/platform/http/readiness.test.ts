import pg from 'pg';
import { sql } from 'drizzle-orm';
import { testDatabaseTargets } from '@onair/db/testing';
import { startTestApi, type TestApi } from '../../testing/test-api';
import { isDatabaseUnavailable } from './database-unavailable';

const targets = testDatabaseTargets('both');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(targets)('readiness and request ids on $name', (target) => {
  let api: TestApi;
  // One node per engine; the tests run in order, the drain and the lost migration last.
  beforeAll(async () => {
    api = await startTestApi(target);
  });
  afterAll(() => api.close());

  test('a node with its database, every migration and no drain is ready', async () => {
    expect(await api.get('/api/ready')).toEqual({ status: 200, body: { status: 'ready' } });
  });

  test('every answer names its request: the front id when plain, a new UUID otherwise', async () => {
    const fromFront = await api.call('GET', '/api/health', { headers: { 'x-request-id': 'haproxy-7f3a.01:9' } });
    expect(fromFront.headers.get('x-request-id')).toBe('haproxy-7f3a.01:9');
    const generated = await api.call('GET', '/api/nothing-here');
    expect(generated.status).toBe(404);
    expect(generated.headers.get('x-request-id')).toMatch(UUID);
    const forged = await api.call('GET', '/api/health', { headers: { 'x-request-id': 'x'.repeat(129) } });
    expect(forged.headers.get('x-request-id')).toMatch(UUID);
    const spaced = await api.call('GET', '/api/health', { headers: { 'x-request-id': 'a b' } });
    expect(spaced.headers.get('x-request-id')).toMatch(UUID);
    const ids = new Set(
      await Promise.all([1, 2, 3].map(async () => (await api.call('GET', '/api/health')).headers.get('x-request-id'))),
    );
    expect(ids.size).toBe(3);
  });

  test('a draining node says no to the front but still answers liveness and requests in flight', async () => {
    api.startDraining();
    const ready = await api.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ code: 'NOT_READY', key: 'system.notReady', params: { checks: 'draining' } });
    expect(ready.headers.get('retry-after')).toBe('5');
    expect((await api.get('/api/health')).status).toBe(200);
    expect((await api.get('/api/guest/channels')).status).toBe(200);
  });

  test('a schema behind this build is not ready', async () => {
    await api.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const ready = await api.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.params).toEqual({ checks: 'draining, migrations' });
  });
});

const postgres = targets.find((target) => target.name === 'postgres');
const onPostgres = postgres ? describe : describe.skip;
const postgresTarget = () => {
  if (!postgres) throw new Error('runs only with DATABASE_URL');
  return postgres;
};

onPostgres('a database that stops answering', () => {
  let api: TestApi;
  let admin: pg.Client;
  let name: string;
  beforeAll(async () => {
    api = await startTestApi(postgresTarget());
    name = new URL(api.database.location).pathname.slice(1);
    admin = new pg.Client({ connectionString: process.env['DATABASE_URL'] });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.query(`alter database ${name} allow_connections true`).catch(() => undefined);
    await admin.end();
    await api.close();
  });

  test('readiness turns false and requests fail fast with 503 until it is back', async () => {
    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );

    const ready = await api.call('GET', '/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.params).toEqual({ checks: 'database' });
    const started = Date.now();
    const read = await api.call('GET', '/api/guest/channels');
    expect(read.status).toBe(503);
    expect(read.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      key: 'system.databaseUnavailable',
      message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
    });
    expect(read.headers.get('retry-after')).toBe('5');
    // Fails at once, not after a hanging connection attempt.
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await api.get('/api/health')).status).toBe(200);

    await admin.query(`alter database ${name} allow_connections true`);
    expect(await api.get('/api/ready')).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await api.get('/api/guest/channels')).status).toBe(200);
  });

  test('a statement past its limit is cancelled by the server and counts as unavailable', async () => {
    const client = new pg.Client({ connectionString: process.env['DATABASE_URL'], statement_timeout: 100 });
    await client.connect();
    const failure = await client.query('select pg_sleep(2)').catch((error: unknown) => error);
    await client.end();
    expect((failure as { code?: string }).code).toBe('57014');
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
  });
});
