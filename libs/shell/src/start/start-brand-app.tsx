import { provideBrands, type BrandConfig } from '@onair/brand';
import { loadMessages } from '@onair/i18n';
import { startErrorReporting } from '../error-reporting/error-reporter';
import { sentryDsnOfBuild } from '../error-reporting/sentry-dsn';
import { browserLocale } from './browser-locale';
import { preloadLivePage } from '@onair/channel/live-page-loader';
import { askFirstAnswer, isLivePage, shellCardsShown } from './first-answer';
import { nextTask } from './next-task';

/**
 * Everything a brand app does at start: errors, language, store, app type, session, theme, routes,
 * service worker. The document has already painted its static shell and preloaded every stage
 * (the *.stage modules and React DOM, tools/vite start-stages-plugin); each is evaluated in a task
 * of its own, so no single task holds the main thread for the whole start-up.
 */
export async function startBrandApp(brand: BrandConfig, container: HTMLElement) {
  provideBrands(brand);
  // First, so a failure further on is reported (the SDK itself arrives in its own chunk, only with a DSN).
  const errors = startErrorReporting({ dsn: sentryDsnOfBuild(), brand: brand.code });
  // Before any stage: the first screen's answer and its pictures load beside the app's code.
  askFirstAnswer(window.location, brand.code);
  // The live page's own chunk loads beside the stages, and the first render waits for it: the
  // document's shell (its poster) stays until the room can draw, rather than a spinner between.
  const page = isLivePage(window.location.pathname) ? preloadLivePage().catch(() => undefined) : undefined;
  const locale = browserLocale();
  const messages = loadMessages(locale);
  // The shell draws the first picture from that answer (a visitor's home cards, an open room's
  // poster): it paints before the app's code takes the main thread, which meanwhile keeps loading.
  await shellCardsShown();
  await import('./redux.stage');
  await nextTask();
  const { startStore } = await import('./store.stage');
  const store = startStore(brand, locale, errors.reportApiError);
  await nextTask();
  // The first use of the browser's formats for a language loads its data (ICU), the longest single
  // step of the first render (react-intl checks the locale). The document's shell script has
  // usually loaded it before the first paint (tools/vite brand-shell); if not, it is a task of its own.
  Intl.NumberFormat.supportedLocalesOf(locale);
  await nextTask();
  await import('./react-dom.stage');
  await nextTask();
  const { renderApp } = await import('./render.stage');
  await page;
  renderApp(container, { store, brand, locale, messages: await messages });
}
