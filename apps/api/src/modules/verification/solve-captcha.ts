import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Solves a challenge for real, as the browser widget does, and answers the payload the widget posts
 * (base64 JSON {challenge, solution}). For tests and end-to-end scripts; about 0.1-0.3 s.
 */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('captcha challenge not solved within 10 s');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fetches a fresh challenge from the API at apiUrl and solves it: a ready captchaToken. */
export async function solvedCaptchaToken(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/auth/captcha`);
  if (!response.ok) throw new Error(`GET /api/auth/captcha answered ${response.status}`);
  return solveCaptcha((await response.json()) as Challenge);
}
