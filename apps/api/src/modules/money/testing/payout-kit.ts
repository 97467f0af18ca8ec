import { eq } from 'drizzle-orm';
import { IDENTITY_STATUS } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { hashPassword } from '../../../platform/passwords/passwords';

/** The password and verified name a payout-ready test member has. */
export const PAYOUT_PASSWORD = 'Payout-pass-1!';
export const VERIFIED_NAME = '홍길동';

/** A bank account body as the earnings page sends it: the account and the member's password. */
export const BANK_BODY = { bankCode: '004', bankAccount: '123-456-789012', bankHolderName: VERIFIED_NAME, password: PAYOUT_PASSWORD };

/**
 * Gives a member what registering a payout account takes (docs/money.md, "Payout account"): a
 * password and, unless told otherwise, an approved identity with its verified name.
 */
export async function makePayoutReady(db: Database, memberId: number, { verified = true, name = VERIFIED_NAME, password = PAYOUT_PASSWORD } = {}) {
  await db
    .update(members)
    .set({
      passwordHash: await hashPassword(password),
      name,
      identityStatus: verified ? IDENTITY_STATUS.approved : IDENTITY_STATUS.unapplied,
      verifiedName: verified ? name : null,
    })
    .where(eq(members.memberId, memberId));
}
