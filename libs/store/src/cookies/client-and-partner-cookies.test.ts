import { COOKIE_NAMES } from '@onair/contracts';
import { ensureClientIdCookie, randomClientId } from './client-id';
import { readCookie, type CookieJar } from './cookie-jar';
import { partnerCodeFrom, storeAppKeysFromQuery } from './partner-cookies';

/** Behaves like document.cookie: an assignment adds or replaces one cookie, reading lists them all. */
function browserJar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  const written: string[] = [];
  const jar: CookieJar = {
    get cookie() {
      return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    },
  };
  return { jar, written };
}

test('a client id is ten hex characters', () => {
  expect(randomClientId()).toMatch(/^[0-9a-f]{10}$/);
  expect(randomClientId()).not.toBe(randomClientId());
});

test('the client id cookie is set for 3 hours on path / when absent, and kept when present', () => {
  const fresh = browserJar();
  expect(ensureClientIdCookie(fresh.jar, () => '0123456789')).toBe('0123456789');
  expect(fresh.written).toEqual([`${COOKIE_NAMES.clientId}=0123456789; Max-Age=10800; Path=/; SameSite=Lax`]);

  const returning = browserJar({ [COOKIE_NAMES.clientId]: 'abcdefabcd' });
  expect(ensureClientIdCookie(returning.jar)).toBe('abcdefabcd');
  expect(returning.written).toEqual([]);
});

test('appkey and pinkey from the query are stored only when the cookies lack them', () => {
  const { jar, written } = browserJar({ [COOKIE_NAMES.pinKey]: 'old-pin' });
  storeAppKeysFromQuery(jar, new URLSearchParams('appkey=APP1&pinkey=PIN1'));
  expect(readCookie(COOKIE_NAMES.appKey, jar.cookie)).toBe('APP1');
  expect(readCookie(COOKIE_NAMES.pinKey, jar.cookie)).toBe('old-pin');
  expect(written).toEqual([`${COOKIE_NAMES.appKey}=APP1; Max-Age=31536000; Path=/; SameSite=Lax`]);
});

test('the partner code comes from the query first, then the partner cookie', () => {
  expect(partnerCodeFrom(new URLSearchParams('partnerCode=P100'), `${COOKIE_NAMES.partnerCode}=P200`)).toBe('P100');
  expect(partnerCodeFrom(new URLSearchParams(''), `${COOKIE_NAMES.partnerCode}=P200`)).toBe('P200');
  expect(partnerCodeFrom(new URLSearchParams('partnerCode=%20'), '')).toBeUndefined();
});
