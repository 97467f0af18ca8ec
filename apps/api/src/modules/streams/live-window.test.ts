import { DEFAULT_QUALITY_LADDER, getBrand } from '@onair/brand';
import { readConfig } from '../../platform/config/config';
import { liveWindowOf, liveWindowOfBrand } from './live-window';

describe('the publish answer names the brand quality ladder', () => {
  test('off on every brand today: the answer names no ladder, so the node copies the source only', () => {
    for (const brand of ['onair', 'bellcast', 'mint', 'nova']) expect(liveWindowOf(brand).ladder).toBeUndefined();
  });

  test('a brand that turns it on sends its heights with the rewind window', () => {
    const brand = { ...getBrand('mint'), qualityLadder: DEFAULT_QUALITY_LADDER };
    expect(liveWindowOfBrand(brand)).toEqual({ rewindSeconds: 30 * 60, keepRecording: true, ladder: [720, 480, 360] });
  });
});

describe('QUALITY_LADDER turns a brand ladder on or off without a new build', () => {
  test('the brands it names get its heights; the others keep their config', () => {
    const ladders = readConfig({ QUALITY_LADDER: 'nova=720,480,360;mint=180' }).QUALITY_LADDER;
    expect(liveWindowOf('nova', ladders).ladder).toEqual([720, 480, 360]);
    expect(liveWindowOf('mint', ladders).ladder).toEqual([180]);
    expect(liveWindowOf('onair', ladders).ladder).toBeUndefined();
  });

  test('an empty list turns a brand ladder off', () => {
    const ladders = readConfig({ QUALITY_LADDER: 'mint=' }).QUALITY_LADDER;
    expect(liveWindowOfBrand({ ...getBrand('mint'), qualityLadder: DEFAULT_QUALITY_LADDER }, ladders?.['mint']).ladder).toBeUndefined();
  });

  test('a malformed value or an unknown brand stops the node at start, naming the setting', () => {
    expect(() => readConfig({ QUALITY_LADDER: 'nova:720' })).toThrow(/QUALITY_LADDER/);
    expect(() => readConfig({ QUALITY_LADDER: 'twitch=720' })).toThrow(/QUALITY_LADDER/);
  });
});
