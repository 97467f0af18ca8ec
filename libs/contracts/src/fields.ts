import * as v from 'valibot';
import { LIMITS, PAGE_SIZES } from './limits';

/** ID: 6-15 lowercase letters and digits, not digits only. */
export const LoginId = v.pipe(
  v.string(),
  v.minLength(LIMITS.loginId.min),
  v.maxLength(LIMITS.loginId.max),
  v.regex(/^[a-z0-9]+$/, 'lowercase letters and digits only'),
  v.regex(/[a-z]/, 'must contain a letter'),
);

/** Nickname: 2-10 characters of Korean, letters, digits or a few specials. */
export const Nickname = v.pipe(
  v.string(),
  v.minLength(LIMITS.nickname.min),
  v.maxLength(LIMITS.nickname.max),
  v.regex(/^[가-힣ㄱ-ㅎㅏ-ㅣa-zA-Z0-9_.\-~!]+$/, 'Korean, letters, digits and _ . - ~ ! only'),
);

export const Page = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1);
export const PageSize = (fallback: number = PAGE_SIZES.streams) =>
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), fallback);
