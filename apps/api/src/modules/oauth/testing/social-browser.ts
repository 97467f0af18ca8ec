import type { SnsProvider } from '@onair/contracts';
import { cookieHeader, cookiesOf } from '../../auth/testing/session-helpers';
import type { CallResult, TestApi } from '../../../testing/test-api';
import { BROWSER_BINDING_COOKIE } from '../browser-binding';

export const agreements = { terms: true, privacy: true, marketing: false };

/** One browser's part of a social sign-in, carrying the binding cookie by hand. */
export type StartedSignIn = { provider: SnsProvider; authorizeUrl: URL; cookie: string; started: CallResult };

export async function startSignIn(
  api: TestApi,
  provider: SnsProvider,
  options: { callbackURL?: string; cookie?: string; origin?: string; siteCode?: string } = {},
): Promise<StartedSignIn> {
  const headers: Record<string, string> = {};
  if (options.siteCode) headers['x-site-code'] = options.siteCode;
  if (options.cookie) headers['cookie'] = options.cookie;
  if (options.origin) headers['origin'] = options.origin;
  const started = await api.call('POST', `/api/oauth/${provider}/start`, {
    body: options.callbackURL ? { callbackURL: options.callbackURL } : {},
    headers,
  });
  if (started.status !== 200) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
  return {
    provider,
    authorizeUrl: new URL(started.body.authorizeUrl),
    cookie: cookieHeader(started) || options.cookie || '',
    started,
  };
}

/** Picks the provider account on the sandbox's chooser (as its form does) and follows the redirect back. */
export async function chooseAccount(
  signIn: StartedSignIn,
  account: { id: string; nickname: string },
): Promise<{ code: string; state: string; redirectUri: URL }> {
  const url = new URL(signIn.authorizeUrl);
  url.searchParams.set('sandbox_account', account.id);
  url.searchParams.set('sandbox_nickname', account.nickname);
  const response = await fetch(url, { redirect: 'manual' });
  if (response.status !== 302) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  const redirectUri = new URL(response.headers.get('location') ?? '');
  return {
    code: redirectUri.searchParams.get('code') ?? '',
    state: redirectUri.searchParams.get('state') ?? '',
    redirectUri,
  };
}

export function callback(
  api: TestApi,
  provider: SnsProvider,
  fields: { code: string; state: string },
  cookie: string,
  origin?: string,
  siteCode?: string,
) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (siteCode) headers['x-site-code'] = siteCode;
  if (origin) headers['origin'] = origin;
  return api.call('POST', `/api/oauth/${provider}/callback`, { body: fields, headers });
}

/** Start, choose the account, come back: the callback's answer. */
export async function signInWith(
  api: TestApi,
  provider: SnsProvider,
  account: { id: string; nickname: string },
  callbackURL = '/live/1',
  siteCode?: string,
) {
  const signIn = await startSignIn(api, provider, { callbackURL, siteCode });
  const { code, state } = await chooseAccount(signIn, account);
  return callback(api, provider, { code, state }, signIn.cookie, undefined, siteCode);
}

export const bindingCookieOf = (result: CallResult) => cookiesOf(result)[BROWSER_BINDING_COOKIE];

let counter = 0;
/** A provider account no one has used, with a nickname that fits and is free. */
export function freshProviderAccount() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.floor(Math.random() * 1e6)}`;
  return { id, nickname: `소셜${id.slice(-6)}` };
}
