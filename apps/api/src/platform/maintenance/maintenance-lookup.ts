import type { FastifyBaseLogger } from 'fastify';
import type { MaintenanceStore } from './maintenance-store';
import { windowOfBrand, type BrandWindow } from './maintenance-window';

/** How long a node trusts what it read: another node's change reaches it within this. */
export const MAINTENANCE_CACHE_MS = 3000;

/**
 * The uncleared windows of every brand, read from the database at most once per MAINTENANCE_CACHE_MS however many
 * requests ask (concurrent askers share one read), so the gate costs nothing per request. A failed
 * read keeps the last answer: a database hiccup must not put the service into or out of maintenance.
 */
export function maintenanceLookup(store: MaintenanceStore, log: FastifyBaseLogger, ttlMs = MAINTENANCE_CACHE_MS) {
  let known: BrandWindow[] = [];
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<BrandWindow[]> | null = null;
  // A read that began before forget() may return the old window: it must not be kept.
  let generation = 0;

  const read = async (started: number) => {
    try {
      const open = await store.open(new Date());
      if (started === generation) known = open;
    } catch (error) {
      log.error({ err: error }, 'maintenance window could not be read; keeping the last one');
    } finally {
      if (started === generation) {
        readAt = Date.now();
        reading = null;
      }
    }
    return known;
  };

  return {
    /** The brand's window as last read while that read is still trusted; undefined when it must be read again. */
    cached(brand: string): BrandWindow | null | undefined {
      return Date.now() - readAt < ttlMs ? windowOfBrand(known, brand, Date.now()) : undefined;
    },
    /** The brand's window in force now or next (another brand's never). */
    async window(brand: string): Promise<BrandWindow | null> {
      if (Date.now() - readAt >= ttlMs) {
        reading ??= read(generation);
        await reading;
      }
      return windowOfBrand(known, brand, Date.now());
    },
    /** After this node changed the window: the next request reads it again. */
    forget() {
      generation += 1;
      readAt = Number.NEGATIVE_INFINITY;
      reading = null;
    },
  };
}

export type MaintenanceLookup = ReturnType<typeof maintenanceLookup>;
