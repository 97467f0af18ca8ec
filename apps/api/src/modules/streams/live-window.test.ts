import { DEFAULT_QUALITY_LADDER, getBrand } from '@onair/brand';
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
