// `npm run db:migrate`: migrates the database the API is configured with (DATABASE_URL, else the
// embedded PGlite under DATA_DIR, as the API opens it) and exits: 0 when the schema is this build's.
import { resolve } from 'node:path';
import { openDatabase } from './open-database';
import { migrateCommand } from './migrate-command';

const url = process.env['DATABASE_URL'] || undefined;
const dataDir = resolve(process.env['DATA_DIR'] || '.data', 'pglite');
try {
  const database = await openDatabase({ url, dataDir });
  try {
    const { summary } = await migrateCommand(database);
    console.log(`db:migrate: ${summary}`);
  } finally {
    await database.close();
  }
} catch (error) {
  // drizzle runs the pending migrations in one transaction, so a failure leaves none of them applied.
  console.error(`db:migrate: failed, nothing applied: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
