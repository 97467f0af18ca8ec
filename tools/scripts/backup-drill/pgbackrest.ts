import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { handOver, runAsOwner, type ScratchCluster } from './postgres-cluster';

export const STANZA = 'onair';

export type Pgbackrest = {
  configPath: string;
  repoPath: string;
  /** The archive_command PostgreSQL runs for each finished WAL segment. */
  archiveCommand: string;
  run(command: string, ...options: string[]): string;
};

/**
 * A pgBackRest repository in the drill's directory, for one stanza on the primary. The same
 * settings as deploy/backup/pgbackrest.conf, with paths of the drill's own.
 */
export function pgbackrestFor(workDir: string, primary: ScratchCluster): Pgbackrest {
  const repoPath = join(workDir, 'repo');
  const configPath = join(workDir, 'pgbackrest.conf');
  for (const dir of [repoPath, join(workDir, 'pgbackrest-log'), join(workDir, 'pgbackrest-lock')]) {
    mkdirSync(dir, { recursive: true });
    handOver(dir);
  }
  writeFileSync(
    configPath,
    [
      '[global]',
      `repo1-path=${repoPath}`,
      'repo1-retention-full=2',
      'compress-type=zst',
      'start-fast=y',
      'log-level-console=warn',
      'log-level-file=info',
      `log-path=${join(workDir, 'pgbackrest-log')}`,
      `lock-path=${join(workDir, 'pgbackrest-lock')}`,
      '',
      `[${STANZA}]`,
      `pg1-path=${primary.dataDir}`,
      `pg1-port=${primary.port}`,
      `pg1-socket-path=${workDir}`,
      '',
    ].join('\n'),
  );
  handOver(configPath);
  return {
    configPath,
    repoPath,
    archiveCommand: `pgbackrest --config=${configPath} --stanza=${STANZA} archive-push %p`,
    run: (command, ...options) => runAsOwner('pgbackrest', [`--config=${configPath}`, `--stanza=${STANZA}`, ...options, command], workDir),
  };
}

export const pgbackrestInstalled = () => spawnSync('pgbackrest', ['version'], { stdio: 'ignore' }).status === 0;

/** What `pgbackrest info` says of the newest backup: its label and sizes in bytes. */
export type BackupFigures = { label: string; type: string; databaseBytes: number; repositoryBytes: number; walStart: string; walStop: string };

export function newestBackup(pgbackrest: Pgbackrest): BackupFigures {
  const [stanza] = JSON.parse(pgbackrest.run('info', '--output=json')) as Array<{
    backup: Array<{ label: string; type: string; info: { size: number; repository: { size: number } }; archive: { start: string; stop: string } }>;
  }>;
  const backup = stanza?.backup.at(-1);
  if (!backup) throw new Error('pgbackrest info lists no backup');
  return {
    label: backup.label,
    type: backup.type,
    databaseBytes: backup.info.size,
    repositoryBytes: backup.info.repository.size,
    walStart: backup.archive.start,
    walStop: backup.archive.stop,
  };
}
