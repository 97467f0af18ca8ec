import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import { spentCaptchas, type Database } from '@onair/db';

import { ApiError } from '../../platform/http/errors';
import { deriveSecret } from '../../platform/secrets';

const CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;
const PURGE_EVERY_MS = 10 * 60 * 1000;

/**
 * PBKDF2 with 500 iterations per try and the answer somewhere in the first 200-1000 counters: about
 * 0.1-0.3 s in a browser (Web Crypto, several workers), real work for a script sending thousands.
 */
export const CAPTCHA_ALGORITHM = { algorithm: 'PBKDF2/SHA-256', cost: 500, counterMin: 200, counterMax: 1000 } as const;

export type CaptchaPayload = { challenge: Challenge; solution: Solution };

export type Captcha = {
  /** A signed challenge for the ALTCHA widget, valid 10 minutes. */
  challenge(): Promise<Challenge>;
  /** True once for a correctly solved, unexpired challenge of ours; false for anything else, replays included. */
  verifyAndSpend(token: string): Promise<boolean>;
};

/** A missing, wrong, expired or replayed captcha: SPEC's 검증이 완료되지 않았습니다. 다시 시도하기 */
export const captchaIncompleteError = () => new ApiError(400, 'CAPTCHA_INCOMPLETE', 'validation.captchaIncomplete');

/** The widget posts base64 JSON {challenge, solution}; anything else is not a payload. */
function parsePayload(token: string): CaptchaPayload | null {
  try {
    const payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<CaptchaPayload> | null;
    if (!payload || typeof payload !== 'object') return null;
    const { challenge, solution } = payload;
    if (!challenge || typeof challenge !== 'object' || typeof challenge.signature !== 'string' || !challenge.parameters) return null;
    if (!solution || typeof solution !== 'object') return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/** ALTCHA proof-of-work captcha; a solved challenge is spent in spent_captchas so it works once. */
export function createCaptcha(db: Database, tokenSecret: string, now: () => number = Date.now): Captcha {
  const hmacSignatureSecret = deriveSecret(tokenSecret, 'captcha-challenge');
  // Signs the expected key, so verifying is one HMAC instead of a PBKDF2 run.
  const hmacKeySignatureSecret = deriveSecret(tokenSecret, 'captcha-key');
  let lastPurge = 0;

  async function purgeNowAndThen() {
    if (now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now();
    await db.delete(spentCaptchas).where(lt(spentCaptchas.expiresAt, new Date(now())));
  }

  return {
    challenge: () =>
      createChallenge({
        algorithm: CAPTCHA_ALGORITHM.algorithm,
        cost: CAPTCHA_ALGORITHM.cost,
        counter: randomInt(CAPTCHA_ALGORITHM.counterMax, CAPTCHA_ALGORITHM.counterMin),
        deriveKey,
        expiresAt: new Date(now() + CHALLENGE_LIFETIME_MS),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verifyAndSpend(token) {
      const payload = parsePayload(token);
      if (!payload) return false;
      const result = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret }).catch(() => null);
      if (!result?.verified || !payload.challenge.signature) return false;
      await purgeNowAndThen();
      const expiresAtSeconds = payload.challenge.parameters.expiresAt ?? Math.floor((now() + CHALLENGE_LIFETIME_MS) / 1000);
      // The insert is the check: a second use of the same signature inserts nothing.
      const spent = await db
        .insert(spentCaptchas)
        .values({ signature: payload.challenge.signature, expiresAt: new Date(expiresAtSeconds * 1000) })
        .onConflictDoNothing()
        .returning({ signature: spentCaptchas.signature });
      return spent.length === 1;
    },
  };
}
