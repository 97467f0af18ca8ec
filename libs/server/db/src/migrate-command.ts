import type { DatabaseHandle } from './database';
import { migrationStatus } from './migration-status';
import { defaultMigrationsDir } from './migrations-dir';

/** Migration names for one line: all of a few, the first and last of many. */
export const migrationList = (tags: readonly string[]) =>
  tags.length <= 5 ? tags.join(', ') : `${tags[0]} … ${tags.at(-1)}`;

export type MigrateCommandResult = {
  /** The migrations this run applied, oldest first (none when the database was up to date). */
  applied: string[];
  /** The newest migration the database has now. */
  current: string | null;
  /** One line for the operator: where, what was applied, where it stands. */
  summary: string;
};

/**
 * `npm run db:migrate`: applies the committed migrations the database lacks and says what it did.
 * Runs under the PostgreSQL advisory lock of `migrate()`, so two deploy jobs started at once take
 * turns and the second finds nothing left to do.
 */
export async function migrateCommand(handle: DatabaseHandle, migrationsFolder = defaultMigrationsDir()): Promise<MigrateCommandResult> {
  const before = await migrationStatus(handle.db, migrationsFolder);
  if (before.applied > before.committed)
    throw new Error(
      `${handle.kind} at ${handle.location} has ${before.applied} migrations applied but this build has only ${before.committed}: ` +
        'it was migrated by a newer release; deploy that release or newer',
    );
  const started = Date.now();
  await handle.migrate(migrationsFolder);
  const after = await migrationStatus(handle.db, migrationsFolder);
  const applied = before.pending.slice(0, after.applied - before.applied);
  const where = `${handle.kind} at ${handle.location}`;
  const summary =
    applied.length === 0
      ? `${where}: already up to date at ${after.current ?? 'no migrations'} (${after.applied} of ${after.committed}).`
      : `${where}: applied ${applied.length} migration${applied.length === 1 ? '' : 's'} in ${Date.now() - started} ms ` +
        `(${migrationList(applied)}); now at ${after.current} (${after.applied} of ${after.committed}).`;
  return { applied, current: after.current, summary };
}

/** Why a production node must not start on this database, or null when its schema is this build's. */
export function unmigratedProblem(status: { applied: number; committed: number; pending: string[] }): string | null {
  if (status.pending.length === 0) return null;
  return (
    `the database lacks ${status.pending.length} of this build's ${status.committed} migrations ` +
    `(${migrationList(status.pending)}): run \`npm run db:migrate\` before starting the API (docs/deploy.md, "Migrations")`
  );
}
