import { readCookie, writeCookie } from './cookie-jar';

test('reads a cookie by its exact name and decodes it', () => {
  expect(readCookie('a', 'ab=1; a=%ED%95%9C; b=2')).toBe('한');
  expect(readCookie('missing', 'a=1')).toBeUndefined();
  expect(readCookie('bad', 'bad=%E0%A4%A')).toBe('%E0%A4%A');
});

test('writes a host-only cookie with max age, path and SameSite', () => {
  const jar = { cookie: '' };
  writeCookie(jar, 'onair_appkey', 'a b', { maxAgeSeconds: 60 });
  expect(jar.cookie).toBe('onair_appkey=a%20b; Max-Age=60; Path=/; SameSite=Lax');
});
