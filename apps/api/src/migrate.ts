// `node migrate.js` in the API image: applies every pending migration to DATABASE_URL and exits, so a
// deploy migrates once, as its own step (the compose `migrate` service, the Kubernetes Job), before
// API nodes of the new version start (docs/ARCHITECTURE.md, expand then contract).
import { resolve } from 'node:path';
import { migrationLag, openDatabase } from '@onair/db';

const url = process.env['DATABASE_URL'];
const database = await openDatabase({ url, dataDir: resolve(process.env['DATA_DIR'] ?? '.data', 'pglite') });
try {
  const pending = migrationLag(database.db);
  // A new database has no migrations table yet: every migration is pending.
  const before = await pending().catch(() => 'every');
  await database.migrate();
  console.log(`migrations: ${before} pending applied, ${await pending()} left (${url ? 'PostgreSQL' : 'PGlite'})`);
} finally {
  await database.close();
}
