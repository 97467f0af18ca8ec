import {
  BRANDS,
  FEATURE_FLAGS,
  companyDetails,
  currencyName,
  isFeatureOn,
  serviceDisplayName,
  streamerTitle,
} from './index';

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

  it('gives the company details in Korean for ko, unchanged', () => {
    expect(companyDetails(BRANDS.onair, 'ko')).toEqual({
      companyName: '주식회사 온에어',
      CEO: '김도현',
      businessNumber: '220-88-04122',
      OBRN: '제2024-서울강남-01234호',
      address: '서울특별시 강남구 테헤란로 142, 12층 (역삼동)',
      email: 'support@onair.live',
      phone: '1588-2400',
    });
  });

  it('gives the company details in English for en; numbers and contacts stay as registered', () => {
    expect(companyDetails(BRANDS.onair, 'en')).toEqual({
      companyName: 'OnAir Inc.',
      CEO: 'Kim Do-hyun',
      businessNumber: '220-88-04122',
      OBRN: 'No. 2024-Seoul Gangnam-01234',
      address: '12F, 142, Teheran-ro, Gangnam-gu, Seoul, Republic of Korea',
      email: 'support@onair.live',
      phone: '1588-2400',
    });
    for (const brand of Object.values(BRANDS)) {
      expect(Object.values(companyDetails(brand, 'en')).join(' ')).not.toMatch(/[가-힣]/);
    }
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
