import { hashPassword, verifyPassword } from './passwords';

test('passwords are hashed with argon2id, 19 MiB and 2 passes, salted per hash', async () => {
  const first = await hashPassword('onair1234!');
  const second = await hashPassword('onair1234!');
  expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(first).not.toBe(second);
  expect(first).not.toContain('onair1234!');
});

test('verifyPassword accepts the right password only', async () => {
  const stored = await hashPassword('onair1234!');
  expect(await verifyPassword(stored, 'onair1234!')).toBe(true);
  expect(await verifyPassword(stored, 'onair1234?')).toBe(false);
});

test('a missing or unreadable hash never matches and never throws', async () => {
  expect(await verifyPassword(null, 'onair1234!')).toBe(false);
  expect(await verifyPassword(undefined, '')).toBe(false);
  expect(await verifyPassword('test-hash:10', 'onair1234!')).toBe(false);
  expect(await verifyPassword('$argon2id$broken', 'onair1234!')).toBe(false);
});
