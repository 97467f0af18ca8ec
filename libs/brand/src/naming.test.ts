import { BRANDS, FEATURE_FLAGS, currencyName, isFeatureOn, serviceDisplayName, streamerTitle } from './index';

describe('naming helpers', () => {
  it('names the currency per brand and locale', () => {
    expect(currencyName(BRANDS.onair, 'ko')).toBe('러브');
    expect(currencyName(BRANDS.onair, 'en')).toBe('luv');
    expect(currencyName(BRANDS.bellcast, 'ko')).toBe('벨');
    expect(currencyName(BRANDS.bellcast, 'en')).toBe('bell');
    expect(currencyName(BRANDS.nova, 'en')).toBe('luv');
  });

  it('names the streamer per brand and locale', () => {
    expect(streamerTitle(BRANDS.mint, 'ko')).toBe('BJ');
    expect(streamerTitle(BRANDS.bellcast, 'ko')).toBe('호스트');
    expect(streamerTitle(BRANDS.bellcast, 'en')).toBe('host');
  });

  it('names the service per locale', () => {
    expect(serviceDisplayName(BRANDS.onair, 'ko')).toBe('온에어');
    expect(serviceDisplayName(BRANDS.onair, 'en')).toBe('OnAir');
    expect(serviceDisplayName(BRANDS.nova, 'ko')).toBe('노바TV');
  });

  it('reads feature flags', () => {
    expect(FEATURE_FLAGS.every((flag) => isFeatureOn(BRANDS.onair, flag))).toBe(true);
    expect(isFeatureOn(BRANDS.bellcast, 'luvPurchase')).toBe(false);
    expect(isFeatureOn(BRANDS.bellcast, 'gifts')).toBe(true);
    expect(isFeatureOn(BRANDS.nova, 'socialLogin')).toBe(false);
  });

  it('lists every feature flag once', () => {
    expect(new Set(FEATURE_FLAGS).size).toBe(FEATURE_FLAGS.length);
    expect(FEATURE_FLAGS).toHaveLength(12);
  });
});
