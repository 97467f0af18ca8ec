import { act, fireEvent, render, screen } from '@testing-library/react';
import { jest } from '@jest/globals';
import type { ChannelStream } from '@onair/contracts';
import { I18nProvider, loadMessages, type Messages } from '@onair/i18n';
import type { AttachEngine, EngineLoaders } from '../engine-loaders';
import { LivePlayer } from '../LivePlayer';
import { ivsEngine, type IvsSdk } from './ivs-playback';

type Listener = (payload?: unknown) => void;

/** A stand-in for the SDK's MediaPlayer: records calls, emits events. */
function fakePlayer(config: unknown) {
  const listeners = new Map<string, Set<Listener>>();
  const calls: string[] = [];
  const player = {
    config,
    calls,
    emit: (name: string, payload?: unknown) => listeners.get(name)?.forEach((listener) => listener(payload)),
    listenerCount: () => [...listeners.values()].reduce((count, set) => count + set.size, 0),
    addEventListener: (name: string, listener: Listener) => {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name)?.add(listener);
    },
    removeEventListener: (name: string, listener: Listener) => listeners.get(name)?.delete(listener),
    attachHTMLVideoElement: (video: HTMLVideoElement) => calls.push(`attach ${video.tagName}`),
    setMuted: (muted: boolean) => calls.push(`muted ${muted}`),
    setAutoplay: (autoplay: boolean) => calls.push(`autoplay ${autoplay}`),
    setRebufferToLive: (enabled: boolean) => calls.push(`rebufferToLive ${enabled}`),
    setLiveLowLatencyEnabled: (enabled: boolean) => calls.push(`lowLatency ${enabled}`),
    load: (url: string) => calls.push(`load ${url}`),
    play: () => calls.push('play'),
    delete: () => calls.push('delete'),
  };
  return player;
}

/** A stand-in for amazon-ivs-player: the same enum strings, players that the test drives. */
function fakeIvsSdk({ supported = true } = {}) {
  const players: ReturnType<typeof fakePlayer>[] = [];
  const sdk = {
    isPlayerSupported: supported,
    create: (config: unknown) => {
      const player = fakePlayer(config);
      players.push(player);
      return player;
    },
    PlayerState: { IDLE: 'Idle', READY: 'Ready', BUFFERING: 'Buffering', PLAYING: 'Playing', ENDED: 'Ended' },
    PlayerEventType: { ERROR: 'PlayerError' },
    ErrorType: { NOT_AVAILABLE: 'ErrorNotAvailable', NETWORK: 'ErrorNetwork', AUTHORIZATION: 'ErrorAuthorization' },
  } as unknown as IvsSdk;
  return { sdk, players };
}

const ASSETS = {
  wasmWorker: '/assets/amazon-ivs-wasmworker.min-abc.js',
  wasmBinary: '/assets/amazon-ivs-wasmworker.min-def.wasm',
};
const IVS: ChannelStream = {
  player: 'IVS',
  provider: 'aws',
  url: 'https://abc.us-west-2.playback.live-video.net/api/video/v1/x.m3u8',
};
const LOADING = '영상을 불러오는 중입니다…';
const OFFLINE = '지금은 방송 중이 아닙니다.';
const ERROR = '영상을 재생할 수 없습니다. 잠시 후 다시 연결합니다.다시 시도';

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('ko');
});
afterEach(() => jest.useRealTimers());

const unused = (): Promise<AttachEngine> => Promise.reject(new Error('not this engine'));

function renderIvs(sdk: IvsSdk, { loadFallback = unused, stream = IVS, mediaSource = true } = {}) {
  const engines: EngineLoaders = {
    hls: unused,
    flv: unused,
    native: unused,
    ivs: () => ivsEngine(sdk, ASSETS, loadFallback, mediaSource),
  };
  const view = render(
    <I18nProvider locale="ko" messages={messages}>
      <LivePlayer stream={stream} engines={engines} retryDelayMs={5000} />
    </I18nProvider>,
  );
  return view;
}

const flush = () => act(async () => undefined);
const status = () => screen.queryByRole('status')?.textContent ?? null;

test('creates the SDK player with the wasm worker and binary, attaches the video, loads the URL muted and plays', async () => {
  const { sdk, players } = fakeIvsSdk();
  const view = renderIvs(sdk);
  await flush();
  expect(players).toHaveLength(1);
  expect(players[0]?.config).toEqual(ASSETS);
  expect(players[0]?.calls).toEqual([
    'attach VIDEO',
    'muted true',
    'autoplay true',
    'rebufferToLive true',
    `load ${IVS.url}`,
    'play',
  ]);

  view.unmount();
  expect(players[0]?.calls.at(-1)).toBe('delete');
  expect(players[0]?.listenerCount()).toBe(0);
});

test('a low-latency provider asks the SDK for low latency explicitly', async () => {
  const { sdk, players } = fakeIvsSdk();
  renderIvs(sdk, { stream: { ...IVS, provider: 'llh' } });
  await flush();
  expect(players[0]?.calls).toContain('lowLatency true');
});

test('IVS states: ready and buffering are loading, playing shows the video, ended is offline', async () => {
  jest.useFakeTimers();
  const { sdk, players } = fakeIvsSdk();
  const { container } = renderIvs(sdk);
  await flush();
  const player = players[0];
  if (!player) throw new Error('no IVS player was created');
  act(() => player.emit('Ready'));
  expect(status()).toBe(LOADING);
  act(() => player.emit('Playing'));
  expect(status()).toBeNull();
  // A live broadcast: our controls over the picture, not the browser's seek bar.
  expect(container.querySelector('video')?.controls).toBe(false);
  expect(screen.getByRole('group', { name: '재생 조작' })).toBeTruthy();
  act(() => player.emit('Buffering'));
  expect(status()).toBe(LOADING);
  act(() => player.emit('Playing'));
  act(() => player.emit('Idle'));
  expect(status()).toBeNull();

  act(() => player.emit('Ended'));
  expect(status()).toBe(OFFLINE);
  // The broadcast may come back under the same URL: a fresh player looks again after the retry delay.
  await act(async () => jest.advanceTimersByTime(5000));
  expect(players).toHaveLength(2);
  expect(player.calls.at(-1)).toBe('delete');
  expect(status()).toBe(LOADING);
});

test('IVS errors: a 404 playlist is offline, anything else is the error state and is retried', async () => {
  jest.useFakeTimers();
  const { sdk, players } = fakeIvsSdk();
  renderIvs(sdk);
  await flush();
  act(() =>
    players[0]?.emit('PlayerError', {
      type: 'ErrorNotAvailable',
      code: 404,
      source: 'MasterPlaylist',
      message: 'not live',
    }),
  );
  expect(status()).toBe(OFFLINE);

  await act(async () => jest.advanceTimersByTime(5000));
  act(() => players[1]?.emit('PlayerError', { type: 'ErrorNetwork', code: 0, source: 'Segment', message: 'failed' }));
  expect(status()).toBe(ERROR);
  await act(async () => jest.advanceTimersByTime(5000));
  expect(players).toHaveLength(3);

  act(() =>
    players[2]?.emit('PlayerError', {
      type: 'ErrorAuthorization',
      code: 403,
      source: 'MasterPlaylist',
      message: 'token',
    }),
  );
  expect(status()).toBe(ERROR);
});

test.each([
  ['without WebAssembly', false, true],
  ['without Media Source Extensions', true, false],
])('%s the IVS URL plays in the fallback (hls.js) engine', async (_case, wasm, mediaSource) => {
  const { sdk, players } = fakeIvsSdk({ supported: wasm });
  const attached: string[] = [];
  const hls: AttachEngine = (_video, url) => {
    attached.push(url);
    return { destroy: () => undefined };
  };
  const { container } = renderIvs(sdk, { loadFallback: async () => hls, mediaSource });
  await flush();
  expect(players).toEqual([]);
  expect(attached).toEqual([IVS.url]);
  fireEvent.playing(container.querySelector('video') as HTMLVideoElement);
  expect(status()).toBeNull();
});
