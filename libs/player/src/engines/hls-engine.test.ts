import { jest } from '@jest/globals';

/**
 * hls.js under the player: the levels of a master playlist are told to the player with the source
 * marked, and a choice sets hls.currentLevel. jsdom has no Media Source Extensions, so hls.js is a
 * fake that keeps what the engine sets and lets the test fire its events.
 */
type Listener = (event: string, data: unknown) => void;
class FakeHls {
  static instance: FakeHls;
  static Events = { ERROR: 'hlsError', LEVEL_LOADED: 'hlsLevelLoaded', MANIFEST_PARSED: 'hlsManifestParsed' };
  static isSupported = () => true;
  currentLevel = -1;
  listeners = new Map<string, Listener>();
  constructor(readonly config: Record<string, unknown>) {
    FakeHls.instance = this;
  }
  on(event: string, listener: Listener) {
    this.listeners.set(event, listener);
  }
  loadSource = () => undefined;
  attachMedia = () => undefined;
  destroy = () => undefined;
}
jest.unstable_mockModule('hls.js', () => ({ default: FakeHls }));
const { attachHls } = await import('./hls-engine');

test('a master playlist’s levels reach the player, the source marked; a choice sets hls.currentLevel', () => {
  const onLevels = jest.fn();
  const session = attachHls(document.createElement('video'), 'https://media.example/live/7.m3u8', {
    lowLatency: false,
    onFatalError: () => undefined,
    onStatus: () => undefined,
    onVod: () => undefined,
    onLevels,
  });
  const levels = [
    { height: 360, name: '360p' },
    { height: 720, name: '720p' },
    { height: 1080, name: 'source' },
  ];
  FakeHls.instance.listeners.get(FakeHls.Events.MANIFEST_PARSED)?.('hlsManifestParsed', { levels });
  expect(onLevels).toHaveBeenCalledWith([
    { index: 0, height: 360, source: false },
    { index: 1, height: 720, source: false },
    { index: 2, height: 1080, source: true },
  ]);
  session.selectLevel?.(1);
  expect(FakeHls.instance.currentLevel).toBe(1);
  session.selectLevel?.(-1);
  expect(FakeHls.instance.currentLevel).toBe(-1);
});

test('a playlist of one rendition offers no choice', () => {
  const onLevels = jest.fn();
  attachHls(document.createElement('video'), 'https://media.example/live/7.m3u8', {
    lowLatency: false,
    onFatalError: () => undefined,
    onStatus: () => undefined,
    onVod: () => undefined,
    onLevels,
  });
  FakeHls.instance.listeners.get(FakeHls.Events.MANIFEST_PARSED)?.('hlsManifestParsed', { levels: [{ height: 720 }] });
  expect(onLevels).not.toHaveBeenCalled();
});

test('segments are demuxed in hls.js’s worker, named by its own file, not on the page’s main thread', () => {
  attachHls(document.createElement('video'), 'https://media.example/live/7.m3u8', {
    lowLatency: false,
    onFatalError: () => undefined,
    onStatus: () => undefined,
    onVod: () => undefined,
  });
  // The ESM build has no worker inside it: without workerPath it would transmux on the main thread.
  expect(FakeHls.instance.config['workerPath']).toBeTruthy();
  expect(FakeHls.instance.config['enableWorker']).not.toBe(false);
});
