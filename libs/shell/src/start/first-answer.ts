import type { BrandCode } from '@onair/contracts';
import { PAGE_SIZES } from '@onair/contracts';

/**
 * The answer a page's first screen waits for, asked as the app starts rather than once the store,
 * React and the page's code have loaded: on a phone's network that code takes seconds, and the
 * picture the viewer waits for (the home's first thumbnails, the live room's poster) needs the
 * answer first. The generated endpoint's own request then takes this answer instead of asking again.
 */

/** The GET the first screen of a path asks first, as the generated endpoint builds it (ChannelGrid, LivePage). */
export function firstAnswerPath(pathname: string): string | null {
  if (pathname === '/') return `/api/guest/channels?size=${PAGE_SIZES.streams}`;
  const live = /^\/live\/([1-9]\d{0,14})\/?$/.exec(pathname);
  return live ? `/api/guest/channel/${live[1]}` : null;
}

/** How long an answer nobody took is kept: past it, a request asks the API afresh. */
const KEPT_MS = 10_000;

/** The home shows its first two cards' pictures at once (ChannelGrid's eager cards); the room, its poster. */
const PICTURES_AT_ONCE = 2;

type Pending = { url: string; answer: Promise<Response> };
let pending: Pending | null = null;

/** fetchBaseQuery leaves a bare `?` on a URL whose parameters were all undefined. */
const sameUrl = (a: string, b: string) => a.replace(/\?$/, '') === b.replace(/\?$/, '');

/** The thumbnails the answer names first (a channel page's items, or one channel). */
function picturesOf(body: unknown): string[] {
  const item = body as { thumbnailUrl?: unknown; isLive?: unknown; items?: unknown };
  const channels = Array.isArray(item.items) ? (item.items as (typeof item)[]).slice(0, PICTURES_AT_ONCE) : [item];
  return channels.flatMap((channel) => (typeof channel.thumbnailUrl === 'string' ? [channel.thumbnailUrl] : []));
}

/**
 * Asks for the first screen's answer of `location` (nothing for other pages), and fetches the
 * pictures it names into the browser's cache, so the page draws them as soon as it renders.
 */
export function askFirstAnswer(location: Pick<Location, 'pathname' | 'origin'>, brand: BrandCode): void {
  const path = firstAnswerPath(location.pathname);
  if (path === null) return;
  const url = new URL(path, location.origin).href;
  // The same request the endpoint would send: cookies and the brand's site code (libs/store base-query).
  const answer = fetch(url, { credentials: 'include', headers: { 'x-site-code': brand } });
  pending = { url, answer };
  // A failure is the taker's to see; an answer nobody took goes stale.
  answer.catch(() => undefined);
  setTimeout(() => {
    if (pending?.answer === answer) pending = null;
  }, KEPT_MS);
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
