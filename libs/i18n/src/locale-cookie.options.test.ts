import { localeCookieAssignment } from './locale-cookie';

// The attributes (max-age, path, domain) cannot be read back from document.cookie, so the string the
// browser is handed is checked.
describe('the locale cookie as written', () => {
  it('keeps the locale for one year on path /, sent with same-site navigations', () => {
    expect(localeCookieAssignment('en')).toBe('onair_locale=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('sets the brand cookie domain when given', () => {
    expect(localeCookieAssignment('ko', { domain: '.onair.live' })).toBe(
      'onair_locale=ko; Max-Age=31536000; Path=/; SameSite=Lax; Domain=.onair.live',
    );
  });

  it('refuses a locale that is not ko or en', () => {
    expect(() => localeCookieAssignment('fr' as 'ko')).toThrow();
  });
});
