import { assertLocale, isLocale, resolveLocale } from './resolve-locale';

describe('resolveLocale', () => {
  it('takes the cookie first when it is ko or en', () => {
    expect(resolveLocale({ cookie: 'en', acceptLanguage: 'ko-KR,ko;q=0.9' })).toBe('en');
    expect(resolveLocale({ cookie: 'ko', acceptLanguage: 'en-US,en;q=0.9' })).toBe('ko');
  });

  it('ignores an unsupported or empty cookie and reads Accept-Language', () => {
    expect(resolveLocale({ cookie: 'fr', acceptLanguage: 'en-US' })).toBe('en');
    expect(resolveLocale({ cookie: '', acceptLanguage: 'en' })).toBe('en');
    expect(resolveLocale({ cookie: null, acceptLanguage: 'en-GB,en;q=0.8' })).toBe('en');
  });

  it('maps regional tags to their language', () => {
    expect(resolveLocale({ acceptLanguage: 'en-US' })).toBe('en');
    expect(resolveLocale({ acceptLanguage: 'ko-KR' })).toBe('ko');
    expect(resolveLocale({ acceptLanguage: 'EN-us' })).toBe('en');
  });

  it('respects q-values rather than header order', () => {
    expect(resolveLocale({ acceptLanguage: 'ko;q=0.4, en;q=0.9' })).toBe('en');
    expect(resolveLocale({ acceptLanguage: 'en;q=0.5,ko-KR;q=0.7' })).toBe('ko');
    expect(resolveLocale({ acceptLanguage: 'en;q=0.8,ko;q=0.8' })).toBe('en');
  });

  it('skips unsupported languages and those refused with q=0', () => {
    expect(resolveLocale({ acceptLanguage: 'ja-JP,ja;q=0.9,en;q=0.5' })).toBe('en');
    expect(resolveLocale({ acceptLanguage: 'en;q=0, ko;q=0.1' })).toBe('ko');
    expect(resolveLocale({ acceptLanguage: 'en;q=0' })).toBe('ko');
  });

  it('falls back to ko', () => {
    expect(resolveLocale({})).toBe('ko');
    expect(resolveLocale({ cookie: null, acceptLanguage: null })).toBe('ko');
    expect(resolveLocale({ acceptLanguage: 'ja' })).toBe('ko');
    expect(resolveLocale({ acceptLanguage: 'zh-CN,zh;q=0.9,*;q=0.5' })).toBe('ko');
    expect(resolveLocale({ acceptLanguage: ' , ;q=1' })).toBe('ko');
  });
});

describe('assertLocale / isLocale', () => {
  it('accepts ko and en', () => {
    expect(() => assertLocale('ko')).not.toThrow();
    expect(() => assertLocale('en')).not.toThrow();
    expect(isLocale('en')).toBe(true);
  });

  it.each(['fr', 'ja', 'zh', 'KO', '', undefined, null, 1])('throws exactly "Unsupported locale" for %p', (value) => {
    expect(() => assertLocale(value)).toThrow(new Error('Unsupported locale'));
    expect(isLocale(value)).toBe(false);
  });
});
