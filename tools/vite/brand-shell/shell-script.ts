import { COOKIE_NAMES, FIRST_ANSWER, LOCALES, NO_ACCESS_TOKEN, type Locale } from '@onair/contracts';
import { SHELL_CARD } from './shell-card';
import { SHELL_STAGE } from './shell-stage';
import type { ShellText } from './shell-text';

/** Pages drawn without the site layout (libs/shell routes.tsx): the shell's header would only flash there. */
export const FULL_PAGE_PATHS = ['/notices/maintenance'];

export type ShellScriptData = {
  /** The texts of every locale but the one written into the markup. */
  texts: Partial<Record<Locale, ShellText>>;
  /** The live badge of a channel card, in every locale (libs/channel ChannelCard, home.live). */
  liveBadge: Record<Locale, string>;
};

/**
 * Runs as the parser reaches it, before the first paint, and fits the shell to what the app will
 * draw: the visitor's language as the app resolves it (libs/i18n resolveLocale: the locale cookie,
 * then the browser's languages, then ko), the member's header corner held empty as HeaderAccount
 * holds it while the member loads (libs/store isSignedInByCookies), the home heading on the home
 * page only, and no shell on the pages that have no header. It also loads the language's number
 * formats (ICU data) ahead of the app. Once the first answer the head's script asked for has come
 * (first-answer-script), a visitor's home draws the first live channels' cards as ChannelGrid will,
 * and an open live room its stage with the poster as LiveRoom will, so the first screen's largest
 * picture paints without waiting for the app. Plain ES5, as it is not
 * bundled.
 */
export function shellScript({ texts, liveBadge }: ShellScriptData): string {
  const data = {
    texts,
    liveBadge,
    firstAnswerGlobal: FIRST_ANSWER.global,
    picturesAtOnce: FIRST_ANSWER.picturesAtOnce,
    card: SHELL_CARD,
    stage: SHELL_STAGE,
    livePage: FIRST_ANSWER.livePage,
    locales: LOCALES,
    localeCookie: COOKIE_NAMES.locale,
    accessCookie: COOKIE_NAMES.accessToken,
    fallbackAccessCookie: COOKIE_NAMES.fallbackAccessToken,
    noAccessToken: NO_ACCESS_TOKEN,
    fullPages: FULL_PAGE_PATHS,
  };
  // In a <script>, "</script>" or "<!--" inside a string would end or confuse it.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `(function () {
  var data = ${json};
  function cookie(name) {
    var parts = document.cookie ? document.cookie.split('; ') : [];
    for (var i = 0; i < parts.length; i++) {
      var at = parts[i].indexOf('=');
      if (parts[i].slice(0, at) !== name) continue;
      try { return decodeURIComponent(parts[i].slice(at + 1)); } catch (error) { return parts[i].slice(at + 1); }
    }
    return null;
  }
  var locale = cookie(data.localeCookie);
  if (data.locales.indexOf(locale) < 0) {
    locale = null;
    var languages = navigator.languages || [navigator.language];
    for (var l = 0; l < languages.length && !locale; l++) {
      var primary = String(languages[l]).trim().toLowerCase().split('-')[0];
      if (data.locales.indexOf(primary) >= 0) locale = primary;
    }
  }
  // The first use of the browser's formats for a language loads its data (ICU): 13 to 23 ms of one
  // call that the app's start-up makes anyway. Here it comes before the first paint, where it adds
  // that much to it, rather than after, where it counted as blocking time (bench/README.md, bench/web).
  try { Intl.NumberFormat.supportedLocalesOf(locale || data.locales[0]); } catch (error) {}
  var path = location.pathname;
  var access = cookie(data.accessCookie);
  var member = Boolean((access && access !== data.noAccessToken) || cookie(data.fallbackAccessCookie));
  var first = window[data.firstAnswerGlobal];
  // The app waits for these (libs/shell first-answer shellCardsShown) before its code takes the main thread.
  if (first && path === '/' && !member) {
    first.shown = first.body.then(function (body) {
      return body && body.items ? drawCards(body.items) : null;
    });
    first.shown.catch(function () {});
  } else if (first && new RegExp(data.livePage).test(path)) {
    // An open live room's poster only: an adult room's picture waits for its door, and a room whose
    // stream is held back (a password room) shows its door first.
    first.shown = first.body.then(function (body) {
      return body && body.isLive && !body.adult && body.stream && typeof body.thumbnailUrl === 'string'
        ? drawStage(body.thumbnailUrl)
        : null;
    });
    first.shown.catch(function () {});
  }
  function loaded(picture) {
    return new Promise(function (resolve) {
      if (picture.complete) return resolve();
      picture.onload = picture.onerror = function () { resolve(); };
    });
  }
  function drawStage(poster) {
    var main = document.querySelector('#onair-shell main');
    if (!main) return null;
    var wide = false;
    try { wide = window.localStorage.getItem(data.stage.theaterKey) === '1'; } catch (error) {}
    var grid = element('div', wide ? data.stage.gridWide : data.stage.grid);
    var cell = element('div', wide ? data.stage.cellWide : data.stage.cell);
    var box = element('div', wide ? data.stage.boxWide : data.stage.box);
    var picture = element('img', data.stage.poster);
    picture.alt = '';
    picture.setAttribute('fetchpriority', 'high');
    picture.src = poster;
    box.appendChild(picture);
    cell.appendChild(box);
    grid.appendChild(cell);
    main.appendChild(grid);
    return loaded(picture);
  }
  function element(tag, className, text) {
    var made = document.createElement(tag);
    if (className) made.className = className;
    if (text) made.textContent = text;
    return made;
  }
  // The home's first live channels as ChannelCard draws them (no viewer count or tags: the app adds those).
  function drawCards(items) {
    var section = document.querySelector('#onair-shell [data-shell-channels]');
    if (!section) return;
    var list = element('ul', data.card.grid);
    for (var i = 0; i < items.length && i < data.card.count; i++) {
      var channel = items[i];
      if (!channel.isLive || typeof channel.thumbnailUrl !== 'string') break;
      var article = element('article');
      article.setAttribute('aria-label', channel.name);
      var link = element('a', data.card.link);
      link.href = '/live/' + Number(channel.channelId);
      var box = element('div', data.card.box);
      var thumbnail = element('img', data.card.picture);
      thumbnail.alt = '';
      if (i < data.picturesAtOnce) thumbnail.setAttribute('fetchpriority', 'high');
      else thumbnail.setAttribute('loading', 'lazy');
      thumbnail.src = channel.thumbnailUrl;
      box.appendChild(thumbnail);
      box.appendChild(element('span', data.card.badge, data.liveBadge[locale || data.locales[0]]));
      var avatar = element('div', data.card.avatar, channel.profileImageUrl ? '' : String(channel.ownerNickname).slice(0, 1));
      if (channel.profileImageUrl) {
        var face = element('img', data.card.picture);
        face.alt = '';
        face.setAttribute('loading', 'lazy');
        face.src = channel.profileImageUrl;
        avatar.appendChild(face);
      }
      var words = element('div', 'min-w-0');
      words.appendChild(element('h3', data.card.title, channel.title || channel.name));
      words.appendChild(element('p', data.card.line, channel.ownerNickname));
      if (channel.title) words.appendChild(element('p', data.card.line, channel.name));
      var row = element('div', 'flex gap-2');
      row.appendChild(avatar);
      row.appendChild(words);
      link.appendChild(box);
      link.appendChild(row);
      article.appendChild(link);
      list.appendChild(element('li')).appendChild(article);
    }
    if (!list.firstChild) return null;
    section.appendChild(list);
    return loaded(list.querySelector('img'));
  }
  var shell = document.getElementById('onair-shell');
  if (!shell) return;
  for (var p = 0; p < data.fullPages.length; p++) {
    if (path === data.fullPages[p] || path.indexOf(data.fullPages[p] + '/') === 0) return shell.parentNode.removeChild(shell);
  }
  if (path !== '/') {
    var home = shell.querySelector('[data-shell-home]');
    home.parentNode.removeChild(home);
  }
  if (member) {
    var account = shell.querySelector('[data-shell-account]');
    account.innerHTML = '';
    account.setAttribute('aria-hidden', 'true');
    account.className = 'h-8 w-32';
  }
  var texts = locale && data.texts[locale];
  if (!texts) return;
  document.documentElement.lang = locale;
  var elements = shell.querySelectorAll('[data-shell-text]');
  for (var e = 0; e < elements.length; e++) elements[e].textContent = texts[elements[e].getAttribute('data-shell-text')];
})();`;
}
