import { newIdempotencyKey } from './idempotency-key';
import { readMoneyFailure } from './money-failure';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test('a new UUID v4 each time', () => {
  const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
  expect(keys.size).toBe(50);
  for (const key of keys) expect(key).toMatch(UUID_V4);
});

test('a UUID v4 also where crypto.randomUUID is missing (plain http on a LAN address)', () => {
  const randomUUID = crypto.randomUUID;
  Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  } finally {
    Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
  }
});

test.each([
  [
    { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
    { status: null, code: '', message: '', outcomeUnknown: true },
  ],
  [
    { status: 502, data: { statusCode: 502, code: 'BAD_GATEWAY', message: '결제 서비스에 연결할 수 없습니다.' } },
    { status: 502, code: 'BAD_GATEWAY', message: '결제 서비스에 연결할 수 없습니다.', outcomeUnknown: true },
  ],
  [
    { status: 409, data: { statusCode: 409, code: 'INSUFFICIENT_BALANCE', message: '보유 러브 잔액이 부족합니다.' } },
    { status: 409, code: 'INSUFFICIENT_BALANCE', message: '보유 러브 잔액이 부족합니다.', outcomeUnknown: false },
  ],
])('reads %j', (error, expected) => {
  expect(readMoneyFailure(error)).toEqual(expected);
});
