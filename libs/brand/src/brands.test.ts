import { BRAND_CODES } from '@onair/contracts';
import { BRANDS, DEFAULT_BRAND, FEATURE_FLAGS, getBrand, isBrandCode, type BrandConfig } from './index';

// Written by hand, not derived from the configs, so a config that drops a field fails here.
const REQUIRED_FIELDS = [
  'code',
  'serviceUrl',
  'serviceName',
  'serviceNameEn',
  'companyName',
  'businessNumber',
  'OBRN',
  'CEO',
  'address',
  'email',
  'phone',
  'contactType',
  'mchtName',
  'mchtEName',
  'seoDescription',
  'seoKeywords',
  'en',
  'currency',
  'streamerTitle',
  'theme',
  'cookieDomain',
  'allowedOrigins',
  'giftCommissionPercent',
  'liveRewindMinutes',
  'qualityLadder',
  'moneyRules',
  'withdrawalFeePercent',
  'recordingRetentionDays',
  'features',
  'notice',
] as const satisfies readonly (keyof BrandConfig)[];

// A field added to BrandConfig without being added above fails to compile.
type Unlisted = Exclude<keyof BrandConfig, (typeof REQUIRED_FIELDS)[number]>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** Fields whose null is a setting of its own (recordingRetentionDays: null keeps recordings forever). */
const NULL_MEANS_OFF: readonly string[] = ['recordingRetentionDays', 'qualityLadder'];

function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'boolean') return true;
  // Numbers are whole (won, minutes, percent); 0 is a real setting. The commission's ceiling is its own test.
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  if (Array.isArray(value)) return value.length > 0 && value.every(isFilled);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.values(value);
    return entries.length > 0 && entries.every(isFilled);
  }
  return false;
}

/** Korean business registration number check digit (weights 1,3,7,1,3,7,1,3,5). */
function businessNumberChecks(formatted: string): boolean {
  const digits = formatted.replace(/-/g, '').split('').map(Number);
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const ninth = digits[8] ?? 0;
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0) + Math.floor((ninth * 5) / 10);
  return (10 - (sum % 10)) % 10 === digits[9];
}

const configs = Object.values(BRANDS);

describe('brand configs', () => {
  it('covers every field of BrandConfig in the required list', () => {
    expect(everyFieldListed).toBe(true);
  });

  it('has exactly the four brand codes, each keyed by its own code', () => {
    expect(Object.keys(BRANDS).sort()).toEqual([...BRAND_CODES].sort());
    for (const [key, config] of Object.entries(BRANDS)) expect(config.code).toBe(key);
  });

  it.each(configs.map((c) => [c.code, c] as const))('%s sets every field, none empty', (_code, config) => {
    for (const field of REQUIRED_FIELDS) {
      const value = config[field];
      expect([field, isFilled(value) || (value === null && NULL_MEANS_OFF.includes(field))]).toEqual([field, true]);
    }
    const extra = Object.keys(config).filter((key) => !(REQUIRED_FIELDS as readonly string[]).includes(key));
    expect(extra).toEqual([]);
    expect(Object.keys(config.features).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(config.giftCommissionPercent).toBeLessThanOrEqual(100);
    // A limit of 0 would refuse every purchase: a brand that sells nothing turns luvPurchase off instead.
    expect(config.moneyRules.dailyPurchaseWon).toBeGreaterThan(0);
    expect(config.moneyRules.minorMonthlyPurchaseWon).toBeGreaterThan(0);
    expect(config.moneyRules.mistakenGiftReportMinutes).toBeGreaterThan(0);
  });

  it.each(configs.map((c) => [c.code, c] as const))('%s has self-consistent company data', (_code, config) => {
    expect(config.businessNumber).toMatch(/^\d{3}-\d{2}-\d{5}$/);
    expect(businessNumberChecks(config.businessNumber)).toBe(true);
    expect(config.businessNumber.slice(4, 6)).toMatch(/^8[1678]$/); // a corporation (주식회사)
    const obrn = /^제20\d{2}-서울([가-힣]+)-\d{5}호$/.exec(config.OBRN);
    expect(obrn).not.toBeNull();
    expect(config.address).toMatch(/^서울특별시 /);
    expect(config.address).toContain(`${obrn?.[1]}구`);
    expect(config.phone).toMatch(/^1[56]\d{2}-\d{4}$/);
    expect(config.companyName).toMatch(/^주식회사 /);
    expect(config.serviceUrl).toMatch(/^https:\/\/www\./);
    const host = config.serviceUrl.replace(/^https:\/\//, '');
    expect(host).toMatch(/^[a-z0-9.-]+$/);
    expect(`.${host}`.endsWith(config.cookieDomain)).toBe(true);
    expect(config.email.endsWith(`@${config.cookieDomain.slice(1)}`)).toBe(true);
    expect(config.allowedOrigins).toEqual([config.serviceUrl, 'http://localhost:4200']);
    expect(config.mchtEName).toMatch(/^[A-Z0-9 ]+$/);
    expect(config.seoKeywords.split(',')).toContain(config.serviceName);
    expect(config.seoKeywords.split(',').every((k) => k.trim() === k && k !== '')).toBe(true);
    expect(config.seoDescription).toContain(config.serviceName);
  });

  it.each(configs.map((c) => [c.code, c] as const))('%s has every company detail in English too', (_code, config) => {
    expect(Object.keys(config.en).sort()).toEqual(['CEO', 'OBRN', 'address', 'companyName']);
    for (const [field, value] of Object.entries(config.en)) {
      // Latin letters, digits and punctuation only: nothing an English reader cannot read.
      expect([field, value]).toEqual([field, expect.stringMatching(/^[A-Za-z0-9 .,()-]+$/)]);
    }
    expect(config.en.companyName).toMatch(/^[A-Z][A-Za-z ]+ Inc\.$/);
    // Family name first, as Korean names are written in English on registrations: "Kim Do-hyun".
    expect(config.en.CEO).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+-[a-z]+$/);
    // The same report as the Korean one: year and serial number.
    const [, year, serial] = /^제(20\d{2})-서울[가-힣]+-(\d{5})호$/.exec(config.OBRN) ?? [];
    expect(config.en.OBRN).toMatch(new RegExp(`^No\\. ${year}-Seoul [A-Z][a-z]+-${serial}$`));
    // The same place: building number and floor as in the Korean address (its dong in brackets aside).
    expect(config.en.address).toMatch(/^\d+F, \d+, .+-ro, [A-Z][a-z]+-gu, Seoul, Republic of Korea$/);
    const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();
    expect(numbers(config.en.address)).toEqual(numbers(config.address.replace(/\(.*\)/, '')));
    // The district of the address is the one the report was filed in.
    const district = /Seoul ([A-Z][a-z]+)-/.exec(config.en.OBRN)?.[1];
    expect(config.en.address).toContain(`, ${district}-gu, `);
  });

  it('gives every brand its own name, domain and company', () => {
    for (const field of [
      'serviceName',
      'serviceNameEn',
      'serviceUrl',
      'cookieDomain',
      'companyName',
      'businessNumber',
      'OBRN',
    ] as const) {
      expect(new Set(configs.map((c) => c[field])).size).toBe(configs.length);
    }
    for (const field of ['companyName', 'CEO', 'OBRN', 'address'] as const) {
      expect(new Set(configs.map((c) => c.en[field])).size).toBe(configs.length);
    }
  });

  it('names the brands as the product does', () => {
    expect(configs.map((c) => [c.code, c.serviceName])).toEqual([
      ['onair', '온에어'],
      ['bellcast', '벨캐스트'],
      ['mint', '민트라이브'],
      ['nova', '노바TV'],
    ]);
  });

  it('calls the currency bell only on bellcast, luv elsewhere', () => {
    for (const config of configs) {
      expect(config.currency).toEqual(
        config.code === 'bellcast' ? { ko: '벨', en: 'bell' } : { ko: '러브', en: 'luv' },
      );
    }
  });

  it('calls the streamer host only on bellcast, BJ elsewhere', () => {
    for (const config of configs) {
      expect(config.streamerTitle).toEqual(
        config.code === 'bellcast' ? { ko: '호스트', en: 'host' } : { ko: 'BJ', en: 'BJ' },
      );
    }
  });

  it('uses the DARK theme on onair and nova, BLUE on bellcast and mint', () => {
    expect(configs.map((c) => [c.code, c.theme])).toEqual([
      ['onair', 'DARK'],
      ['bellcast', 'BLUE'],
      ['mint', 'BLUE'],
      ['nova', 'DARK'],
    ]);
  });

  it('switches every feature on for onair', () => {
    expect(FEATURE_FLAGS.filter((flag) => !BRANDS.onair.features[flag])).toEqual([]);
  });

  it.each(['bellcast', 'mint', 'nova'] as const)('switches several features off on %s', (code) => {
    const off = FEATURE_FLAGS.filter((flag) => !BRANDS[code].features[flag]);
    expect(off.length).toBeGreaterThanOrEqual(5);
    expect(off).toEqual(expect.arrayContaining(['coupons', 'exchangeEvents', 'boards', 'foreignSignup']));
  });

  it('keeps the partner brands from paying out, and bellcast from selling', () => {
    expect(BRANDS.mint.features.withdrawals).toBe(false);
    expect(BRANDS.nova.features.withdrawals).toBe(false);
    expect(BRANDS.bellcast.features.luvPurchase).toBe(false);
    expect(BRANDS.bellcast.features.withdrawals).toBe(true);
  });

  it('shows the migration notice only on bellcast, opening 13 Aug 2025 at 3 pm KST', () => {
    for (const config of configs)
      expect(config.notice.kind).toBe(config.code === 'bellcast' ? 'migration' : 'maintenance');
    const notice = BRANDS.bellcast.notice;
    if (notice.kind !== 'migration') throw new Error('bellcast must show the migration notice');
    expect(new Date(notice.opensAt).toISOString()).toBe('2025-08-13T06:00:00.000Z');
    for (const url of [notice.newServiceUrl, notice.iosAppUrl, notice.androidAppUrl])
      expect(url).toMatch(/^https:\/\//);
  });
});

describe('getBrand / isBrandCode / DEFAULT_BRAND', () => {
  it('returns the config of a known code', () => {
    expect(getBrand('bellcast')).toBe(BRANDS.bellcast);
    expect(getBrand(DEFAULT_BRAND).code).toBe('onair');
  });

  it('throws a clear error for an unknown code', () => {
    expect(() => getBrand('nope')).toThrow('Unknown brand code "nope" (expected one of: onair, bellcast, mint, nova)');
    expect(() => getBrand('')).toThrow(/Unknown brand code/);
    expect(() => getBrand('ONAIR')).toThrow(/Unknown brand code/);
  });

  it('recognises only the four codes', () => {
    expect(BRAND_CODES.every(isBrandCode)).toBe(true);
    expect(['nope', '', 'Onair', undefined, null, 1, {}].some(isBrandCode)).toBe(false);
  });
});
