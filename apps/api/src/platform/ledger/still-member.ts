import { sql } from 'drizzle-orm';
import type { LedgerTx } from '@onair/ledger';
import { invalidTokenError } from '../sessions/auth-errors';
import { rowsOf } from './sql-rows';

/**
 * For the routes that bring money in from outside (a payment order, a coupon): an access token
 * outlives its member's withdrawal by up to 15 minutes, and what it credited then would belong to
 * nobody. The member row is read under a share lock, so a withdrawal running at the same moment
 * either commits first (this answers as for an invalid token) or waits for this transaction and
 * then finds what it wrote (an opened checkout it cancels).
 */
export async function requireStillMember(tx: LedgerTx, memberId: number): Promise<void> {
  const [row] = await rowsOf<{ member_id: number }>(
    tx,
    sql`select member_id from members where member_id = ${memberId} and withdrawn_at is null for share`,
  );
  if (!row) throw invalidTokenError();
}
