import { jest } from '@jest/globals';
import { RATE_LIMIT_MESSAGES } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { newMember, startMoneyApi, type MoneyApi, type TestMember } from '../../modules/money/testing/money-test-kit';
import { DEFAULT_WRITE_LIMITS } from './write-limits';

let addressSerial = 0;
/** Each burst from an address of its own (the tests play the front, TRUST_PROXY=loopback). */
const newAddress = () => `198.51.100.${++addressSerial}`;

function expectRateLimited(result: { status: number; body: unknown; headers: Headers }) {
  expect(result.status).toBe(429);
  expect(result.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: RATE_LIMIT_MESSAGES.tooManyRequests, key: 'rateLimit.tooManyRequests' });
  const retryAfter = Number(result.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60 * 60);
}

describe.each(testDatabaseTargets())('write limits on $name', (target) => {
  let api: MoneyApi;
  let streamer: TestMember;

  const follow = (member: TestMember, address: string) =>
    api.call('POST', '/api/my/follows', { body: { channelId: streamer.channelId }, headers: { ...member.headers, 'x-forwarded-for': address } });
  const message = (from: TestMember, to: TestMember, address: string) =>
    api.call('POST', '/api/my/messages', { body: { loginId: to.loginId, content: '안녕하세요' }, headers: { ...from.headers, 'x-forwarded-for': address } });
  /** A signup the captcha or the form refuses still counts: the limit comes before anything is read. */
  const signupAttempt = (address: string) =>
    api.call('POST', '/api/auth/signup', { body: {}, headers: { 'x-forwarded-for': address } });

  async function burst(times: number, send: () => Promise<{ status: number }>) {
    for (let index = 0; index < times; index++) expect((await send()).status).not.toBe(429);
  }

  beforeAll(async () => {
    api = await startMoneyApi(target);
    streamer = await newMember(api, { channel: { live: true } });
  });
  afterAll(() => api.close());
  afterEach(() => jest.restoreAllMocks());

  test('a member who follows past the limit is refused with Retry-After; another member is not, and the window resets', async () => {
    const [eager, calm] = [await newMember(api), await newMember(api)];
    const address = newAddress();
    await burst(DEFAULT_WRITE_LIMITS.follows.perMember ?? 0, () => follow(eager, address));
    expectRateLimited(await follow(eager, address));
    // Another member, even behind the same router, still has their own budget.
    expect((await follow(calm, address)).status).toBe(200);
    // Moving to another address does not help the member who spent theirs.
    expectRateLimited(await follow(eager, newAddress()));

    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + DEFAULT_WRITE_LIMITS.follows.windowMs + 1_000);
    expect((await follow(eager, address)).status).toBe(200);
  });

  test('messages have a budget of their own: spending it leaves follows open', async () => {
    const [sender, recipient] = [await newMember(api), await newMember(api)];
    const address = newAddress();
    await burst(DEFAULT_WRITE_LIMITS.messages.perMember ?? 0, () => message(sender, recipient, address));
    expectRateLimited(await message(sender, recipient, address));
    expect((await follow(sender, address)).status).toBe(200);
    expect((await message(recipient, sender, newAddress())).status).toBe(201);
  });

  test('one address that signs up past the limit is refused; another address is not', async () => {
    const address = newAddress();
    await burst(DEFAULT_WRITE_LIMITS.signup.perAddress, () => signupAttempt(address));
    expectRateLimited(await signupAttempt(address));
    expect((await signupAttempt(newAddress())).status).toBe(400);
  });

  test('many members behind one address share its budget', async () => {
    const address = newAddress();
    const { perMember, perAddress } = DEFAULT_WRITE_LIMITS.follows;
    const crowd = await Promise.all(Array.from({ length: Math.ceil(perAddress / (perMember ?? 1)) }, () => newMember(api)));
    for (const member of crowd) await burst(Math.min(perMember ?? 0, perAddress), () => follow(member, address));
    expectRateLimited(await follow(await newMember(api), address));
  });
});
