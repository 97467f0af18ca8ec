import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { phoneVerifications, type Database } from '@onair/db';
import { randomToken, sameSecret, sha256Hex } from '../../platform/secrets';

export const PHONE_CODE = {
  resendAfterSeconds: 60,
  lifetimeSeconds: 180,
  maxAttempts: 5,
  /** How long a verified phone stays good for signup, find-id or a password reset. */
  proofLifetimeMinutes: 30,
} as const;

export type PhonePurpose = 'signup' | 'find-id' | 'personal-auth' | 'password-reset';
export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

export type IssueResult = { issued: true; id: number; code: string } | { issued: false; retryAfterSeconds: number };

export type CheckResult =
  | { outcome: 'verified'; token: string; row: PhoneVerificationRow }
  | { outcome: 'mismatch' | 'expired' | 'tooManyAttempts' };

const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Verification codes by SMS and the proofs they turn into; codes and proofs are stored only as SHA-256. */
export function phoneCodeStore(db: Database, now: () => Date = () => new Date()) {
  return {
    /**
     * A new code for the phone and purpose, unless one went out in the last 60 s. The check and the
     * insert hold one advisory lock per phone and purpose, so two requests at once cannot both pass.
     */
    async issue(target: { countryCode: string; phone: string; purpose: PhonePurpose; memberId?: number | null }): Promise<IssueResult> {
      const at = now();
      const code = newCode();
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${target.countryCode}:${target.phone}:${target.purpose}`}))`);
        const [latest] = await tx
          .select({ createdAt: phoneVerifications.createdAt })
          .from(phoneVerifications)
          .where(and(eq(phoneVerifications.countryCode, target.countryCode), eq(phoneVerifications.phone, target.phone), eq(phoneVerifications.purpose, target.purpose)))
          .orderBy(desc(phoneVerifications.createdAt))
          .limit(1);
        const waitedMs = latest ? at.getTime() - latest.createdAt.getTime() : Infinity;
        if (waitedMs < PHONE_CODE.resendAfterSeconds * 1000) {
          return { issued: false, retryAfterSeconds: Math.max(1, Math.ceil(PHONE_CODE.resendAfterSeconds - waitedMs / 1000)) };
        }
        const [row] = await tx
          .insert(phoneVerifications)
          .values({
            countryCode: target.countryCode,
            phone: target.phone,
            purpose: target.purpose,
            memberId: target.memberId ?? null,
            codeHash: sha256Hex(code),
            createdAt: at,
            expiresAt: new Date(at.getTime() + PHONE_CODE.lifetimeSeconds * 1000),
          })
          .returning({ id: phoneVerifications.id });
        if (!row) throw new Error('phone verification row not inserted');
        return { issued: true, id: row.id, code };
      });
    },

    /** The SMS never left: the code is dropped, so it holds no resend lock. */
    async withdraw(id: number) {
      await db.delete(phoneVerifications).where(eq(phoneVerifications.id, id));
    },

    /**
     * Checks a code against the latest code sent for `which`. Wrong codes count; the fifth wrong one
     * kills the code. The right one is spent and turns into a proof token (30 minutes, single use).
     */
    async check(which: SQL | undefined, code: string): Promise<CheckResult> {
      const [latest] = await db.select().from(phoneVerifications).where(which).orderBy(desc(phoneVerifications.id)).limit(1);
      const at = now();
      if (!latest || latest.verifiedAt || latest.expiresAt <= at) return { outcome: 'expired' };
      if (latest.attempts >= PHONE_CODE.maxAttempts) return { outcome: 'tooManyAttempts' };
      if (!sameSecret(sha256Hex(code), latest.codeHash)) {
        const [counted] = await db
          .update(phoneVerifications)
          .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
          .where(eq(phoneVerifications.id, latest.id))
          .returning({ attempts: phoneVerifications.attempts });
        return { outcome: (counted?.attempts ?? PHONE_CODE.maxAttempts) >= PHONE_CODE.maxAttempts ? 'tooManyAttempts' : 'mismatch' };
      }
      const token = randomToken();
      // Conditional on nothing else having spent the code (or used up its attempts) in the meantime.
      const [row] = await db
        .update(phoneVerifications)
        .set({ verifiedAt: at, tokenHash: sha256Hex(token) })
        .where(and(eq(phoneVerifications.id, latest.id), isNull(phoneVerifications.verifiedAt), lt(phoneVerifications.attempts, PHONE_CODE.maxAttempts)))
        .returning();
      return row ? { outcome: 'verified', token, row } : { outcome: 'expired' };
    },

    /** Uses a proof token once: the row it proves, or null if it is unknown, used, too old or for another purpose. */
    async consumeProof(token: string, purposes: PhonePurpose[], extra?: SQL): Promise<PhoneVerificationRow | null> {
      const at = now();
      const [row] = await db
        .update(phoneVerifications)
        .set({ tokenUsedAt: at })
        .where(
          and(
            eq(phoneVerifications.tokenHash, sha256Hex(token)),
            isNull(phoneVerifications.tokenUsedAt),
            inArray(phoneVerifications.purpose, purposes),
            gt(phoneVerifications.verifiedAt, new Date(at.getTime() - PHONE_CODE.proofLifetimeMinutes * 60_000)),
            extra,
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type PhoneCodeStore = ReturnType<typeof phoneCodeStore>;
