import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from './database';
import { defaultMigrationsDir } from './migrations-dir';

/** The committed migrations' names in order, as the journal lists them (`0044_rules_document_versions`). */
export function committedMigrations(migrationsFolder = defaultMigrationsDir()): string[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  return journal.entries.map((entry) => entry.tag);
}

/** How many migrations this database has applied; 0 for a database never migrated (no journal table yet). */
async function appliedCount(db: Database): Promise<number> {
  const rowsOf = async (query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  // Two statements: a query naming a table that does not exist fails at planning, whatever its CASE says.
  const journal = await rowsOf(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!journal.rows[0]?.['present']) return 0;
  const counted = await rowsOf(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  return Number(counted.rows[0]?.['applied'] ?? 0);
}

export type MigrationStatus = {
  /** Migrations this database has applied. */
  applied: number;
  /** Migrations this build has. */
  committed: number;
  /** The committed migrations not applied yet, oldest first. */
  pending: string[];
  /** The newest migration applied, or null for an empty database. */
  current: string | null;
};

/** Where this database stands against the committed migrations (`npm run db:migrate`, the production start check). */
export async function migrationStatus(db: Database, migrationsFolder = defaultMigrationsDir()): Promise<MigrationStatus> {
  const tags = committedMigrations(migrationsFolder);
  const applied = await appliedCount(db);
  return {
    applied,
    committed: tags.length,
    pending: tags.slice(applied),
    current: applied > 0 ? (tags[Math.min(applied, tags.length) - 1] ?? null) : null,
  };
}

/**
 * The committed migrations this database has not applied yet: 0 when its schema is what this build
 * expects. A node that reads a schema behind its code must not take traffic (readiness).
 */
export function migrationLag(db: Database, migrationsFolder = defaultMigrationsDir()): () => Promise<number> {
  // Read once: the files do not change under a running node.
  const expected = committedMigrations(migrationsFolder).length;
  return async () => Math.max(0, expected - (await appliedCount(db)));
}
