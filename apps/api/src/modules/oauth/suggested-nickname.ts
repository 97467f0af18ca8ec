import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { LIMITS, Nickname } from '@onair/contracts';

const NOT_ALLOWED = /[^가-힣ㄱ-ㅎㅏ-ㅣa-zA-Z0-9_.\-~!]/g;

/** The provider's nickname made to fit the Nickname rule (2-10 allowed characters), or null. */
export function fittedNickname(raw: string | null): string | null {
  if (!raw) return null;
  const fitted = [...raw.normalize('NFC').replace(NOT_ALLOWED, '')].slice(0, LIMITS.nickname.max).join('');
  return v.is(Nickname, fitted) ? fitted : null;
}

/** 회원 and six digits: valid and very likely free. */
export const generatedNickname = () => `회원${randomInt(100_000, 1_000_000)}`;

/**
 * What the signup form offers: the provider's nickname when it fits and is free, else a
 * generated one. The member may change it; signup checks it again.
 */
export async function suggestNickname(raw: string | null, taken: (nickname: string) => Promise<boolean>): Promise<string> {
  const fitted = fittedNickname(raw);
  if (fitted && !(await taken(fitted))) return fitted;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const generated = generatedNickname();
    if (!(await taken(generated))) return generated;
  }
  return generatedNickname();
}
