import { sql } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import type { Database } from '@onair/db';
import type { Ledger } from '@onair/ledger';
import { rowsOf } from '../../platform/ledger/sql-rows';
import { startRepeatingJob } from '../../platform/repeating-job';
import { forfeitHoldings } from './expire-settlement';

/**
 * A gift already inside its statement when a withdrawal commits can still credit the withdrawn
 * streamer afterwards: gifts do not lock the streamer's member row, which would make every gift to a
 * hot streamer wait on one row. Such a statement lasts milliseconds, so a withdrawal is looked at
 * again for this long after it, and whatever reached the member's wallet or received accounts since
 * is forfeited to the brand as the withdrawal forfeited the rest (docs/money.md, "Membership withdrawal").
 */
export const LATE_FORFEIT_WINDOW_MS = 60 * 60 * 1000;

/** Often enough that a late credit is gone well before anybody would notice it. */
const SWEEP_EVERY_MS = 30_000;

export const lateForfeitReference = (memberId: number) => `expire-late:${memberId}`;

export type LateForfeit = { memberId: number; forfeited: Record<number, number> };

/**
 * Forfeits what members withdrawn within the window hold now, one transaction per member. Each
 * account is debited by its balance read under its row lock (forfeitHoldings), so two nodes sweeping
 * at once forfeit a credit once: the second finds nothing left. Answers what it moved.
 */
export async function forfeitLateCredits(
  db: Database,
  ledger: Ledger,
  { now = new Date(), windowMs = LATE_FORFEIT_WINDOW_MS }: { now?: Date; windowMs?: number } = {},
): Promise<LateForfeit[]> {
  const since = new Date(now.getTime() - windowMs);
  // Settled balances and pending credits alike: a late gift is a pending credit until a fold.
  const holders = await rowsOf<{ member_id: number; brand: BrandCode }>(
    db,
    sql`select distinct m.member_id, m.brand
          from members m
          join ledger_accounts a on a.owner_member_id = m.member_id and a.kind in ('wallet', 'received')
         where m.withdrawn_at is not null and m.withdrawn_at >= ${since.toISOString()}::timestamptz
           and a.balance + onair_ledger_pending(a.account_id, a.deferred) > 0
         order by m.member_id`,
  );
  const swept: LateForfeit[] = [];
  for (const holder of holders) {
    const memberId = Number(holder.member_id);
    const forfeited = await ledger.transaction((tx) =>
      forfeitHoldings(tx, ledger, memberId, holder.brand, {
        reference: lateForfeitReference(memberId),
        memo: 'credited after membership withdrawal, forfeited',
      }),
    );
    if (Object.keys(forfeited).length > 0) swept.push({ memberId, forfeited });
  }
  return swept;
}

/** Sweeps every SWEEP_EVERY_MS (startRepeatingJob) until the returned stop is called. */
export function startLateForfeitTimer(
  db: Database,
  ledger: Ledger,
  report: { swept: (forfeit: LateForfeit) => void; failed: (error: unknown) => void },
  intervalMs = SWEEP_EVERY_MS,
): () => Promise<void> {
  return startRepeatingJob(
    () => forfeitLateCredits(db, ledger).then((swept) => swept.forEach(report.swept), report.failed),
    intervalMs,
  );
}
