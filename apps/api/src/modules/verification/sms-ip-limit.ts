import { sql } from 'drizzle-orm';
import { authThrottle, type Database } from '@onair/db';

/** Texts one address may have sent per hour, whatever the phones: SMS cost money, and codes can be guessed. */
export const SMS_PER_IP_PER_HOUR = 10;
const WINDOW_MS = 60 * 60 * 1000;

/**
 * Counts a send for the address in auth_throttle (key sms-ip:{address}, a fixed one-hour window) and
 * says whether it is within the cap; when not, how long until the window ends.
 */
export async function countSmsSend(db: Database, ip: string, at: Date = new Date()): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const windowStart = new Date(at.getTime() - WINDOW_MS);
  const [row] = await db
    .insert(authThrottle)
    .values({ key: `sms-ip:${ip}`, failures: 1, windowStartedAt: at })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${authThrottle.windowStartedAt} > ${windowStart} then ${authThrottle.failures} + 1 else 1 end`,
        windowStartedAt: sql`case when ${authThrottle.windowStartedAt} > ${windowStart} then ${authThrottle.windowStartedAt} else ${at} end`,
      },
    })
    .returning({ sends: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
  if (!row || row.sends <= SMS_PER_IP_PER_HOUR) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((row.windowStartedAt.getTime() + WINDOW_MS - at.getTime()) / 1000)) };
}
