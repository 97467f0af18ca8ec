import { DEFAULT_ENGINE_LOADERS } from '../engine-loaders';
import { attachHls } from './hls-engine';

test('the default IVS loader loads the real SDK and, where there is WebAssembly but no Media Source Extensions (jsdom), hands back hls.js', async () => {
  const { isPlayerSupported } = await import('amazon-ivs-player');
  expect(isPlayerSupported).toBe(true);
  expect('MediaSource' in globalThis).toBe(false);
  await expect(DEFAULT_ENGINE_LOADERS.ivs()).resolves.toBe(attachHls);
});
