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
      throw new ApiError(403, 'FORBIDDEN', '권한이 없습니다.');
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
      { statusCode: 400, code: 'VALIDATION_ERROR', message: 'page: 올바른 숫자를 입력해주세요.', errors: [{ field: 'page', in: 'query', message: '올바른 숫자를 입력해주세요.' }] },
    ]);
    expect((await fetch(`${url}/forbidden`)).status).toBe(403);
    const badJson = await fetch(`${url}/json`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":' });
    expect([badJson.status, (await badJson.json()).statusCode]).toEqual([400, 400]);
    expect(logged).toEqual([]);
  });

  test('a fault of ours answers a bare 500 and is logged with its stack', async () => {
    const broken = await fetch(`${url}/broken`);
    expect([broken.status, await broken.json()]).toEqual([500, { statusCode: 500, code: 'INTERNAL_ERROR', message: 'internal error' }]);
    expect(logged.filter((line) => line.includes('"stack"') && line.includes('a bug'))).toHaveLength(1);
  });
});
