import { hashPassword } from './passwords';

test('passwords are hashed with argon2id, 19 MiB and 2 passes, salted per hash', async () => {
  const first = await hashPassword('onair1234!');
  const second = await hashPassword('onair1234!');
  expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(first).not.toBe(second);
  expect(first).not.toContain('onair1234!');
});
