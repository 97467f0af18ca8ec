import { randomBytes } from 'node:crypto';
import { COOKIE_NAMES } from '@onair/contracts';
import { DEMO_ACCOUNTS } from '@onair/db';
import type { CallResult, TestApi } from '../../../testing/test-api';

/** One parsed Set-Cookie line: its value and attributes, names lower-cased. */
export type ParsedCookie = { name: string; value: string; attributes: Record<string, string | true> };

export function parseSetCookie(line: string): ParsedCookie {
  const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
  const split = pair.indexOf('=');
  const attributes: Record<string, string | true> = {};
  for (const attribute of rest) {
    const eq = attribute.indexOf('=');
    if (eq < 0) attributes[attribute.toLowerCase()] = true;
    else attributes[attribute.slice(0, eq).toLowerCase()] = attribute.slice(eq + 1);
  }
  return { name: pair.slice(0, split), value: decodeURIComponent(pair.slice(split + 1)), attributes };
}

/** The cookies an answer set, by name. */
export function cookiesOf(result: CallResult): Record<string, ParsedCookie> {
  return Object.fromEntries(result.setCookies.map(parseSetCookie).map((cookie) => [cookie.name, cookie]));
}

/** What a browser would send back after this answer: a Cookie header of the live cookies. */
export function cookieHeader(result: CallResult): string {
  return Object.values(cookiesOf(result))
    .filter((cookie) => cookie.value !== '' && cookie.attributes['max-age'] !== '0')
    .map((cookie) => `${cookie.name}=${encodeURIComponent(cookie.value)}`)
    .join('; ');
}

/** A fresh client address per test, so the per-IP sign-in throttle of one test never meets another's. */
export const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;

export async function signIn(api: TestApi, options: { loginId?: string; password?: string; loginKeep?: boolean; headers?: Record<string, string> } = {}) {
  const { loginId = DEMO_ACCOUNTS.viewer.loginId, password = DEMO_ACCOUNTS.viewer.password, loginKeep = false, headers = {} } = options;
  return api.call('POST', '/v2/api/auth/signin', {
    body: { loginId, password, loginKeep },
    headers: { 'x-forwarded-for': randomIp(), ...headers },
  });
}

/** The refresh token a sign-in or refresh answer set. */
export const refreshTokenOf = (result: CallResult) => cookiesOf(result)[COOKIE_NAMES.refreshToken]?.value ?? '';

/** Asks for a new access token with the given refresh token, as the native app would (form field). */
export const refreshWith = (api: TestApi, refreshToken: string) => api.call('POST', '/api/oauth/refresh', { form: { refreshToken } });

let counter = 0;
/** A login ID and nickname nobody has yet, within the field rules. */
export function freshIdentity() {
  counter += 1;
  const suffix = `${randomBytes(3).toString('hex')}${counter}`;
  return { loginId: `u${suffix}`.slice(0, 15), nickname: `n${suffix}`.slice(0, 10) };
}
