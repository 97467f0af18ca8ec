import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { CreatorEvent } from '@onair/contracts';
import { overlayTestAlerts, type Database } from '@onair/db';

/** A test alert shows within seconds or not at all: an older one is neither sent nor kept. */
const FRESH_SINCE = sql`now() - interval '1 minute'`;
const PER_ROUND = 50;

/** Held by a press from taking its id until its commit; the same lock for every node. */
export const lockChannel = (channelId: number) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`overlay-test-alert:${channelId}`}, 0))`;

type Sample = Pick<CreatorEvent, 'kind' | 'nickname' | 'amount' | 'message'>;
type Row = typeof overlayTestAlerts.$inferSelect;

const eventOf = (row: Row): CreatorEvent => ({
  kind: row.kind as CreatorEvent['kind'],
  nickname: row.nickname,
  amount: row.amount,
  message: row.message,
  at: row.createdAt.toISOString(),
  test: true,
});

/**
 * The studio's test alerts, stored so that the overlay stream of every API node reads them after
 * the last id it sent, in the same round as gifts (overlay-stream.ts); held in one node's memory,
 * they reached only the overlays open on the node that took the studio's request.
 */
export function testAlertStore(db: Database) {
  return {
    async fire(channelId: number, sample: Sample): Promise<CreatorEvent> {
      // A reader takes every row after the last id it sent, so a channel's ids must commit in
      // order: otherwise two presses on two nodes could commit 11 before 10 and an overlay that
      // had read 11 would never see 10. The lock spans taking the id and the commit.
      const row = await db.transaction(async (tx) => {
        await tx.execute(lockChannel(channelId));
        const [inserted] = await tx
          .insert(overlayTestAlerts)
          .values({ channelId, ...sample })
          .returning();
        return inserted;
      });
      if (!row) throw new Error('test alert not stored');
      return eventOf(row);
    },

    /** Every channel's stale rows: pruned on each write, so the table holds about a minute of presses. */
    async prune() {
      await db.delete(overlayTestAlerts).where(lt(overlayTestAlerts.createdAt, FRESH_SINCE));
    },

    /** The channel's newest id: an overlay opened now starts after it and replays nothing older. */
    async lastId(channelId: number): Promise<number> {
      const [row] = await db
        .select({ id: sql<number | string | null>`max(${overlayTestAlerts.id})` })
        .from(overlayTestAlerts)
        .where(eq(overlayTestAlerts.channelId, channelId));
      return Number(row?.id ?? 0);
    },

    /** The channel's alerts after id, oldest first, and the id to read after next time. */
    async after(channelId: number, id: number): Promise<{ lastId: number; events: CreatorEvent[] }> {
      const rows = await db
        .select({ row: overlayTestAlerts, fresh: sql<boolean>`${overlayTestAlerts.createdAt} > ${FRESH_SINCE}` })
        .from(overlayTestAlerts)
        .where(and(eq(overlayTestAlerts.channelId, channelId), gt(overlayTestAlerts.id, id)))
        .orderBy(asc(overlayTestAlerts.id))
        .limit(PER_ROUND);
      return {
        lastId: rows.at(-1)?.row.id ?? id,
        // A stream whose rounds stalled (the database away) does not play old presses on its return.
        events: rows.filter(({ fresh }) => fresh).map(({ row }) => eventOf(row)),
      };
    },
  };
}
export type TestAlertStore = ReturnType<typeof testAlertStore>;
