import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { committedMigrations, migrationStatus } from './migration-status';
import { migrateCommand, unmigratedProblem } from './migrate-command';
import { defaultMigrationsDir } from './migrations-dir';
import { openPglite } from './open-pglite';

/** The committed migrations without the newest: a database migrated by the previous build. */
function previousBuildMigrations(dir: string): string {
  const folder = join(dir, 'previous-build');
  cpSync(defaultMigrationsDir(), folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries.pop();
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe('npm run db:migrate', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'onair-migrate-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('applies what the database lacks, says so, and a second run finds nothing to do', async () => {
    const tags = committedMigrations();
    const newest = tags.at(-1) ?? '';
    const database = await openPglite();
    try {
      await database.migrate(previousBuildMigrations(dir));
      const behind = await migrationStatus(database.db);
      expect(behind).toEqual({ applied: tags.length - 1, committed: tags.length, pending: [newest], current: tags.at(-2) });
      // What a production node says and does on this database: it refuses, naming the command.
      expect(unmigratedProblem(behind)).toBe(
        `the database lacks 1 of this build's ${tags.length} migrations (${newest}): run \`npm run db:migrate\` before starting the API (docs/deploy.md, "Migrations")`,
      );

      const first = await migrateCommand(database);
      expect(first.applied).toEqual([newest]);
      expect(first.summary).toMatch(new RegExp(`^pglite at memory: applied 1 migration in \\d+ ms \\(${newest}\\); now at ${newest} \\(${tags.length} of ${tags.length}\\)\\.$`));
      expect(unmigratedProblem(await migrationStatus(database.db))).toBeNull();

      const second = await migrateCommand(database);
      expect(second).toEqual({ applied: [], current: newest, summary: `pglite at memory: already up to date at ${newest} (${tags.length} of ${tags.length}).` });
    } finally {
      await database.close();
    }
  });

  test('a database a newer release migrated is not touched, and the command says why', async () => {
    const database = await openPglite();
    try {
      await database.migrate();
      await expect(migrateCommand(database, previousBuildMigrations(join(dir, 'older')))).rejects.toThrow(
        /has \d+ migrations applied but this build has only \d+: it was migrated by a newer release/,
      );
    } finally {
      await database.close();
    }
  });

  test('the command migrates the embedded database under DATA_DIR and exits 0; the next run reports it up to date', () => {
    const dataDir = join(dir, 'data');
    const run = () =>
      spawnSync(process.execPath, ['--import', 'tsx', 'libs/server/db/src/migrate-cli.ts'], {
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
      });
    const tags = committedMigrations();
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.status).toBe(0);
    expect(first.stdout).toContain(`db:migrate: pglite at ${join(dataDir, 'pglite')}: applied ${tags.length} migrations in `);
    const second = run();
    expect(second.status).toBe(0);
    expect(second.stdout.trim()).toBe(`db:migrate: pglite at ${join(dataDir, 'pglite')}: already up to date at ${tags.at(-1)} (${tags.length} of ${tags.length}).`);
  });

  test('a database it cannot reach fails with exit 1 and the reason', () => {
    const failed = spawnSync(process.execPath, ['--import', 'tsx', 'libs/server/db/src/migrate-cli.ts'], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none' },
    });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toMatch(/^db:migrate: failed, nothing applied: .*ECONNREFUSED/);
  });
});
