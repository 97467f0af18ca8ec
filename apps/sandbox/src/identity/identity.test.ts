import { createHmac } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildSandboxApp } from '../app';
import { DEV_IDENTITY_CALLBACK_SECRET, identityCallbackSecret, signDecision } from './signing';

/** Stands in for the API's callback: records what it is sent and answers what the test says. */
async function startCallbackReceiver() {
  const received: Record<string, unknown>[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: { msg: 'ok' } };
  const receiver = Fastify();
  receiver.post('/api/personal-auth/callback', async (request, reply) => {
    received.push(request.body as Record<string, unknown>);
    return reply.status(answer.status).send(answer.body);
  });
  const url = await receiver.listen({ port: 0, host: '127.0.0.1' });
  return { url, received, answerWith: (next: typeof answer) => void (answer = next), close: () => receiver.close() };
}

describe('identity verification stand-in over HTTP', () => {
  let app: FastifyInstance;
  let url: string;
  let api: Awaited<ReturnType<typeof startCallbackReceiver>>;

  beforeEach(async () => {
    app = buildSandboxApp();
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    api = await startCallbackReceiver();
  });
  afterEach(async () => {
    await app.close();
    await api.close();
  });

  const register = async (requestId: string) => {
    const response = await fetch(`${url}/identity/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestId, callbackUrl: `${api.url}/api/personal-auth/callback`, returnUrl: `http://localhost:4200/my/personal-auth?requestId=${requestId}` }),
    });
    return { status: response.status, body: await response.json() };
  };
  const decide = (requestId: string, form: Record<string, string>) =>
    fetch(`${url}/identity/verify/${requestId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });

  test('POST /identity/requests answers the page to open in the popup', async () => {
    expect(await register('req-1')).toEqual({ status: 201, body: { url: `${url}/identity/verify/req-1` } });
  });

  test.each([
    [{ callbackUrl: 'http://a.test/cb', returnUrl: 'http://a.test/r' }, 'requestId', 'is required'],
    [{ requestId: 'bad id!', callbackUrl: 'http://a.test/cb', returnUrl: 'http://a.test/r' }, 'requestId', 'must be 1 to 100 letters, digits, _ or -'],
    [{ requestId: 'r1', callbackUrl: 'not a url', returnUrl: 'http://a.test/r' }, 'callbackUrl', 'must be an http(s) URL'],
    [{ requestId: 'r1', callbackUrl: 'http://a.test/cb', returnUrl: 'javascript:alert(1)' }, 'returnUrl', 'must be an http(s) URL'],
  ])('POST /identity/requests %j answers 400 naming %s', async (body, field, message) => {
    const response = await fetch(`${url}/identity/requests`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
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
  });

  test('the popup page is Korean HTML with a name (pre-filled, editable), a birthday and the two decisions', async () => {
    await register('req-2');
    const response = await fetch(`${url}/identity/verify/req-2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const page = await response.text();
    expect(page).toContain('<html lang="ko">');
    expect(page).toContain('<form method="post" action="/identity/verify/req-2">');
    expect(page).toContain('<input type="text" id="name" name="name" maxlength="40" autocomplete="off" value="홍길동">');
    expect(page).toContain('name="birthday"');
    expect(page).toContain('<button type="submit" name="decision" value="approve">인증 승인</button>');
    expect(page).toContain('<button type="submit" name="decision" value="reject">인증 거절</button>');
  });

  test('an unknown request is a 404 page, for GET and POST alike', async () => {
    const page = await fetch(`${url}/identity/verify/nothing`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('본인인증 요청을 찾을 수 없습니다.');
    expect((await decide('nothing', { decision: 'reject' })).status).toBe(404);
    expect(api.received).toEqual([]);
  });

  test('approving posts the signed decision with the name and birthday, then sends the popup back', async () => {
    await register('req-3');
    const response = await decide('req-3', { decision: 'approve', name: ' 김민지 ', birthday: '1990-05-17' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://localhost:4200/my/personal-auth?requestId=req-3');
    const expected = createHmac('sha256', DEV_IDENTITY_CALLBACK_SECRET).update('req-3.approved.1990-05-17.김민지').digest('hex');
    expect(api.received).toEqual([{ requestId: 'req-3', result: 'approved', birthday: '1990-05-17', name: '김민지', signature: expected }]);
    expect(await (await fetch(`${url}/identity/verify/req-3`)).text()).toContain('이미 승인된 요청입니다.');
  });

  test('rejecting posts the signed rejection without a birthday', async () => {
    await register('req-4');
    const response = await decide('req-4', { decision: 'reject', name: '홍길동', birthday: '' });
    expect(response.status).toBe(303);
    const expected = createHmac('sha256', DEV_IDENTITY_CALLBACK_SECRET).update('req-4.rejected.').digest('hex');
    expect(api.received).toEqual([{ requestId: 'req-4', result: 'rejected', signature: expected }]);
  });

  test.each([
    [{ decision: 'approve', name: '홍길동' }, '생년월일을 입력해주세요.'],
    [{ decision: 'approve', name: '홍길동', birthday: '1990-02-30' }, '생년월일을 입력해주세요.'],
    [{ decision: 'approve', birthday: '1990-05-17' }, '이름을 입력해주세요.'],
    [{ decision: 'approve', name: '   ', birthday: '1990-05-17' }, '이름을 입력해주세요.'],
    [{ decision: 'approve', name: '가'.repeat(41), birthday: '1990-05-17' }, '이름을 입력해주세요.'],
    [{ name: '홍길동', birthday: '1990-05-17' }, '인증 승인 또는 인증 거절을 눌러주세요.'],
  ])('a form %j is shown again with "%s" and nothing is posted', async (form, message) => {
    await register('req-5');
    const response = await decide('req-5', form);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(`<p class="error" role="alert">${message}</p>`);
    expect(api.received).toEqual([]);
  });

  test('a form shown again keeps what was entered, escaped', async () => {
    await register('req-8');
    const response = await decide('req-8', { decision: 'approve', name: '<b>김민지</b>', birthday: '1990-02-30' });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('value="&#60;b&#62;김민지&#60;/b&#62;"');
    expect(page).toContain('value="1990-02-30"');
  });

  test("the API's refusal is shown in the popup, which stays open", async () => {
    await register('req-6');
    api.answerWith({ status: 409, body: { statusCode: 409, code: 'IDENTITY_ALREADY_DECIDED', message: '이미 처리된 본인인증 요청입니다.' } });
    const response = await decide('req-6', { decision: 'reject' });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('이미 처리된 본인인증 요청입니다.');
  });

  test('an API that cannot be reached is said so', async () => {
    await register('req-7');
    await api.close();
    const response = await decide('req-7', { decision: 'reject' });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('API에 연결하지 못했습니다');
  });

  test('the developer page lists the stand-in', async () => {
    const page = await (await fetch(`${url}/`)).text();
    expect(page).toContain('Identity verification');
    expect(page).toContain('POST /identity/requests {requestId, callbackUrl, returnUrl} → {url}');
  });
});

test('the callback secret comes from IDENTITY_CALLBACK_SECRET, else the API’s development default', () => {
  expect(identityCallbackSecret({})).toBe('onair-development-secret-change-me-in-production-identity');
  expect(identityCallbackSecret({ IDENTITY_CALLBACK_SECRET: 'shared' })).toBe('shared');
  expect(signDecision({ requestId: 'r', result: 'rejected' }, 'k')).toBe(createHmac('sha256', 'k').update('r.rejected.').digest('hex'));
  expect(signDecision({ requestId: 'r', result: 'approved', birthday: '1990-01-01', name: '홍길동' }, 'k')).toBe(
    createHmac('sha256', 'k').update('r.approved.1990-01-01.홍길동').digest('hex'),
  );
});
