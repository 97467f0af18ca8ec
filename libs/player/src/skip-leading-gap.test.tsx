import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import type { ChannelStream } from '@onair/contracts';
import { I18nProvider, loadMessages, type Messages } from '@onair/i18n';
import type { AttachEngine, AttachOptions, EngineLoaders } from './engine-loaders';
import { LivePlayer } from './LivePlayer';

/**
 * Recordings made before the media app's fix start with a gap (video from 3.4 s); a player waiting at 0
 * never started. The video element is a fake with buffered ranges; the engine only reports VOD.
 */
const RECORDING: ChannelStream = { player: 'HLS', provider: 'llh', url: '/media/vod/3/index.m3u8' };
const LIVE: ChannelStream = { player: 'HLS', provider: 'llh', url: '/media/live/7.m3u8' };

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('ko');
});
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

async function play(stream: ChannelStream, { vod }: { vod: boolean }) {
  let options: AttachOptions | undefined;
  const attach: AttachEngine = (_video, _url, given) => {
    options = given;
    return { destroy: () => undefined };
  };
  const loader = async () => attach;
  const engines: EngineLoaders = { hls: loader, flv: loader, native: loader, ivs: loader };
  const view = render(
    <I18nProvider locale="ko" messages={messages}>
      <LivePlayer stream={stream} engines={engines} />
    </I18nProvider>,
  );
  const video = view.container.querySelector('video') as HTMLVideoElement;
  let time = 0;
  let ranges: Array<[number, number]> = [];
  Object.defineProperty(video, 'currentTime', { get: () => time, set: (value: number) => (time = value) });
  Object.defineProperty(video, 'buffered', {
    get: () => ({
      length: ranges.length,
      start: (index: number) => (ranges[index] as [number, number])[0],
      end: (index: number) => (ranges[index] as [number, number])[1],
    }),
  });
  await act(async () => undefined);
  if (vod) act(() => options?.onVod());
  return {
    buffer: (from: number, to: number) => (ranges = [[from, to]]),
    seek: (to: number) => (time = to),
    time: () => time,
    wait: (ms: number) => act(async () => jest.advanceTimersByTime(ms)),
    unmount: view.unmount,
  };
}

test('a recording whose media begins at 3.4 s moves there instead of waiting at 0', async () => {
  const player = await play(RECORDING, { vod: true });
  await player.wait(1000);
  expect(player.time()).toBe(0);
  player.buffer(3.4, 8);
  await player.wait(250);
  expect(player.time()).toBe(3.4);
  player.unmount();
});

test('a viewer who seeks back to 0 of such a recording lands on its first picture', async () => {
  const player = await play(RECORDING, { vod: true });
  player.buffer(3.4, 8);
  await player.wait(250);
  player.seek(0);
  await player.wait(250);
  expect(player.time()).toBe(3.4);
  // Within the media, the viewer's position is kept.
  player.seek(5);
  await player.wait(1000);
  expect(player.time()).toBe(5);
  player.unmount();
});

test('a live stream is left to its engine, which places it at the live edge', async () => {
  const player = await play(LIVE, { vod: false });
  player.buffer(3.4, 8);
  await player.wait(1000);
  expect(player.time()).toBe(0);
  player.unmount();
});
