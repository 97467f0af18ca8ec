/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { BRANDS, serviceDisplayName } from '@onair/brand';
import { COOKIE_NAMES } from '@onair/contracts';
import { brandShellHtml } from './index';
import { readBundle, shellTextOf } from './shell-text';

const ko = readBundle('ko');
const en = readBundle('en');

/** The shell written into the document as the parser would meet it, with its script run. */
function loadShell(html: string, { path = '/', cookie = '', languages = ['ko-KR', 'ko'] } = {}) {
  window.history.replaceState(null, '', path);
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const entry of cookie.split('; ').filter(Boolean)) document.cookie = `${entry}; path=/`;
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.lang = 'ko';
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const script = document.querySelector('#root script')?.textContent ?? '';
  new Function(script)();
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
  return {
    shell: document.getElementById('onair-shell'),
    brandName: text('header a'),
    title: text('main h1'),
    lead: text('main h1 + p'),
    buttons: [...document.querySelectorAll('header button')].map((button) => button.textContent),
    lang: document.documentElement.lang,
  };
}

afterEach(() => jest.restoreAllMocks());

describe('the static shell', () => {
  it.each(Object.values(BRANDS))('shows $code in Korean: its name, the home heading and its own pitch', (brand) => {
    const page = loadShell(brandShellHtml(brand));
    const name = serviceDisplayName(brand, 'ko');
    expect(page.brandName).toBe(name);
    expect(page.title).toBe(ko['home.title']?.replace('{serviceName}', name));
    expect(page.lead).toBe(brand.seoDescription);
    expect(page.buttons).toEqual([ko['nav.login'], ko['nav.signup']]);
    expect(page.lang).toBe('ko');
  });

  it('speaks English to a visitor whose locale cookie or browser says so, as the app will', () => {
    const brand = BRANDS.bellcast;
    const english = shellTextOf(brand, 'en');
    for (const sources of [{ cookie: `${COOKIE_NAMES.locale}=en` }, { languages: ['en-US', 'ko'] }, { languages: ['fr-FR', 'en'] }]) {
      const page = loadShell(brandShellHtml(brand), sources);
      expect(page.brandName).toBe(brand.serviceNameEn);
      expect(page.title).toBe(english.title);
      expect(page.lead).toBe(en['home.lead']?.replace('{serviceName}', brand.serviceNameEn));
      expect(page.buttons).toEqual([en['nav.login'], en['nav.signup']]);
      expect(page.lang).toBe('en');
    }
  });

  it('stays Korean when the cookie says ko or names no language the app offers', () => {
    for (const sources of [{ cookie: `${COOKIE_NAMES.locale}=ko`, languages: ['en-US'] }, { languages: ['ja-JP', 'zh'] }, { languages: [] }]) {
      expect(loadShell(brandShellHtml(BRANDS.onair), sources).lang).toBe('ko');
    }
  });

  it("holds a member's header corner empty, as the header does while the member loads", () => {
    const page = loadShell(brandShellHtml(BRANDS.onair), { cookie: `${COOKIE_NAMES.fallbackAccessToken}=1` });
    expect(page.buttons).toEqual([]);
    expect(document.querySelector('[data-shell-account]')?.className).toBe('h-8 w-32');
    expect(loadShell(brandShellHtml(BRANDS.onair), { cookie: `${COOKIE_NAMES.accessToken}=noAccessToken` }).buttons).toHaveLength(2);
  });

  it('draws the home heading on the home page only, and nothing on the pages without the site layout', () => {
    const other = loadShell(brandShellHtml(BRANDS.onair), { path: '/live/1' });
    expect(other.brandName).toBe(BRANDS.onair.serviceName);
    expect(other.title).toBeNull();
    expect(document.querySelector('main')).not.toBeNull();
    expect(loadShell(brandShellHtml(BRANDS.onair), { path: '/notices/maintenance' }).shell).toBeNull();
  });

  it('escapes what it writes and keeps its data from ending the script', () => {
    const brand = { ...BRANDS.onair, serviceName: '<b>&', serviceNameEn: '</script><script>' };
    const html = brandShellHtml(brand);
    expect(html).toContain('&lt;b&gt;&amp;');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(loadShell(html, { languages: ['en'] }).brandName).toBe('</script><script>');
  });

  it('fails the build on a message the shell cannot format', () => {
    expect(() => shellTextOf(BRANDS.onair, 'ko', { ...ko, 'home.title': '{count, plural, other {#}}' })).toThrow(/home\.title/);
    expect(() => shellTextOf(BRANDS.onair, 'ko', { 'nav.home': '홈' })).toThrow(/nav\.login/);
  });
});
