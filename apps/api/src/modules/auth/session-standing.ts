import { inArray } from 'drizzle-orm';
import { members, type Database } from '@onair/db';
import { blockedNow } from '../../platform/sessions/member-restrictions';

/** What decides whether a member's access token still opens the routes that matter. */
export type SessionStanding = {
  sessionVersion: number;
  blocked: boolean;
  /** The end of a block in force (null: permanent), for the refusal's message. */
  blockedUntil: Date | null;
  withdrawn: boolean;
} | null;

type Waiter = { resolve(standing: SessionStanding): void; reject(error: unknown): void };

/**
 * Reads members' session standing, one primary-key read per request where it matters (money,
 * messages). Requests that arrive while a read is in flight share the next one (`member_id = any`),
 * so a storm of gifts costs one query per batch, not one per gift, as the gift statement itself
 * batches (createGiftSender).
 */
export function sessionStandingReader(db: Database) {
  let queued = new Map<number, Waiter[]>();
  let reading = false;

  async function drain() {
    reading = true;
    try {
      while (queued.size > 0) {
        const batch = queued;
        queued = new Map();
        try {
          const rows = await db
            .select({
              memberId: members.memberId,
              sessionVersion: members.sessionVersion,
              blocked: blockedNow,
              blockedUntil: members.blockedUntil,
              withdrawnAt: members.withdrawnAt,
            })
            .from(members)
            .where(inArray(members.memberId, [...batch.keys()]));
          const byId = new Map(rows.map((row) => [row.memberId, row]));
          for (const [memberId, waiters] of batch) {
            const row = byId.get(memberId);
            const standing = row
              ? {
                  sessionVersion: row.sessionVersion,
                  blocked: row.blocked,
                  blockedUntil: row.blockedUntil,
                  withdrawn: row.withdrawnAt !== null,
                }
              : null;
            for (const waiter of waiters) waiter.resolve(standing);
          }
        } catch (error) {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        }
      }
    } finally {
      reading = false;
    }
  }

  return {
    standingOf(memberId: number): Promise<SessionStanding> {
      return new Promise((resolve, reject) => {
        const waiters = queued.get(memberId);
        if (waiters) waiters.push({ resolve, reject });
        else queued.set(memberId, [{ resolve, reject }]);
        if (!reading) void drain();
      });
    },
  };
}
