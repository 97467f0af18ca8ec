// npm run db:sql-migration -- <name>: a new migration with every SQL function and trigger whose
// source (sql-source-files.ts) differs from what the committed migrations define.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { defaultMigrationsDir } from '../migrations-dir';
import { sqlSourceDrift } from './sql-source-drift';
import { sqlObjectKey } from './sql-statements';
import { writeSqlMigration } from './write-sql-migration';

const name = process.argv[2];
if (!name) {
  console.error('usage: npm run db:sql-migration -- <name>   (lower_snake_case, says what changed)');
  process.exit(2);
}

const migrationsDir = defaultMigrationsDir();
const migrated = new PGlite();
await migrate(drizzle(migrated), { migrationsFolder: migrationsDir });
const scratch = new PGlite({ loadDataDir: await migrated.dumpDataDir('none') });
const drift = await sqlSourceDrift(migrated, scratch);
await Promise.all([migrated.close(), scratch.close()]);

if (drift.unsourced.length > 0) {
  console.error(`Defined by migrations but in no source file; add their text to one first:\n  ${drift.unsourced.join('\n  ')}`);
  process.exit(1);
}
if (drift.changed.length === 0) {
  console.log('The source and the migrations agree: no migration written.');
} else {
  const tag = writeSqlMigration(migrationsDir, name, drift.changed);
  console.log(`Wrote migrations/${tag}.sql with ${drift.changed.map((statement) => sqlObjectKey(statement.object)).join(', ')}.`);
  console.log('Say at its top why they changed. A function whose arguments or result changed needs a DROP FUNCTION first.');
}
