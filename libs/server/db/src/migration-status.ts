import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { defaultMigrationsDir } from './migrations-dir';

/** How many committed migrations the journal lists (read once: the files do not change under a running node). */
function committedCount(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * The committed migrations this database has not applied yet: 0 when its schema is what this build
 * expects. A node that reads a schema behind its code must not take traffic (readiness).
 */
export function migrationLag(db: Database, migrationsFolder = defaultMigrationsDir()): () => Promise<number> {
  const expected = committedCount(migrationsFolder);
  return async () => {
    const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    const rows = (result as unknown as { rows: { applied: number }[] }).rows;
    return Math.max(0, expected - Number(rows[0]?.applied ?? 0));
  };
}
