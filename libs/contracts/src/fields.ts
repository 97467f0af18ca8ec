import * as v from 'valibot';
import { LIMITS, PAGE_SIZES } from './limits';
import { VALIDATION_MESSAGES as M } from './messages';

/** ID: 6-15 lowercase letters and digits, not digits only. */
export const LoginId = v.pipe(
  v.string(),
  v.minLength(LIMITS.loginId.min, M.loginId),
  v.maxLength(LIMITS.loginId.max, M.loginId),
  v.regex(/^[a-z0-9]+$/, M.loginId),
  v.regex(/[a-z]/, M.loginId),
);

/** What a sign-in form may send: older or social IDs need not follow today's signup rule. */
export const AnyLoginId = v.pipe(v.string(), v.minLength(1, M.loginRequired), v.maxLength(40, M.loginRequired));

/** 8 characters or more with a letter, a digit and a special character, no spaces, up to inputMax. */
const passwordOfAtMost = (inputMax: number) =>
  v.pipe(
    v.string(M.passwordRequired),
    v.minLength(1, M.passwordRequired),
    v.minLength(LIMITS.password.min, M.password),
    v.maxLength(inputMax, M.password),
    v.regex(/[A-Za-z]/, M.password),
    v.regex(/\d/, M.password),
    v.regex(/[^A-Za-z0-9\s]/, M.password),
    v.regex(/^\S+$/, M.password),
  );

/** Password: 8-15 characters with a letter, a digit and a special character. */
export const Password = passwordOfAtMost(LIMITS.password.max);

/** Foreign signup allows longer input (limit 40) with the same composition rule. */
export const ForeignPassword = passwordOfAtMost(LIMITS.password.foreignInputMax);

/** Nickname: 2-10 characters of Korean, letters, digits or a few specials. */
export const Nickname = v.pipe(
  v.string(M.nickname),
  v.minLength(LIMITS.nickname.min, M.nickname),
  v.maxLength(LIMITS.nickname.max, M.nickname),
  v.regex(/^[가-힣ㄱ-ㅎㅏ-ㅣa-zA-Z0-9_.\-~!]+$/, M.nickname),
);

export const PersonName = v.pipe(v.string(M.name), v.minLength(1, M.name), v.maxLength(40, M.name));

/** Digits only, without the country's dial code. */
export const PhoneNumber = v.pipe(v.string(M.phoneRequired), v.regex(/^\d{6,15}$/, M.phoneRequired));
/** A dial code such as 82 or 1 (digits, without +). */
export const DialCode = v.pipe(v.string(M.phoneRequired), v.regex(/^\d{1,4}$/, M.phoneRequired));

/** YYYY-MM-DD. */
export const Birthday = v.pipe(v.string(M.birthday), v.isoDate(M.birthday));

export const Gender = v.picklist(['M', 'F'], M.gender);

/**
 * A token the API hands on in an HTTP header (a provider's access token, sent as Bearer): a header
 * carries only Latin-1, and tokens are printable ASCII (RFC 6750), so anything else is refused here.
 */
export const HeaderToken = (maxLength: number, message?: string) =>
  v.pipe(v.string(message), v.minLength(1, message), v.maxLength(maxLength, message), v.regex(/^[\x21-\x7E]+$/, message));

export const Page = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1);
export const PageSize = (fallback: number = PAGE_SIZES.streams) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), fallback);

/** Removes every space, as the signup and login inputs do (SPEC section 5). */
export const stripSpaces = (value: string) => value.replace(/\s+/g, '');
