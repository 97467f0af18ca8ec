import { and, desc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { maintenanceWindows, type Database } from '@onair/db';
import type { BrandWindow, Window } from './maintenance-window';

type Writer = Pick<Database, 'update' | 'insert'>;

/** Who set a window: an operator member (the system route), a staff account (the console), or the environment. */
export type SetBy = { member?: number | null; staff?: number | null };

/** The rows of one brand's own windows, or (null) of the every-brand ones. */
const ofBrand = (brand: string | null): SQL =>
  brand === null ? isNull(maintenanceWindows.brand) : eq(maintenanceWindows.brand, brand);

/**
 * The maintenance_windows table: per brand at most one uncleared window, plus the every-brand one
 * from the environment (brand null).
 */
export function maintenanceStore(db: Database) {
  return {
    /** Every uncleared window whose end is ahead, newest first: a handful of rows whatever the history. */
    async open(now: Date): Promise<BrandWindow[]> {
      return db
        .select({
          id: maintenanceWindows.id,
          brand: maintenanceWindows.brand,
          startAt: maintenanceWindows.startAt,
          endAt: maintenanceWindows.endAt,
          reason: maintenanceWindows.reason,
        })
        .from(maintenanceWindows)
        .where(and(isNull(maintenanceWindows.clearedAt), gt(maintenanceWindows.endAt, now)))
        .orderBy(desc(maintenanceWindows.id));
    },

    /** Clears the brand's uncleared window and sets this one, in one transaction (two operators never leave two). */
    async replace(brand: string | null, window: Window, setBy: SetBy): Promise<void> {
      await db.transaction((tx) => replaceWithin(tx, brand, window, setBy));
    },

    /**
     * Ends or cancels the brand's own window and the every-brand one (the environment's, which the
     * system route has always ended); other brands' own windows stay. The rows stay as history.
     */
    async clear(brand: string): Promise<void> {
      await db
        .update(maintenanceWindows)
        .set({ clearedAt: new Date() })
        .where(and(isNull(maintenanceWindows.clearedAt), or(ofBrand(brand), ofBrand(null))));
    },
  };
}

/** replace() inside the caller's transaction, answering the new row's id. */
export async function replaceWithin(tx: Writer, brand: string | null, window: Window, setBy: SetBy): Promise<number> {
  await tx
    .update(maintenanceWindows)
    .set({ clearedAt: new Date() })
    .where(and(isNull(maintenanceWindows.clearedAt), ofBrand(brand)));
  const [row] = await tx
    .insert(maintenanceWindows)
    .values({ ...window, brand, setBy: setBy.member ?? null, setByStaff: setBy.staff ?? null })
    .returning({ id: maintenanceWindows.id });
  if (!row) throw new Error('maintenance window not inserted');
  return row.id;
}

export type MaintenanceStore = ReturnType<typeof maintenanceStore>;
