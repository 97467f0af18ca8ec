import type { FastifyInstance } from 'fastify';
import { buildSandboxApp } from './app';

describe('sandbox over HTTP', () => {
  let app: FastifyInstance;
  let url: string;

  beforeEach(async () => {
    app = buildSandboxApp({ smsOutboxLimit: 3 });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => app.close());

  const sendSms = (body: unknown, contentType = 'application/json') =>
    fetch(`${url}/sms/send`, { method: 'POST', headers: { 'content-type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const outbox = async (query = '') => {
    const response = await fetch(`${url}/sms/outbox${query}`);
    return { status: response.status, body: await response.json() };
  };

  test('GET /health', async () => {
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  test('POST /sms/send stores the message and answers its id; the outbox lists it newest first', async () => {
    const first = await sendSms({ to: '01012345678', text: '[온에어] 인증번호 [482913]을 입력해주세요.' });
    expect(first.status).toBe(201);
    const { messageId } = (await first.json()) as { messageId: string };
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);
    await sendSms({ to: '+821099998888', text: 'other phone' });
    await sendSms({ to: '01012345678', text: '[온에어] 인증번호 [105377]을 입력해주세요.' });

    const mine = await outbox('?to=01012345678');
    expect(mine.status).toBe(200);
    expect(mine.body.messages.map((m: { text: string }) => m.text)).toEqual([
      '[온에어] 인증번호 [105377]을 입력해주세요.',
      '[온에어] 인증번호 [482913]을 입력해주세요.',
    ]);
    expect(mine.body.messages[1]).toEqual({ messageId, to: '01012345678', text: '[온에어] 인증번호 [482913]을 입력해주세요.', sentAt: expect.any(String) });
    expect(Date.parse(mine.body.messages[1].sentAt)).not.toBeNaN();
    expect((await outbox()).body.messages).toHaveLength(3);
    expect((await outbox('?to=01000000000')).body).toEqual({ messages: [] });
  });

  test('the outbox keeps the newest messages up to its limit', async () => {
    for (const n of [1, 2, 3, 4]) await sendSms({ to: '01012345678', text: `message ${n}` });
    expect((await outbox()).body.messages.map((m: { text: string }) => m.text)).toEqual(['message 4', 'message 3', 'message 2']);
  });

  test.each([
    [{ text: 'hi' }, 'to', 'is required'],
    [{ to: '010-1234-5678', text: 'hi' }, 'to', 'must be 7 to 15 digits, optionally after a +'],
    [{ to: 1012345678, text: 'hi' }, 'to', 'must be a string'],
    [{ to: '01012345678' }, 'text', 'is required'],
    [{ to: '01012345678', text: '' }, 'text', 'must not be empty'],
    [{ to: '01012345678', text: 'x'.repeat(2001) }, 'text', 'must be at most 2000 characters'],
    [42, 'body', 'must be a JSON object'],
  ])('POST /sms/send %j answers 400 naming %s', async (body, field, message) => {
    const response = await sendSms(body);
    expect(response.status).toBe(400);
    // Words of no catalog message travel as system.text, with the words as its param.
    const worded = { key: 'system.text', params: { text: message } };
    expect(await response.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: `${field}: ${message}`,
      ...worded,
      errors: [{ field, in: 'body', message, ...worded }],
    });
    expect((await outbox()).body.messages).toEqual([]);
  });

  test('malformed JSON and other media types get the same error shape', async () => {
    const broken = await sendSms('{"to":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' });
    const form = await sendSms('to=01012345678&text=hi', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });
  });

  test('GET /sms/outbox with a malformed number answers 400 naming to', async () => {
    expect(await outbox('?to=abc')).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'to: must be 7 to 15 digits, optionally after a +',
        key: 'system.text',
        params: { text: 'must be 7 to 15 digits, optionally after a +' },
        errors: [
          {
            field: 'to',
            in: 'query',
            message: 'must be 7 to 15 digits, optionally after a +',
            key: 'system.text',
            params: { text: 'must be 7 to 15 digits, optionally after a +' },
          },
        ],
      },
    });
  });

  test('GET / lists the stand-ins and the latest texts with their codes, escaped', async () => {
    const empty = await (await fetch(`${url}/`)).text();
    expect(empty).toContain('No SMS sent yet.');

    await sendSms({ to: '01012345678', text: '[온에어] 인증번호 [482913]을 입력해주세요.' });
    await sendSms({ to: '01055556666', text: '<script>alert(1)</script>' });
    const response = await fetch(`${url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('SMS provider');
    expect(html).toContain('POST /sms/send');
    expect(html).toContain('<td class="code">482913</td>');
    expect(html).toContain('[온에어] 인증번호 [482913]을 입력해주세요.');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html.indexOf('01055556666')).toBeLessThan(html.indexOf('01012345678'));
  });

  test('an unknown route answers 404 in the error shape', async () => {
    const response = await fetch(`${url}/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'GET /nothing not found',
      key: 'system.routeNotFound',
      params: { method: 'GET', url: '/nothing' },
    });
  });
});
