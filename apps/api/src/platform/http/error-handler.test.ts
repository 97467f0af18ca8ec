import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError, validationError } from './errors';
import { installErrorHandler } from './error-handler';

describe('the error handler', () => {
  const logged: string[] = [];
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    });
    app = Fastify({ logger: { level: 'info', stream }, disableRequestLogging: true });
    installErrorHandler(app);
    app.get('/invalid', async () => {
      throw validationError([{ field: 'page', in: 'query', message: '올바른 숫자를 입력해주세요.' }]);
    });
    app.get('/forbidden', async () => {
      throw new ApiError(403, 'FORBIDDEN', 'permission.notAllowed');
    });
    app.post('/json', async () => ({ ok: true }));
    app.get('/broken', async () => {
      throw new Error('a bug');
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    logged.length = 0; // 'Server listening at'
  });
  afterAll(() => app.close());

  test("a client's error (ours or Fastify's) is answered in the ErrorBody shape and logs nothing, so no stack trace", async () => {
    const invalid = await fetch(`${url}/invalid`);
    expect([invalid.status, await invalid.json()]).toEqual([
      400,
      {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'page: 올바른 숫자를 입력해주세요.',
        key: 'validation.wholeNumber',
        errors: [{ field: 'page', in: 'query', message: '올바른 숫자를 입력해주세요.', key: 'validation.wholeNumber' }],
      },
    ]);
    const forbidden = await fetch(`${url}/forbidden`);
    expect([forbidden.status, await forbidden.json()]).toEqual([403, { statusCode: 403, code: 'FORBIDDEN', message: '권한이 없습니다.', key: 'permission.notAllowed' }]);
    const badJson = await fetch(`${url}/json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    const badJsonBody = await badJson.json();
    expect([badJson.status, badJsonBody.statusCode, badJsonBody.key, badJsonBody.params.text]).toEqual([400, 400, 'system.text', badJsonBody.message]);
    expect(logged).toEqual([]);
  });

  test('a fault of ours answers a bare 500 and is logged with its stack', async () => {
    const broken = await fetch(`${url}/broken`);
    expect([broken.status, await broken.json()]).toEqual([500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'internal error', key: 'system.internal' }]);
    expect(logged.filter((line) => line.includes('"stack"') && line.includes('a bug'))).toHaveLength(1);
  });
});

test('a message with variable parts answers them as params beside the Korean text', async () => {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  app.get('/tries', async () => {
    throw new ApiError(429, 'TOO_MANY_TRIES', { key: 'liveAuth.tooManyTries', params: { minutes: 7 } });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const tries = await (await fetch(`${url}/tries`)).json();
  const missing = await (await fetch(`${url}/nowhere`)).json();
  await app.close();
  expect(tries).toEqual({
    statusCode: 429,
    code: 'TOO_MANY_TRIES',
    message: '비밀번호를 여러 번 틀렸습니다. 7분 후 다시 시도해주세요.',
    key: 'liveAuth.tooManyTries',
    params: { minutes: 7 },
  });
  expect(missing).toEqual({
    statusCode: 404,
    code: 'NOT_FOUND',
    message: 'GET /nowhere not found',
    key: 'system.routeNotFound',
    params: { method: 'GET', url: '/nowhere' },
  });
});
