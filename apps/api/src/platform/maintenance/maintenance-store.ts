import { and, desc, gt, isNull } from 'drizzle-orm';
import { maintenanceWindows, type Database } from '@onair/db';
import type { Window } from './maintenance-window';

/** The maintenance_windows table: at most one uncleared window whose end is ahead. */
export function maintenanceStore(db: Database) {
  return {
    /** The window in force now or scheduled next; null when none. */
    async current(now: Date): Promise<Window | null> {
      const [row] = await db
        .select({
          startAt: maintenanceWindows.startAt,
          endAt: maintenanceWindows.endAt,
          reason: maintenanceWindows.reason,
        })
        .from(maintenanceWindows)
        .where(and(isNull(maintenanceWindows.clearedAt), gt(maintenanceWindows.endAt, now)))
        .orderBy(desc(maintenanceWindows.id))
        .limit(1);
      return row ?? null;
    },

    /** Clears whatever was set and sets this window, in one transaction (two operators never leave two). */
    async replace(window: Window, setBy: number | null): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.update(maintenanceWindows).set({ clearedAt: new Date() }).where(isNull(maintenanceWindows.clearedAt));
        await tx.insert(maintenanceWindows).values({ ...window, setBy });
      });
    },

    /** Ends or cancels the window; the rows stay as history. */
    async clear(): Promise<void> {
      await db.update(maintenanceWindows).set({ clearedAt: new Date() }).where(isNull(maintenanceWindows.clearedAt));
    },
  };
}

export type MaintenanceStore = ReturnType<typeof maintenanceStore>;
