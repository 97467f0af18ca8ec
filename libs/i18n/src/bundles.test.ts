import { BUNDLE_LOCALES, type BundleLocale } from '@onair/contracts';
import { createIntl } from 'react-intl';
import { importBundle, type Messages } from './load-messages';

const bundles = {} as Record<BundleLocale, Messages>;
beforeAll(async () => {
  for (const locale of BUNDLE_LOCALES) bundles[locale] = (await importBundle(locale)).default;
});

/** Argument names of a message: "{count, plural, one {# x} other {# y}}" gives ["count"]. */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1] ?? '').sort();
}

// Exact strings of SPEC.md sections 2, 5 and 8, letter for letter.
const SPEC_KO: Record<string, string> = {
  'common.notice': '안내',
  'common.ok': '확인',
  'common.confirm': '확인',
  'common.cancel': '취소',
  'auth.membersOnly.title': '회원 전용',
  'auth.membersOnly.text': '로그인 후 이용가능합니다.',
  'auth.membersOnly.login': '로그인 하기',
  'auth.membersOnly.quickSignup': '10초 간편회원가입',
  'auth.sessionExpired': '세션이 만료되었습니다. 다시 로그인 후 이용가능합니다.',
  'auth.login.invalidCredentials': '계정 정보가 올바르지 않습니다.',
  'auth.login.blocked': '차단된 계정입니다',
  'auth.invalidAccess': '잘못된 접근입니다.',
  'auth.phone.resendLocked': '잠시 후 다시 시도해주세요.',
  'auth.phone.sent': '인증번호가 발송 되었습니다.',
  'auth.phone.required': '핸드폰번호를 입력해주세요.',
  'auth.phone.notVerified': '핸드폰 인증을 완료해주세요.',
  'auth.captcha.incomplete': '검증이 완료되지 않았습니다. 다시 시도하기',
  'auth.validation.loginId': '아이디는 6~15자 영문, 숫자입니다.',
  'auth.validation.password': '비밀번호는 8~15자 이내의 대 소문자,숫자,특수문자입니다.',
  'auth.validation.passwordMismatch': '비밀번호가 일치하지 않습니다.',
  'auth.validation.nickname': '닉네임을 확인해주세요.',
  'auth.validation.recommenderNotFound': '입력한 추천인이 조회되지 않습니다.',
  'auth.validation.termsRequired': '필수약관에 동의해주셔야 합니다.',
  'auth.social.unknownError': '알 수 없는 오류가 발생하였습니다.',
  'chat.unauthorized': '세션이 만료되어 채팅에 참여할 수 없습니다. 채팅에 참여하기 위해서는 재로그인이 필요합니다.',
  'maintenance.reason': '서비스 안정화 및 성능 개선',
  'maintenance.duration': '{hours}시간',
  'locale.ko': '한국어',
  'locale.en': 'English',
};

// Where SPEC.md gives only the English wording, it is the en value.
const SPEC_EN: Record<string, string> = {
  'auth.validation.loginId': 'ID (6~15 characters, alphanumeric)',
  'auth.validation.passwordRequired': 'Please check password',
  'auth.validation.birthday': 'Please check birthday',
  'auth.validation.name': 'Please check name',
  'auth.validation.gender': 'Please check gender',
  'common.notice': 'Notice',
  'common.ok': 'OK',
};

describe('message bundles', () => {
  it('holds the exact Korean strings of the spec', () => {
    for (const [key, text] of Object.entries(SPEC_KO)) expect([key, bundles.ko[key]]).toEqual([key, text]);
  });

  it('holds the exact English strings of the spec', () => {
    for (const [key, text] of Object.entries(SPEC_EN)) expect([key, bundles.en[key]]).toEqual([key, text]);
  });

  it('uses flat, dot-namespaced camelCase keys', () => {
    for (const key of Object.keys(bundles.ko)) expect(key).toMatch(/^[a-z][A-Za-z]*(\.[a-z][A-Za-z0-9]*)+$/);
  });

  // Korean is the source: every other bundle has exactly its keys (en is the second interface
  // language; ja and zh are complete too, so a page never falls back to message ids).
  it.each(BUNDLE_LOCALES.filter((locale) => locale !== 'ko'))('has every Korean key in %s, and nothing else', (locale) => {
    const koKeys = Object.keys(bundles.ko);
    expect(koKeys.filter((key) => !(key in bundles[locale]))).toEqual([]);
    expect(Object.keys(bundles[locale]).filter((key) => !(key in bundles.ko))).toEqual([]);
  });

  it.each(BUNDLE_LOCALES)('has no empty value in %s', (locale) => {
    const empty = Object.entries(bundles[locale]).filter(([, value]) => value.trim() === '');
    expect(empty).toEqual([]);
  });

  it.each(BUNDLE_LOCALES)('uses the same arguments as Korean in %s', (locale) => {
    for (const [key, message] of Object.entries(bundles[locale])) {
      expect([key, argumentsOf(message)]).toEqual([key, argumentsOf(bundles.ko[key] ?? '')]);
    }
  });

  it.each(BUNDLE_LOCALES)('formats every %s message without an error', (locale) => {
    const errors: string[] = [];
    const messages = bundles[locale];
    const intl = createIntl({ locale, messages, onError: (error) => errors.push(error.message) });
    for (const [key, message] of Object.entries(messages)) {
      const values = Object.fromEntries(argumentsOf(message).map((name) => [name, 3]));
      expect(intl.formatMessage({ id: key }, values)).not.toBe('');
    }
    expect(errors).toEqual([]);
  });
});

// The English interface is read next to en-US dates and numbers ("Nov 28, 2026"), the header's
// "Log in" button and Korean nicknames; these keep its wording of a piece with them.
describe('the English bundle', () => {
  const en = () => Object.entries(bundles.en);

  it('uses American spelling, as its en-US dates do', () => {
    const british = /favour|apologis|colour|behaviour|organis|recognis|honour/i;
    expect(en().filter(([, message]) => british.test(message))).toEqual([]);
  });

  it('calls signing in "log in" everywhere, as the header and the dialog do', () => {
    expect(bundles.en['nav.login']).toBe('Log in');
    expect(en().filter(([, message]) => /sign[ -]?in\b/i.test(message))).toEqual([]);
  });

  it('puts no possessive on a nickname, which is usually Korean (시청자1호\'s reads badly)', () => {
    expect(en().filter(([, message]) => /\{\w+\}'s\b/.test(message))).toEqual([]);
  });

  it('says "Watched once" on my page\'s history rather than "Watched 1 time"', () => {
    const intl = createIntl({ locale: 'en', messages: bundles.en });
    expect(intl.formatMessage({ id: 'member.my.watchedDetail' }, { count: 1, date: 'Nov 28, 2026' })).toBe(
      'Watched once · last Nov 28, 2026',
    );
    expect(intl.formatMessage({ id: 'member.my.watchedDetail' }, { count: 3, date: 'Nov 28, 2026' })).toBe(
      'Watched 3 times · last Nov 28, 2026',
    );
  });
});
