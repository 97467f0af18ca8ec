import { COOKIE_NAMES, LOCALES, NO_ACCESS_TOKEN, type Locale } from '@onair/contracts';
import type { ShellText } from './shell-text';

/** Pages drawn without the site layout (libs/shell routes.tsx): the shell's header would only flash there. */
export const FULL_PAGE_PATHS = ['/notices/maintenance'];

export type ShellScriptData = {
  /** The texts of every locale but the one written into the markup. */
  texts: Partial<Record<Locale, ShellText>>;
};

/**
 * Runs as the parser reaches it, before the first paint, and fits the shell to what the app will
 * draw: the visitor's language as the app resolves it (libs/i18n resolveLocale: the locale cookie,
 * then the browser's languages, then ko), the member's header corner held empty as HeaderAccount
 * holds it while the member loads (libs/store isSignedInByCookies), the home heading on the home
 * page only, and no shell on the pages that have no header. It also loads the language's number
 * formats (ICU data) ahead of the app. Plain ES5, as it is not bundled.
 */
export function shellScript({ texts }: ShellScriptData): string {
  const data = {
    texts,
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
  var shell = document.getElementById('onair-shell');
  if (!shell) return;
  var path = location.pathname;
  for (var p = 0; p < data.fullPages.length; p++) {
    if (path === data.fullPages[p] || path.indexOf(data.fullPages[p] + '/') === 0) return shell.parentNode.removeChild(shell);
  }
  if (path !== '/') {
    var home = shell.querySelector('[data-shell-home]');
    home.parentNode.removeChild(home);
  }
  var access = cookie(data.accessCookie);
  if ((access && access !== data.noAccessToken) || cookie(data.fallbackAccessCookie)) {
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
