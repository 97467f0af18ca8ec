import { jest } from '@jest/globals';
import { attachNative } from './native-engine';

// The video element's own playback (HTML5 files, Safari's HLS) learns live or recording from the
// duration: a live stream's is infinite, so only a finite one earns the browser's seek bar.
test.each([
  [Infinity, 0],
  [3725, 1],
])('a stream whose duration is %s is told as VOD %s time(s)', (duration, calls) => {
  const video = document.createElement('video');
  Object.defineProperty(video, 'duration', { value: duration });
  video.load = () => undefined; // jsdom plays nothing
  const onVod = jest.fn();
  const session = attachNative(video, 'https://media.example/x.m3u8', {
    lowLatency: false,
    onFatalError: () => undefined,
    onStatus: () => undefined,
    onVod,
  });
  video.dispatchEvent(new Event('loadedmetadata'));
  expect(onVod).toHaveBeenCalledTimes(calls);
  session.destroy();
});
