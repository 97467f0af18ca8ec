/**
 * @jest-environment jest-fixed-jsdom
 */
import { jest } from '@jest/globals';
import { BRANDS, serviceDisplayName } from '@onair/brand';
import { COOKIE_NAMES, FIRST_ANSWER } from '@onair/contracts';
import { brandFirstAnswerScript, brandShellHtml } from './index';
import { readBundle, shellTextOf } from './shell-text';

const ko = readBundle('ko');
const en = readBundle('en');

/** The shell written into the document as the parser would meet it, with its script run. */
function loadShell(html: string, { path = '/', cookie = '', languages = ['ko-KR', 'ko'], head = '' } = {}) {
  window.history.replaceState(null, '', path);
  for (const entry of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${entry.split('=')[0]}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  for (const entry of cookie.split('; ').filter(Boolean)) document.cookie = `${entry}; path=/`;
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.lang = 'ko';
  // The head's script runs first, as the parser meets it before the body.
  if (head) new Function(head)();
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

type Channel = { channelId: number; name: string; title: string | null; ownerNickname: string; isLive: boolean; thumbnailUrl: string | null; profileImageUrl: string | null };

const channel = (channelId: number, overrides: Partial<Channel> = {}): Channel => ({
  channelId,
  name: `채널${channelId}`,
  title: `방송${channelId}`,
  ownerNickname: `비제이${channelId}`,
  isLive: true,
  thumbnailUrl: `/media/thumbs/${channelId}.jpg`,
  profileImageUrl: null,
  ...overrides,
});

describe("the shell's first answer", () => {
  let asked: { url: string; init: RequestInit }[];
  let pictures: string[];
  let answerBody: unknown;

  beforeEach(() => {
    asked = [];
    pictures = [];
    answerBody = { items: [], page: 1, size: 20, total: 0 };
    window.fetch = ((url: string, init: RequestInit) => {
      asked.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(answerBody), { status: 200 }));
    }) as typeof fetch;
    jest.spyOn(window, 'Image').mockImplementation(() => {
      const picture = {} as HTMLImageElement;
      Object.defineProperty(picture, 'src', { set: (value: string) => pictures.push(value) });
      return picture;
    });
  });
  afterEach(() => delete (window as unknown as Record<string, unknown>)[FIRST_ANSWER.global]);

  const head = brandFirstAnswerScript(BRANDS.onair);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const cards = () =>
    [...document.querySelectorAll('#onair-shell [data-shell-channels] article')].map((card) => ({
      label: card.getAttribute('aria-label'),
      href: card.querySelector('a')?.getAttribute('href'),
      picture: card.querySelector('img')?.getAttribute('src'),
      texts: [...card.querySelectorAll('span, h3, p')].map((part) => part.textContent),
    }));

  it("asks for the home's channel list with the brand's site code, leaves it for the app, and draws the first live cards", async () => {
    answerBody = {
      items: [channel(1), channel(2, { title: '<img src=x onerror=alert(1)>' }), channel(3, { title: null }), channel(4, { isLive: false }), channel(5)],
      page: 1,
      size: 20,
      total: 5,
    };
    loadShell(brandShellHtml(BRANDS.mint), { head: brandFirstAnswerScript(BRANDS.mint) });
    const url = `${window.location.origin}${FIRST_ANSWER.homePath}`;
    expect(asked).toEqual([{ url, init: { credentials: 'include', headers: { 'x-site-code': 'mint' } } }]);
    expect((window as unknown as Record<string, { url: string }>)[FIRST_ANSWER.global]?.url).toBe(url);
    await settle();
    // Offline channels follow the live ones: the cards stop at the first, as the app's offline card differs.
    expect(cards()).toEqual([
      { label: '채널1', href: '/live/1', picture: '/media/thumbs/1.jpg', texts: ['LIVE', '방송1', '비제이1', '채널1'] },
      { label: '채널2', href: '/live/2', picture: '/media/thumbs/2.jpg', texts: ['LIVE', '<img src=x onerror=alert(1)>', '비제이2', '채널2'] },
      { label: '채널3', href: '/live/3', picture: '/media/thumbs/3.jpg', texts: ['LIVE', '채널3', '비제이3'] },
    ]);
    expect(document.querySelectorAll('#onair-shell img[src="x"]')).toHaveLength(0);
    expect(pictures).toEqual(['/media/thumbs/1.jpg', '/media/thumbs/2.jpg']);
    // What the app waits on before its code takes the main thread: the first card's picture.
    const first = document.querySelector<HTMLImageElement>('#onair-shell article img');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    // jsdom loads no pictures: the browser's load event, played here.
    first?.dispatchEvent(new Event('load'));
    await expect((window as unknown as Record<string, { shown: Promise<unknown> }>)[FIRST_ANSWER.global]?.shown).resolves.toBeUndefined();
  });

  it("draws no cards for a member, whose home starts with their own rows, but still asks", async () => {
    answerBody = { items: [channel(1)], page: 1, size: 20, total: 1 };
    loadShell(brandShellHtml(BRANDS.onair), { cookie: `${COOKIE_NAMES.fallbackAccessToken}=1`, head });
    await settle();
    expect(asked).toHaveLength(1);
    expect(cards()).toEqual([]);
    expect(pictures).toEqual(['/media/thumbs/1.jpg']);
  });

  it("asks for a live room's channel and fetches its poster; other pages ask for nothing", async () => {
    answerBody = channel(7);
    loadShell(brandShellHtml(BRANDS.onair), { path: '/live/7', head });
    await settle();
    expect(asked.map(({ url }) => url)).toEqual([`${window.location.origin}${FIRST_ANSWER.liveChannelPath}7`]);
    expect(pictures).toEqual(['/media/thumbs/7.jpg']);
    expect(cards()).toEqual([]);
    for (const path of ['/my', '/live/abc', '/channel/7', '/notices/maintenance']) {
      asked = [];
      loadShell(brandShellHtml(BRANDS.onair), { path, head });
      expect(asked).toEqual([]);
    }
  });

  it("draws an open live room's stage with its poster where the room will draw its player; none for an adult or held-back room", async () => {
    const stage = () => document.querySelector('#onair-shell main > div > div > div');
    const open = { ...channel(7), adult: false, stream: { url: '/media/live/7.m3u8' } };
    answerBody = open;
    loadShell(brandShellHtml(BRANDS.onair), { path: '/live/7', head });
    await settle();
    const poster = stage()?.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/media/thumbs/7.jpg');
    expect(stage()?.className).toContain('aspect-video');
    expect(stage()?.parentElement?.className).toContain('lg:col-start-1');
    poster?.dispatchEvent(new Event('load'));
    await expect((window as unknown as Record<string, { shown: Promise<unknown> }>)[FIRST_ANSWER.global]?.shown).resolves.toBeUndefined();

    // Theater mode remembered: the stage takes both columns, as the room's does.
    window.localStorage.setItem('onair.player.theater', '1');
    loadShell(brandShellHtml(BRANDS.onair), { path: '/live/7', head });
    await settle();
    expect(stage()?.parentElement?.className).toContain('lg:col-span-2');
    window.localStorage.removeItem('onair.player.theater');

    for (const gated of [{ ...open, adult: true }, { ...open, stream: null }, { ...open, isLive: false }]) {
      answerBody = gated;
      loadShell(brandShellHtml(BRANDS.onair), { path: '/live/7', head });
      await settle();
      expect(document.querySelector('#onair-shell main img')).toBeNull();
    }
  });

  it('draws nothing when the list cannot be had, and leaves the failure to the app', async () => {
    window.fetch = (() => Promise.resolve(new Response('{}', { status: 503 }))) as typeof fetch;
    loadShell(brandShellHtml(BRANDS.onair), { head });
    await settle();
    expect(cards()).toEqual([]);
    expect(pictures).toEqual([]);
  });
});

test('a shell without the head script draws no cards and asks for nothing itself', () => {
  const asked: string[] = [];
  window.fetch = ((url: string) => {
    asked.push(url);
    return Promise.reject(new Error('offline'));
  }) as typeof fetch;
  loadShell(brandShellHtml(BRANDS.onair));
  expect(asked).toEqual([]);
  expect(document.querySelectorAll('#onair-shell article')).toHaveLength(0);
});
