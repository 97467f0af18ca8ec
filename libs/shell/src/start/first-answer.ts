import type { BrandCode } from '@onair/contracts';
import { FIRST_ANSWER } from '@onair/contracts';
import { nextTask } from './next-task';

/**
 * The answer a page's first screen waits for, asked as the document is parsed (the inline shell
 * script, tools/vite brand-shell) or, without that script, as the app starts, rather than once the
 * store, React and the page's code have loaded: on a phone's network that code takes seconds, and
 * the picture the viewer waits for (the home's first thumbnails, the live room's poster) needs the
 * answer first. The generated endpoint's own request then takes this answer instead of asking again.
 */

const LIVE_PAGE = new RegExp(FIRST_ANSWER.livePage);

/** A live room's address (/live/:channelId). */
export const isLivePage = (pathname: string): boolean => LIVE_PAGE.test(pathname);

/** The GET the first screen of a path asks first, as the generated endpoint builds it (ChannelGrid, LivePage). */
export function firstAnswerPath(pathname: string): string | null {
  if (pathname === '/') return FIRST_ANSWER.homePath;
  const live = LIVE_PAGE.exec(pathname);
  return live ? `${FIRST_ANSWER.liveChannelPath}${live[1]}` : null;
}

/** How long an answer nobody took is kept: past it, a request asks the API afresh. */
const KEPT_MS = 10_000;

type Pending = { url: string; answer: Promise<Response> };
let pending: Pending | null = null;

/** What the document's scripts leave on the window: the answer, and on the home the shell's cards (tools/vite brand-shell). */
type ShellAsked = Pending & { shown?: Promise<unknown> };
let shellShown: Promise<unknown> | undefined;

/** The longest the app holds its start for the shell's first pictures: past it, the app starts regardless. */
const SHOWN_WAIT_MS = 1_000;

/** fetchBaseQuery leaves a bare `?` on a URL whose parameters were all undefined. */
const sameUrl = (a: string, b: string) => a.replace(/\?$/, '') === b.replace(/\?$/, '');

/** The thumbnails the answer names first (a channel page's items, or one channel). */
function picturesOf(body: unknown): string[] {
  const item = body as { thumbnailUrl?: unknown; isLive?: unknown; items?: unknown };
  const channels = Array.isArray(item.items) ? (item.items as (typeof item)[]).slice(0, FIRST_ANSWER.picturesAtOnce) : [item];
  return channels.flatMap((channel) => (typeof channel.thumbnailUrl === 'string' ? [channel.thumbnailUrl] : []));
}

/** Holds an answer for the first request of its URL; a failure is the taker's to see, and one nobody took goes stale. */
function keep(asked: Pending): void {
  pending = asked;
  asked.answer.catch(() => undefined);
  setTimeout(() => {
    if (pending === asked) pending = null;
  }, KEPT_MS);
}

/**
 * Asks for the first screen's answer of `location` (nothing for other pages), and fetches the
 * pictures it names into the browser's cache, so the page draws them as soon as it renders.
 */
export function askFirstAnswer(location: Pick<Location, 'pathname' | 'origin'>, brand: BrandCode): void {
  const path = firstAnswerPath(location.pathname);
  if (path === null) return;
  const url = new URL(path, location.origin).href;
  const documentGlobals = globalThis as unknown as Record<string, ShellAsked | undefined>;
  const asked = documentGlobals[FIRST_ANSWER.global];
  delete documentGlobals[FIRST_ANSWER.global];
  if (asked?.url === url) {
    // The head's script asked for it, and fetched its pictures, while the document was parsed.
    keep(asked);
    shellShown = asked.shown;
    return;
  }
  // The same request the endpoint would send: cookies and the brand's site code (libs/store base-query).
  const answer = fetch(url, { credentials: 'include', headers: { 'x-site-code': brand } });
  keep({ url, answer });
  void answer
    .then(async (response) => (response.ok ? picturesOf(await response.clone().json()) : []))
    .then((pictures) => {
      for (const src of pictures) {
        const picture = new Image();
        picture.fetchPriority = 'high';
        picture.src = src;
      }
    })
    .catch(() => undefined);
}

/**
 * Resolves once the shell's first picture (a visitor's first home card, an open live room's
 * poster) is on screen, or at once where the shell draws none: the app's start evaluates a few hundred kB of
 * code, and done first it would hold that picture's paint back by as long. Never later than
 * SHOWN_WAIT_MS; a failure only ends the wait.
 */
export function shellCardsShown(): Promise<void> {
  const shown = shellShown;
  shellShown = undefined;
  // A tab opened in the background paints nothing and holds its timers: no reason to wait there.
  if (!shown || document.visibilityState === 'hidden') return Promise.resolve();
  const painted = shown.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => void nextTask().then(resolve))),
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, SHOWN_WAIT_MS))]).catch(
    () => undefined,
  );
}

/**
 * The store's fetch: the first GET for the asked URL takes the answer already on its way, once;
 * every other request goes to the network.
 */
export const fetchTakingFirstAnswer: typeof fetch = (input, init) => {
  if (pending && input instanceof Request && input.method === 'GET' && sameUrl(input.url, pending.url)) {
    const { answer } = pending;
    pending = null;
    return answer;
  }
  return fetch(input, init);
};
