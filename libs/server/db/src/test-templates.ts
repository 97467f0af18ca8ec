// Migrated template databases for tests: migrating 30-odd files for every test block cost more
// than most tests themselves. A template is made once per set of migration files (their
// fingerprint names it) and copied for each test: PostgreSQL's CREATE DATABASE … TEMPLATE, and a
// PGlite data directory dumped to a file that every Jest worker loads.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { defaultMigrationsDir } from './migrations-dir';
import { openPostgres } from './open-postgres';

/** Any constant, other than the migration lock's: workers that find no template take turns making it. */
const TEMPLATE_LOCK = 7_041_993;
const TEMPLATE_PREFIX = 'onair_template_';

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });
}

/** A hash of every migration file's name and text: a new or changed migration makes a new template. */
export function migrationsFingerprint(migrationsDir = defaultMigrationsDir()): string {
  const hash = createHash('sha256');
  for (const path of filesUnder(migrationsDir))
    hash.update(path.slice(migrationsDir.length)).update(readFileSync(path));
  return hash.digest('hex').slice(0, 16);
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite data directory as a tarball, made once and kept in the system's temp directory. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= loadOrMakePgliteDump();
  return pgliteDump;
}

async function loadOrMakePgliteDump(): Promise<Blob> {
  const dir = join(tmpdir(), 'onair-test-templates');
  const file = join(dir, `pglite-${migrationsFingerprint()}.tar`);
  const made = readIfThere(file);
  if (made) return made;
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle(client), { migrationsFolder: defaultMigrationsDir() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Written under another name and renamed, so a worker never reads another's half-written file.
  // Only finished templates of other migrations are removed: a half-written file is another
  // worker's (or checkout's) that is about to rename it.
  mkdirSync(dir, { recursive: true });
  for (const entry of readdirSync(dir))
    if (/^pglite-\w+\.tar$/.test(entry) && join(dir, entry) !== file) rmSync(join(dir, entry), { force: true });
  const partial = `${file}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}

/** The file as a Blob, or undefined when it is missing (another checkout's run may remove it at any time). */
function readIfThere(file: string): Blob | undefined {
  try {
    return new Blob([readFileSync(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

let postgresTemplateName: Promise<string> | undefined;

/** The name of a migrated template database on the server of `url`, made if missing. */
export function postgresTemplate(url: string): Promise<string> {
  postgresTemplateName ??= ensurePostgresTemplate(url);
  return postgresTemplateName;
}

async function ensurePostgresTemplate(url: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsFingerprint()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const ready = await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [name]);
    if (ready.rowCount === 0) {
      // A template left half made by a killed run is not marked as one: start it again.
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const templateUrl = new URL(url);
      templateUrl.pathname = `/${name}`;
      const handle = await openPostgres(templateUrl.toString(), { poolSize: 1 });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      // Templates of other migrations stay: another checkout on this server may be testing them.
      await admin.query(`alter database ${name} is_template true`);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}
