import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { defaultMigrationsDir } from '../migrations-dir';
import { pgliteTemplate } from '../test-templates';
import { sqlSourceDrift } from './sql-source-drift';
import { readSqlSource, SQL_MIGRATION_COMMAND, type SourceStatement } from './sql-source-files';
import { sqlObjectKey } from './sql-statements';
import { writeSqlMigration } from './write-sql-migration';

/** A copy of the database the committed migrations make. */
async function migratedCopy(): Promise<PGlite> {
  return new PGlite({ loadDataDir: await pgliteTemplate() });
}

/** Two copies of the database the committed migrations make. */
async function migratedPair(): Promise<[PGlite, PGlite]> {
  return [await migratedCopy(), await migratedCopy()];
}

// Opening a copy costs seconds on a busy machine. The copy a drift is measured against is only
// read, so the tests share one; the copy the source is applied to is each test's own.
let sharedMigrated: Promise<PGlite> | undefined;
afterAll(async () => {
  await (await sharedMigrated)?.close();
});

async function driftOf(source: SourceStatement[]) {
  sharedMigrated ??= migratedCopy();
  const scratch = await migratedCopy();
  try {
    return await sqlSourceDrift(await sharedMigrated, scratch, source);
  } finally {
    await scratch.close();
  }
}

/** The source with onair_ledger_pending's body changed, as a developer would change it. */
function sourceWithPendingChanged(): SourceStatement[] {
  return readSqlSource().map((statement) =>
    statement.object.name === 'onair_ledger_pending'
      ? { ...statement, text: statement.text.replace('ELSE 0 END::bigint', 'ELSE 0::bigint END') }
      : statement,
  );
}

/** Each test opens one to three PGlite databases, which takes a while on a busy machine. */
const SLOW = 240_000;

describe('SQL functions and triggers: source files against migrations', () => {
  test('every function and trigger the migrations define is in a source file, as the newest migration left it', async () => {
    const drift = await driftOf(readSqlSource());
    const problems = [
      ...drift.changed.map(
        (statement) =>
          `${sqlObjectKey(statement.object)} in ${statement.file} differs from the newest migration: run ${SQL_MIGRATION_COMMAND}`,
      ),
      ...drift.unsourced.map((key) => `${key} is defined by a migration but in no source file (sql-source-files.ts)`),
    ];
    expect(problems).toEqual([]);
  }, SLOW);

  test('a changed body, or a function missing from the source, is named', async () => {
    const changed = sourceWithPendingChanged();
    const drift = await driftOf(changed.filter((statement) => statement.object.name !== 'onair_ledger_refuse_change'));
    expect(drift.changed.map((statement) => sqlObjectKey(statement.object))).toEqual(['onair_ledger_pending()']);
    expect(drift.unsourced).toEqual(['onair_ledger_refuse_change()']);
  }, SLOW);

  test('the migration written from a changed source brings the database to it, and is registered in the journal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'onair-sql-migration-'));
    try {
      cpSync(defaultMigrationsDir(), dir, { recursive: true });
      const source = sourceWithPendingChanged();
      const changed = (await driftOf(source)).changed;
      const tag = writeSqlMigration(dir, 'pending_cast_inside', changed);
      const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
      expect(journal.entries.at(-1)?.tag).toBe(tag);
      expect(tag).toMatch(new RegExp(`^${String(journal.entries.length - 1).padStart(4, '0')}_pending_cast_inside$`));
      expect(readFileSync(join(dir, `${tag}.sql`), 'utf8')).toContain('ELSE 0::bigint END');

      // The template has run every committed migration, so migrating it from the copy runs only the new one.
      const [migrated, scratch] = await migratedPair();
      try {
        await migrate(drizzle(migrated), { migrationsFolder: dir });
        await migrate(drizzle(scratch), { migrationsFolder: dir });
        const drift = await sqlSourceDrift(migrated, scratch, source);
        expect(drift).toEqual({ changed: [], unsourced: [] });
      } finally {
        await Promise.all([migrated.close(), scratch.close()]);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, SLOW);
});
