import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChannelStream } from '@onair/contracts';
import { I18nProvider, loadMessages, type Messages } from '@onair/i18n';
import type { AttachEngine, EngineLoaders } from './engine-loaders';
import { LivePlayer } from './LivePlayer';

type Attached = {
  engine: string;
  url: string;
  lowLatency: boolean;
  fail(detail: string): void;
  /** The engine found a recording (VOD), not a live broadcast. */
  vod(): void;
  destroyed: boolean;
};

/** Fake engines: each attach is recorded; the test plays, stalls or fails it. */
function fakeEngines() {
  const attached: Attached[] = [];
  const loader = (engine: string) => async (): Promise<AttachEngine> => (video, url, options) => {
    const entry: Attached = {
      engine,
      url,
      lowLatency: options.lowLatency,
      fail: options.onFatalError,
      vod: options.onVod,
      destroyed: false,
    };
    attached.push(entry);
    return { destroy: () => (entry.destroyed = true) };
  };
  const loaders: EngineLoaders = {
    hls: loader('hls'),
    flv: loader('flv'),
    native: loader('native'),
    ivs: loader('ivs'),
  };
  return { loaders, attached };
}

const HLS: ChannelStream = { player: 'HLS', provider: 'llh', url: 'https://media.example/live/7.m3u8' };

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('ko');
});
afterEach(() => jest.useRealTimers());

function renderPlayer(props: Parameters<typeof LivePlayer>[0]) {
  const view = render(
    <I18nProvider locale="ko" messages={messages}>
      <LivePlayer {...props} />
    </I18nProvider>,
  );
  const video = view.container.querySelector('video') as HTMLVideoElement;
  let time = 0;
  let paused = false;
  Object.defineProperty(video, 'currentTime', { get: () => time, configurable: true });
  Object.defineProperty(video, 'paused', { get: () => paused, configurable: true });
  const rerender = (next: Parameters<typeof LivePlayer>[0]) =>
    view.rerender(
      <I18nProvider locale="ko" messages={messages}>
        <LivePlayer {...next} />
      </I18nProvider>,
    );
  return {
    video,
    rerender,
    advance: (seconds: number) => (time += seconds),
    pause: (value: boolean) => (paused = value),
  };
}

const flush = () => act(async () => undefined);

test('offline: says so and loads no engine', async () => {
  const { loaders, attached } = fakeEngines();
  renderPlayer({ stream: null, engines: loaders });
  await flush();
  expect(screen.getByRole('status').textContent).toBe('지금은 방송 중이 아닙니다.');
  expect(attached).toEqual([]);
});

test.each([
  [HLS, 'hls', true],
  [{ player: 'BYTEPLUS', provider: 'bp_flv', url: 'https://pull.example/x.flv' }, 'flv', true],
  [{ player: 'HTML5', provider: 'ncp', url: 'https://vod.example/x.mp4' }, 'native', false],
  [{ player: 'IVS', provider: 'aws', url: 'https://ivs.example/x.m3u8' }, 'ivs', false],
  [{ player: 'NCP', provider: 'ncp', url: 'https://ncp.example/x.m3u8' }, 'hls', false],
] as const)('%o plays with the %s engine (low latency %s)', async (stream, engine, lowLatency) => {
  const { loaders, attached } = fakeEngines();
  renderPlayer({ stream, engines: loaders });
  await flush();
  expect(attached.map(({ engine: name, url, lowLatency: low }) => ({ name, url, low }))).toEqual([
    { name: engine, url: stream.url, low: lowLatency },
  ]);
});

test('loading until a live picture plays, then our controls: no seek bar, no time, a LIVE badge', async () => {
  const { loaders } = fakeEngines();
  const { video } = renderPlayer({ stream: HLS, engines: loaders });
  await flush();
  expect(screen.getByRole('status').textContent).toBe('영상을 불러오는 중입니다…');
  expect(screen.queryByRole('group', { name: '재생 조작' })).toBeNull();
  fireEvent.playing(video);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.getByLabelText('라이브 영상')).toBe(video);
  // The browser's controls would show a seek bar and the buffered seconds as a length.
  expect(video.controls).toBe(false);
  const controls = screen.getByRole('group', { name: '재생 조작' });
  expect(
    within(controls)
      .getAllByRole('slider')
      .map((slider) => slider.getAttribute('aria-label')),
  ).toEqual(['음량']);
  expect(within(controls).getByText('LIVE')).toBeTruthy();
  expect(within(controls).queryByText(/\d:\d\d/)).toBeNull();
});

test('the live controls work from the keyboard: pause and play, sound on and off, volume', async () => {
  const { loaders } = fakeEngines();
  const { video, pause } = renderPlayer({ stream: HLS, engines: loaders });
  await flush();
  video.pause = jest.fn(() => {
    pause(true);
    fireEvent.pause(video);
  });
  video.play = jest.fn(async () => {
    pause(false);
    fireEvent.play(video);
  });
  fireEvent.playing(video);
  const user = userEvent.setup();

  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '일시정지' }));
  await user.keyboard('{Enter}');
  expect(video.pause).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '재생' }));
  await user.keyboard(' ');
  expect(video.play).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: '일시정지' })).toBeTruthy();

  // Autoplay starts muted; the second control turns the sound on.
  expect(video.muted).toBe(true);
  await user.tab();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '소리 켜기' }));
  await user.keyboard('{Enter}');
  fireEvent.volumeChange(video);
  expect(video.muted).toBe(false);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: '음소거' }));

  fireEvent.change(screen.getByRole('slider', { name: '음량' }), { target: { value: '0.4' } });
  expect(video.volume).toBeCloseTo(0.4);
});

test('full screen takes the player with its controls, and says how to leave it', async () => {
  const { loaders } = fakeEngines();
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
  let fullscreenElement: Element | null = null;
  Object.defineProperty(document, 'fullscreenElement', { get: () => fullscreenElement, configurable: true });
  const request = jest.fn(async () => {
    fullscreenElement = document.querySelector('[data-state]');
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  HTMLElement.prototype.requestFullscreen = request;
  try {
    const { video } = renderPlayer({ stream: HLS, engines: loaders });
    await flush();
    fireEvent.playing(video);
    await userEvent.click(screen.getByRole('button', { name: '전체 화면' }));
    expect((request.mock.contexts[0] as Element | undefined)?.contains(video)).toBe(true);
    expect(await screen.findByRole('button', { name: '전체 화면 종료' })).toBeTruthy();
  } finally {
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    Reflect.deleteProperty(document, 'fullscreenEnabled');
    Reflect.deleteProperty(document, 'fullscreenElement');
  }
});

test("a recording (the engine says VOD) keeps the browser's controls, with its seek bar", async () => {
  const { loaders, attached } = fakeEngines();
  const { video } = renderPlayer({ stream: { ...HLS, url: '/media/vod/3/index.m3u8' }, engines: loaders });
  await flush();
  act(() => attached[0]?.vod());
  fireEvent.playing(video);
  expect(video.controls).toBe(true);
  expect(screen.queryByRole('group', { name: '재생 조작' })).toBeNull();
});

test('a fatal error shows the error, retries by itself after the delay, and at once on the button', async () => {
  jest.useFakeTimers();
  const { loaders, attached } = fakeEngines();
  renderPlayer({ stream: HLS, engines: loaders, retryDelayMs: 5000 });
  await flush();
  act(() => attached[0]?.fail('networkError: manifestLoadError'));
  expect(screen.getByRole('status').textContent).toBe('영상을 재생할 수 없습니다. 잠시 후 다시 연결합니다.다시 시도');
  await act(async () => jest.advanceTimersByTime(5000));
  expect(attached).toHaveLength(2);
  expect(attached[0]?.destroyed).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('영상을 불러오는 중입니다…');

  act(() => attached[1]?.fail('mediaError'));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  // Big enough for a finger on a phone (40 px, the md size), as the player's own controls are.
  expect(screen.getByRole('button', { name: '다시 시도' }).className).toContain('h-10');
  await user.click(screen.getByRole('button', { name: '다시 시도' }));
  await flush();
  expect(attached).toHaveLength(3);
});

test('each fatal error is told to the page, which may bring a fresh URL', async () => {
  const { loaders, attached } = fakeEngines();
  const onError = jest.fn();
  const { rerender } = renderPlayer({ stream: HLS, engines: loaders, onError });
  await flush();
  act(() => attached[0]?.fail('networkError: levelLoadError 403'));
  expect(onError).toHaveBeenCalledTimes(1);
  const fresh = { ...HLS, url: `${HLS.url}?token=2.new` };
  rerender({ stream: fresh, engines: loaders, onError });
  await flush();
  expect(attached.at(-1)?.url).toBe(fresh.url);
});

test('a stream that stops making progress is restarted; a paused one is left alone', async () => {
  jest.useFakeTimers();
  const { loaders, attached } = fakeEngines();
  const { video, advance, pause } = renderPlayer({ stream: HLS, engines: loaders, stallTimeoutMs: 4000 });
  await flush();
  fireEvent.playing(video);
  for (let second = 0; second < 6; second += 1) {
    advance(1);
    await act(async () => jest.advanceTimersByTime(1000));
  }
  expect(attached).toHaveLength(1);

  pause(true);
  await act(async () => jest.advanceTimersByTime(10_000));
  expect(attached).toHaveLength(1);

  pause(false);
  await act(async () => jest.advanceTimersByTime(5000));
  expect(attached).toHaveLength(2);
  expect(attached[0]?.destroyed).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('영상을 불러오는 중입니다…');
});

test('going offline detaches the engine; a new stream URL attaches anew', async () => {
  const { loaders, attached } = fakeEngines();
  const { rerender } = renderPlayer({ stream: HLS, engines: loaders });
  await flush();
  rerender({ stream: null, engines: loaders });
  await flush();
  expect(attached[0]?.destroyed).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('지금은 방송 중이 아닙니다.');
  rerender({ stream: { ...HLS, url: 'https://media.example/live/8.m3u8' }, engines: loaders });
  await flush();
  expect(attached.map((entry) => entry.url)).toEqual([HLS.url, 'https://media.example/live/8.m3u8']);
});
