import { guestApi } from '@onair/api-client';
import { FIRST_ANSWER, PAGE_SIZES } from '@onair/contracts';
import { makeStore } from '@onair/store';
import { fakeApi } from '@onair/store/testing';
import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { jest } from '@jest/globals';
import { askFirstAnswer, fetchTakingFirstAnswer, firstAnswerPath, shellCardsShown } from './first-answer';

const ORIGIN = window.location.origin;
const realFetch = globalThis.fetch;
const RealImage = globalThis.Image;
/** The pictures fetched ahead, by their src. */
let pictures: string[] = [];

function network() {
  const calls = fakeApi({
    'GET /api/guest/channels': () => ({
      status: 200,
      body: {
        items: [1, 2, 3].map((channelId) => ({ channelId, thumbnailUrl: `/media/thumbs/${channelId}.jpg` })),
        page: 1,
        size: 20,
        total: 3,
      },
    }),
    'GET /api/guest/channel/7': () => ({
      status: 200,
      body: { channelId: 7, isLive: true, thumbnailUrl: '/media/thumbs/7.jpg' },
    }),
  });
  // The browser's own fetch, played by the fake network: the first answer is asked with it.
  globalThis.fetch = calls.fetchFn;
  return calls;
}

beforeEach(() => {
  pictures = [];
  globalThis.Image = class {
    fetchPriority = 'auto';
    set src(value: string) {
      pictures.push(value);
    }
  } as unknown as typeof Image;
});
afterEach(() => {
  globalThis.fetch = realFetch;
  globalThis.Image = RealImage;
});

// The page's origin as the base: in the browser the API is the page's own origin (relative URLs).
const storeOnTheFirstAnswer = () => makeStore({ brand: 'onair', baseUrl: ORIGIN, fetchFn: fetchTakingFirstAnswer });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

test('the home and a live room have a first answer; other pages, and a live path that is no id, have none', () => {
  expect(firstAnswerPath('/')).toBe(`/api/guest/channels?size=${PAGE_SIZES.streams}`);
  expect(firstAnswerPath('/live/7')).toBe('/api/guest/channel/7');
  expect(firstAnswerPath('/live/7/')).toBe('/api/guest/channel/7');
  for (const path of ['/my', '/live/abc', '/live/0', '/live/7/chat', '/channel/7'])
    expect(firstAnswerPath(path)).toBeNull();
});

test("the home's channel list is asked once at start: the page's own query takes that answer, a later one asks again", async () => {
  const calls = network();
  askFirstAnswer({ pathname: '/', origin: ORIGIN }, 'onair');
  const store = storeOnTheFirstAnswer();
  const first = await store.dispatch(
    guestApi.guestEndpoints.endpoints.listChannels.initiate({ size: PAGE_SIZES.streams }),
  );
  expect(first.data?.items.map((channel) => channel.channelId)).toEqual([1, 2, 3]);
  expect(calls.count('GET', '/api/guest/channels')).toBe(1);
  // Sent as the endpoint sends it: cookies and the brand's site code.
  expect(calls.seen[0]?.credentials).toBe('include');
  expect(calls.seen[0]?.headers.get('x-site-code')).toBe('onair');
  await store.dispatch(
    guestApi.guestEndpoints.endpoints.listChannels.initiate({ size: PAGE_SIZES.streams }, { forceRefetch: true }),
  );
  expect(calls.count('GET', '/api/guest/channels')).toBe(2);
});

test("the first two cards' pictures are fetched as the answer arrives, before the page renders", async () => {
  network();
  askFirstAnswer({ pathname: '/', origin: ORIGIN }, 'onair');
  await settle();
  await settle();
  expect(pictures).toEqual(['/media/thumbs/1.jpg', '/media/thumbs/2.jpg']);
});

test("a live room's channel is asked at start and its poster fetched; a request for another channel asks the network", async () => {
  const calls = network();
  askFirstAnswer({ pathname: '/live/7', origin: ORIGIN }, 'onair');
  const store = storeOnTheFirstAnswer();
  await store.dispatch(guestApi.guestEndpoints.endpoints.listChannels.initiate({ size: PAGE_SIZES.streams }));
  expect(calls.count('GET', '/api/guest/channels')).toBe(1);
  const detail = await store.dispatch(guestApi.guestEndpoints.endpoints.getChannelDetail.initiate({ channelId: '7' }));
  expect(detail.data?.channelId).toBe(7);
  expect(calls.count('GET', '/api/guest/channel/7')).toBe(1);
  expect(pictures).toEqual(['/media/thumbs/7.jpg']);
});

test('a page with no first answer asks nothing at start', async () => {
  const calls = network();
  askFirstAnswer({ pathname: '/my/wallet', origin: ORIGIN }, 'onair');
  await settle();
  expect(calls.seen).toEqual([]);
  expect(pictures).toEqual([]);
});

test("the shell script's answer, asked while the document was parsed, is taken instead of asking again", async () => {
  const calls = network();
  const url = `${ORIGIN}/api/guest/channels?size=${PAGE_SIZES.streams}`;
  const shellAnswer = calls.fetchFn(new Request(url, { credentials: 'include', headers: { 'x-site-code': 'onair' } }));
  (globalThis as unknown as Record<string, unknown>)[FIRST_ANSWER.global] = { url, answer: shellAnswer };
  askFirstAnswer({ pathname: '/', origin: ORIGIN }, 'onair');
  expect((globalThis as unknown as Record<string, unknown>)[FIRST_ANSWER.global]).toBeUndefined();
  const store = storeOnTheFirstAnswer();
  const first = await store.dispatch(guestApi.guestEndpoints.endpoints.listChannels.initiate({ size: PAGE_SIZES.streams }));
  expect(first.data?.items.map((channel) => channel.channelId)).toEqual([1, 2, 3]);
  expect(calls.count('GET', '/api/guest/channels')).toBe(1);
  // The shell fetched the pictures itself.
  expect(pictures).toEqual([]);
});

test("an answer the shell asked for another page is left, and the app asks its own", async () => {
  const calls = network();
  const url = `${ORIGIN}/api/guest/channel/9`;
  (globalThis as unknown as Record<string, unknown>)[FIRST_ANSWER.global] = { url, answer: Promise.resolve(new Response('{}')) };
  askFirstAnswer({ pathname: '/live/7', origin: ORIGIN }, 'onair');
  const store = storeOnTheFirstAnswer();
  await store.dispatch(guestApi.guestEndpoints.endpoints.getChannelDetail.initiate({ channelId: '7' }));
  expect(calls.count('GET', '/api/guest/channel/7')).toBe(1);
});

describe("the shell's first cards", () => {
  // jsdom has no MessageChannel (nextTask's); Node's serves.
  beforeAll(() => {
    globalThis.MessageChannel ??= NodeMessageChannel as unknown as typeof MessageChannel;
  });
  const shellAsks = (shown: Promise<unknown>) => {
    const url = `${ORIGIN}/api/guest/channels?size=${PAGE_SIZES.streams}`;
    (globalThis as unknown as Record<string, unknown>)[FIRST_ANSWER.global] = {
      url,
      answer: Promise.resolve(new Response('{}')),
      shown,
    };
    askFirstAnswer({ pathname: '/', origin: ORIGIN }, 'onair');
  };

  test('the app starts once the first picture is on screen, not before', async () => {
    network();
    let pictureLoaded = () => undefined as void;
    shellAsks(new Promise<void>((resolve) => (pictureLoaded = resolve)));
    let started = false;
    const start = shellCardsShown().then(() => (started = true));
    await settle();
    expect(started).toBe(false);
    pictureLoaded();
    await start;
    expect(started).toBe(true);
  });

  test('a picture that never loads holds the start a second at most; with no cards there is no wait', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask'] });
    try {
      network();
      shellAsks(new Promise(() => undefined));
      let started = false;
      const start = shellCardsShown().then(() => (started = true));
      await jest.advanceTimersByTimeAsync(999);
      expect(started).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await start;
      expect(started).toBe(true);
    } finally {
      jest.useRealTimers();
    }
    await expect(shellCardsShown()).resolves.toBeUndefined();
  });
});
