import { COOKIE_NAMES } from '@onair/contracts';
import { readLocaleCookie, writeLocaleCookie } from './locale-cookie';
import type { Locale } from './index';

function clearLocaleCookie() {
  document.cookie = `${COOKIE_NAMES.locale}=; path=/; max-age=0`;
}

describe('locale cookie', () => {
  afterEach(clearLocaleCookie);

  it('reads nothing when the cookie is absent', () => {
    expect(readLocaleCookie()).toBeUndefined();
  });

  it('writes and reads back the locale under the contract cookie name', () => {
    writeLocaleCookie('en');
    expect(document.cookie).toContain(`${COOKIE_NAMES.locale}=en`);
    expect(readLocaleCookie()).toBe('en');
    writeLocaleCookie('ko');
    expect(readLocaleCookie()).toBe('ko');
  });

  it('ignores a cookie value that is not a supported locale', () => {
    document.cookie = `${COOKIE_NAMES.locale}=fr; path=/`;
    expect(readLocaleCookie()).toBeUndefined();
  });

  it('refuses to write an unsupported locale', () => {
    expect(() => writeLocaleCookie('fr' as Locale)).toThrow(new Error('Unsupported locale'));
    expect(readLocaleCookie()).toBeUndefined();
  });
});
