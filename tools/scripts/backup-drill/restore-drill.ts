import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrationStatus, openDatabase, type DatabaseHandle } from '@onair/db';
import { moneyFigures, postAfterTarget, seedOnAir, sendGifts, type MoneyFigures } from './money-activity';
import { newestBackup, pgbackrestFor, STANZA, type BackupFigures } from './pgbackrest';
import { appendSettings, freePort, handOver, initCluster, scratchCluster, type ScratchCluster } from './postgres-cluster';

const DATABASE = 'onair';
const VIEWERS_PER_BRAND = 25;

export type DrillFigures = {
  seconds: Record<'setup' | 'seed' | 'backup' | 'restore' | 'verify' | 'total', number>;
  backup: BackupFigures;
  /** WAL segments archived by the end of the drill. */
  walArchived: number;
  recoveryTarget: string;
  /** The primary at the backup, at the recovery target, and the restored copy. */
  atBackup: MoneyFigures;
  atTarget: MoneyFigures;
  restored: MoneyFigures;
  restoredMigrationsPending: number;
  /** Why the drill failed; empty when the restored database is the primary at the target, books balanced. */
  problems: string[];
};

async function withDatabase<T>(url: string, use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

async function query(url: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Until the restored cluster has replayed to its target and been promoted. */
async function untilPromoted(cluster: ScratchCluster): Promise<void> {
  for (let tries = 0; tries < 600; tries++) {
    const ready = await query(cluster.url('postgres'), 'select pg_is_in_recovery() as recovering').catch(() => null);
    if (ready && ready.rows[0]?.recovering === false) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the restored cluster never left recovery:\n${cluster.logTail()}`);
}

/** Files under dir whose names match, at any depth. */
function countFiles(dir: string, name: RegExp): number {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && name.test(entry.name)).length;
}

const since = (started: number) => Math.round((Date.now() - started) / 100) / 10;

/**
 * The point-in-time recovery drill (docs/deploy.md, "Backups"): a scratch primary archiving its
 * WAL to pgBackRest, the OnAir schema seeded with money moving, a full backup, more gifts, a
 * recovery target, one more posting after it; then a restore to the target into a second scratch
 * cluster, where the ledger's invariants must hold and the books must be the primary's at the target.
 */
export async function runRestoreDrill(log: (line: string) => void = () => undefined): Promise<DrillFigures> {
  const started = Date.now();
  const workDir = mkdtempSync(join(tmpdir(), 'onair-backup-drill-'));
  handOver(workDir);
  const primary = scratchCluster(workDir, 'primary', await freePort());
  const restored = scratchCluster(workDir, 'restored', await freePort());
  const pgbackrest = pgbackrestFor(workDir, primary);
  const seconds = { setup: 0, seed: 0, backup: 0, restore: 0, verify: 0, total: 0 };
  try {
    let phase = Date.now();
    initCluster(primary, workDir, {
      port: primary.port,
      listen_addresses: '127.0.0.1',
      unix_socket_directories: workDir,
      wal_level: 'replica',
      archive_mode: 'on',
      archive_command: pgbackrest.archiveCommand,
      max_wal_senders: 3,
      shared_buffers: '32MB',
      // A scratch cluster thrown away in a minute: durability on this disk buys the drill nothing.
      fsync: 'off',
    });
    primary.start();
    await query(primary.url('postgres'), `create database ${DATABASE}`);
    pgbackrest.run('stanza-create');
    seconds.setup = since(phase);
    log(`primary on port ${primary.port}, stanza ${STANZA} in ${pgbackrest.repoPath} (${seconds.setup} s)`);

    phase = Date.now();
    const url = primary.url(DATABASE);
    const { cast, atBackup } = await withDatabase(url, async ({ db, migrate }) => {
      await migrate();
      const seeded = await seedOnAir(db, VIEWERS_PER_BRAND);
      const sent = await sendGifts(db, seeded, 'before-backup');
      log(`seeded the OnAir schema; ${sent} gifts before the backup`);
      return { cast: seeded, atBackup: await moneyFigures(db) };
    });
    seconds.seed = since(phase);

    phase = Date.now();
    pgbackrest.run('backup', '--type=full');
    const backup = newestBackup(pgbackrest);
    seconds.backup = since(phase);
    log(`full backup ${backup.label}: ${backup.databaseBytes} bytes of database, ${backup.repositoryBytes} in the repository (${seconds.backup} s)`);

    const { atTarget, recoveryTarget } = await withDatabase(url, async ({ db }) => {
      const sent = await sendGifts(db, cast, 'after-backup');
      const figures = await moneyFigures(db);
      // The primary's own clock, which its commit records are stamped with.
      const now = (await query(url, 'select clock_timestamp()::text as now')).rows[0]?.now as string;
      await new Promise((resolve) => setTimeout(resolve, 50));
      await postAfterTarget(db, cast);
      log(`${sent} gifts after the backup; recovery target ${now}; one posting after it`);
      return { atTarget: figures, recoveryTarget: now };
    });
    // Switches to a new WAL segment and waits until the one holding the target is archived.
    pgbackrest.run('check');
    primary.stop();

    phase = Date.now();
    mkdirSync(restored.dataDir, { mode: 0o700 });
    handOver(restored.dataDir);
    // --set names the backup: pgBackRest 2.45 cannot read a target with microseconds to pick one itself.
    pgbackrest.run('restore', `--pg1-path=${restored.dataDir}`, `--set=${backup.label}`, '--type=time', `--target=${recoveryTarget}`, '--target-action=promote');
    appendSettings(restored, { port: restored.port, archive_mode: 'off' });
    restored.start();
    await untilPromoted(restored);
    seconds.restore = since(phase);
    log(`restored to ${recoveryTarget} on port ${restored.port} (${seconds.restore} s)`);

    phase = Date.now();
    const { figures: restoredFigures, pending } = await withDatabase(restored.url(DATABASE), async ({ db }) => ({
      figures: await moneyFigures(db),
      pending: (await migrationStatus(db)).pending.length,
    }));
    seconds.verify = since(phase);
    seconds.total = since(started);
    const walArchived = countFiles(join(pgbackrest.repoPath, 'archive'), /^[0-9A-F]{24}-/);
    return {
      seconds,
      backup,
      walArchived,
      recoveryTarget,
      atBackup,
      atTarget,
      restored: restoredFigures,
      restoredMigrationsPending: pending,
      problems: drillProblems(atTarget, restoredFigures, pending),
    };
  } catch (error) {
    const logs = `\n--- primary log ---\n${primary.logTail()}\n--- restored log ---\n${restored.logTail()}`;
    throw new Error(`${error instanceof Error ? error.message : String(error)}${logs}`, { cause: error });
  } finally {
    for (const cluster of [restored, primary]) {
      try {
        cluster.stop();
      } catch {
        // Already down; the directory goes either way.
      }
    }
    if (!process.env['BACKUP_DRILL_KEEP']) rmSync(workDir, { recursive: true, force: true });
  }
}

/** What makes the restore wrong: broken books, or not the primary's books at the target. */
export function drillProblems(atTarget: MoneyFigures, restored: MoneyFigures, migrationsPending: number): string[] {
  const problems = restored.invariants.problems.map((problem) => `restored ledger: ${problem}`);
  if (!restored.invariants.ok && problems.length === 0) problems.push('restored ledger: invariants failed');
  const { counts } = atTarget.invariants;
  const got = restored.invariants.counts;
  for (const name of ['accounts', 'transactions', 'entries'] as const)
    if (got[name] !== counts[name]) problems.push(`restored ${name}: ${got[name]}, the primary had ${counts[name]} at the target`);
  if (restored.gifts !== atTarget.gifts) problems.push(`restored gifts: ${restored.gifts}, the primary had ${atTarget.gifts} at the target`);
  if (JSON.stringify(restored.invariants.totals) !== JSON.stringify(atTarget.invariants.totals))
    problems.push('restored item totals differ from the primary at the target');
  if (restored.afterTarget !== 0) problems.push('the posting made after the recovery target was restored too');
  if (migrationsPending !== 0) problems.push(`the restored schema lacks ${migrationsPending} migrations`);
  return problems;
}
