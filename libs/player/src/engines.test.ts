import { isLowLatency, playerEngineFor } from './engines';

test.each([
  ['IVS', 'ivs'],
  ['HLS', 'hls'],
  ['NCP', 'hls'],
  ['BYTEPLUS', 'flv'],
  ['HTML5', 'native'],
] as const)('playerEngineFor(%s) is %s', (player, engine) => {
  expect(playerEngineFor(player)).toBe(engine);
});

test.each([
  ['llh', true],
  ['bp_flv', true],
  ['ncp', false],
  ['aws', false],
] as const)('isLowLatency(%s) is %s', (provider, lowLatency) => {
  expect(isLowLatency(provider)).toBe(lowLatency);
});
