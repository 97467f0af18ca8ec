import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/** The issuer authenticator apps show beside the account. */
const ISSUER = 'OnAir Console';
/** One 30-second step either side, for clocks a little apart (RFC 6238 section 6). */
const TOLERANCE_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

export const otpauthUri = (login: string, secret: string) => generateURI({ issuer: ISSUER, label: login, secret });

/** The time step a 6-digit code belongs to at `atMs`, or null when it is no code of this secret now. */
export function matchingTotpStep(secret: string, code: string, atMs: number): number | null {
  const result = verifySync({ secret, token: code, epoch: Math.floor(atMs / 1000), epochTolerance: TOLERANCE_SECONDS });
  // The functional API answers HOTP's shape too; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The code an authenticator shows at `atMs` (tests and the command line's first sign-in). */
export const totpCodeAt = (secret: string, atMs: number) => generateSync({ secret, epoch: Math.floor(atMs / 1000) });
