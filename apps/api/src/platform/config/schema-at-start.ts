import { defaultMigrationsDir, migrationStatus, unmigratedProblem, type DatabaseHandle } from '@onair/db';
import { migratesOnStart, type ApiConfig } from './config';

/**
 * Readies the schema as the node starts: migrates it where the node migrates at start (outside
 * production, or MIGRATE_ON_START), and elsewhere only checks it. Answers why the node must not
 * start (the migrations it lacks and the command), or null.
 */
export async function prepareSchemaAtStart(
  config: Pick<ApiConfig, 'MIGRATE_ON_START' | 'NODE_ENV'>,
  database: DatabaseHandle,
  migrationsFolder = defaultMigrationsDir(),
): Promise<string | null> {
  if (migratesOnStart(config)) {
    await database.migrate(migrationsFolder);
    return null;
  }
  // Production: migrations are their own deploy step, and a build never runs on a schema behind it.
  return unmigratedProblem(await migrationStatus(database.db, migrationsFolder));
}
