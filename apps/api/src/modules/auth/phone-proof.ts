import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { phoneVerifications, type Database } from '@onair/db';
import { normalizePhone } from '../verification/index';
import { sha256Hex } from '../../platform/secrets';

/** A verified phone may be used for signup this long after its code was confirmed. */
export const PHONE_PROOF_VALID_MS = 30 * 60_000;

export type PhoneProof = { token: string; countryCode: string; phone: string; purpose: 'signup' };

/**
 * Spends the token verify-phone handed out: it must prove this very phone, for this purpose, be
 * recent and unused. One UPDATE marks it used, so two signups cannot share one proof. Run it in the
 * signup transaction, so a signup that fails afterwards leaves the proof unspent.
 */
export async function consumePhoneProof(db: Pick<Database, 'update'>, proof: PhoneProof, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(phoneVerifications)
    .set({ tokenUsedAt: now })
    .where(
      and(
        eq(phoneVerifications.tokenHash, sha256Hex(proof.token)),
        eq(phoneVerifications.purpose, proof.purpose),
        eq(phoneVerifications.countryCode, proof.countryCode),
        // verify-phone stores the normalized number; the signup form may send it with a leading 0.
        eq(phoneVerifications.phone, normalizePhone(proof.countryCode, proof.phone)),
        isNotNull(phoneVerifications.verifiedAt),
        gt(phoneVerifications.verifiedAt, new Date(now.getTime() - PHONE_PROOF_VALID_MS)),
        isNull(phoneVerifications.tokenUsedAt),
      ),
    )
    .returning({ id: phoneVerifications.id });
  return rows.length > 0;
}
