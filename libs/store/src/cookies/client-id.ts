import { COOKIE_NAMES, COOKIES } from '@onair/contracts';
import { readCookie, writeCookie, type CookieJar } from './cookie-jar';

/** Ten random hex characters, from the platform's secure random source. */
export function randomClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps the existing client id; otherwise sets a new one for 3 hours on path / (SPEC.md section 9). */
export function ensureClientIdCookie(jar: CookieJar, newId: () => string = randomClientId): string {
  const existing = readCookie(COOKIE_NAMES.clientId, jar.cookie);
  if (existing) return existing;
  const id = newId();
  writeCookie(jar, COOKIE_NAMES.clientId, id, { maxAgeSeconds: COOKIES.clientIdMaxAgeSeconds });
  return id;
}
