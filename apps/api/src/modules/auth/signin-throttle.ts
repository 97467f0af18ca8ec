import { eq, sql } from 'drizzle-orm';
import { authThrottle, type Database } from '@onair/db';

const MINUTE = 60_000;

/** Failed sign-ins allowed per window before the key is locked; docs/auth.md explains the numbers. */
export const THROTTLE_LIMITS = {
  account: { failures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
  ip: { failures: 20, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE },
} as const;

type Limit = (typeof THROTTLE_LIMITS)[keyof typeof THROTTLE_LIMITS];

export const accountKey = (brand: string, loginId: string) => `account:${brand}:${loginId.toLowerCase()}`.slice(0, 120);
export const ipKey = (ip: string) => `ip:${ip}`.slice(0, 120);

/**
 * Counts failed sign-ins per account and per IP address in auth_throttle. A key that reaches its
 * limit inside the window is locked for lockMs; the count starts again once the window has passed.
 */
export function signinThrottle(db: Database) {
  return {
    /** When the earliest of the keys is unlocked again, or null if none is locked. */
    async lockedUntil(keys: string[], now = new Date()): Promise<Date | null> {
      let latest: Date | null = null;
      for (const key of keys) {
        const [row] = await db
          .select({ lockedUntil: authThrottle.lockedUntil })
          .from(authThrottle)
          .where(eq(authThrottle.key, key));
        if (row?.lockedUntil && row.lockedUntil > now && (!latest || row.lockedUntil > latest))
          latest = row.lockedUntil;
      }
      return latest;
    },

    /** One more failure on the key, in a single statement so parallel failures all count. */
    async recordFailure(key: string, limit: Limit, now = new Date()): Promise<void> {
      const windowStart = new Date(now.getTime() - limit.windowMs);
      const lockUntil = new Date(now.getTime() + limit.lockMs);
      const windowOver = sql`${authThrottle.windowStartedAt} <= ${windowStart}`;
      const failures = sql`case when ${windowOver} then 1 else ${authThrottle.failures} + 1 end`;
      await db
        .insert(authThrottle)
        .values({ key, failures: 1, windowStartedAt: now, lockedUntil: limit.failures <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: authThrottle.key,
          set: {
            failures,
            windowStartedAt: sql`case when ${windowOver} then ${now} else ${authThrottle.windowStartedAt} end`,
            lockedUntil: sql`case when ${failures} >= ${limit.failures} then ${lockUntil} else ${authThrottle.lockedUntil} end`,
          },
        });
    },

    async clear(key: string): Promise<void> {
      await db.delete(authThrottle).where(eq(authThrottle.key, key));
    },
  };
}

export type SigninThrottle = ReturnType<typeof signinThrottle>;
