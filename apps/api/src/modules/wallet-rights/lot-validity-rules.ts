import { sql } from 'drizzle-orm';
import { BRANDS, purchaseRightsOf } from '@onair/brand';
import { lotValidityRules, type Database } from '@onair/db';

/**
 * Writes each brand's free-currency validity (brand setting freeValidityDays) where the lots
 * trigger reads it when it opens a free lot. Run at start; a changed setting applies to lots
 * opened from then on, never to lots already disclosed with their expiry.
 */
export async function syncLotValidityRules(db: Database) {
  const rows = Object.values(BRANDS).map((brand) => ({ brand: brand.code, freeDays: purchaseRightsOf(brand).freeValidityDays }));
  await db
    .insert(lotValidityRules)
    .values(rows)
    .onConflictDoUpdate({ target: lotValidityRules.brand, set: { freeDays: sql`excluded.free_days` } });
}
