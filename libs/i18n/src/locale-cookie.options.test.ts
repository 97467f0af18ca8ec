import { jest } from '@jest/globals';
import { COOKIE_NAMES } from '@onair/contracts';

// The attributes (max-age, path, domain) cannot be read back from document.cookie, so this file
// replaces the third-party cookie library, not our own code, and checks what it is asked to write.
const setCookie = jest.fn();
jest.unstable_mockModule('cookies-next', () => ({ getCookie: jest.fn(), setCookie }));
const { writeLocaleCookie } = await import('./locale-cookie');

describe('writeLocaleCookie options', () => {
  beforeEach(() => setCookie.mockClear());

  it('keeps the locale for one year on path /', () => {
    writeLocaleCookie('en');
    expect(setCookie).toHaveBeenCalledWith(COOKIE_NAMES.locale, 'en', { maxAge: 31536000, path: '/', sameSite: 'lax' });
  });

  it('sets the brand cookie domain when given', () => {
    writeLocaleCookie('ko', { domain: '.onair.live' });
    expect(setCookie).toHaveBeenCalledWith(COOKIE_NAMES.locale, 'ko', {
      maxAge: 31536000,
      path: '/',
      sameSite: 'lax',
      domain: '.onair.live',
    });
  });
});
