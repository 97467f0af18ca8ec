import { eq, sql } from 'drizzle-orm';
import { authThrottle, type Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { kstMinute } from '../../platform/sessions/member-restrictions';
import type { Tx } from './audit-writer';

const MINUTE = 60_000;

/** Failed staff sign-ins (bad password or code) allowed in the window before the login locks. */
export const STAFF_LOCKOUT = { failures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE } as const;

/**
 * Keyed by the login typed, whether an account has it or not, so a lock says nothing about which
 * logins exist. Rows live in auth_throttle beside the members' sign-in counts, under their own prefix.
 */
export const staffLockoutKey = (login: string) => `staff:${login}`.slice(0, 120);

export const signInLockedError = (until: Date) =>
  new ApiError(423, 'STAFF_SIGN_IN_LOCKED', { key: 'adminMember.signInLocked', params: { until: kstMinute(until) } });

/** When the login's lock ends, if it is locked at `now`. */
export async function staffLockedUntil(db: Database, login: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: authThrottle.lockedUntil })
    .from(authThrottle)
    .where(eq(authThrottle.key, staffLockoutKey(login)));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/**
 * One more failure, in one statement so failures at the same moment all count. Answers the count
 * and the lock's end (null: not locked); the count reaching the limit is the failure that locked
 * the login. The count starts again once its window, or the lock after it, has passed; failures
 * that race the locking one keep the lock as it is.
 */
export async function recordStaffFailure(
  tx: Tx,
  login: string,
  now: Date,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const windowStart = new Date(now.getTime() - STAFF_LOCKOUT.windowMs);
  const lockUntil = new Date(now.getTime() + STAFF_LOCKOUT.lockMs);
  const restart = sql`(${authThrottle.windowStartedAt} <= ${windowStart} or ${authThrottle.lockedUntil} <= ${now})`;
  const [row] = await tx
    .insert(authThrottle)
    .values({ key: staffLockoutKey(login), failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${restart} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${restart} then ${now} else ${authThrottle.windowStartedAt} end`,
        lockedUntil: sql`case when ${restart} then null
          when ${authThrottle.failures} + 1 >= ${STAFF_LOCKOUT.failures} then coalesce(${authThrottle.lockedUntil}, ${lockUntil}::timestamptz)
          else ${authThrottle.lockedUntil} end`,
      },
    })
    .returning({ failures: authThrottle.failures, lockedUntil: authThrottle.lockedUntil });
  return { failures: row?.failures ?? 1, lockedUntil: row?.lockedUntil ?? null };
}

/** A successful sign-in starts the count again. */
export async function clearStaffFailures(db: Database | Tx, login: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, staffLockoutKey(login)));
}
