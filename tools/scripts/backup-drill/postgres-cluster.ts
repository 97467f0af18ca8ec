import { spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * PostgreSQL refuses to run as root, and CI runs as root: then every PostgreSQL and pgBackRest
 * command runs as the postgres user, which owns the scratch directories.
 */
const asRoot = process.getuid?.() === 0;

/** The uid and gid files of the drill must have for the user the commands run as. */
export function commandUser(): { uid: number; gid: number } | null {
  if (!asRoot) return null;
  const ids = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const [uid, gid] = [ids('-u'), ids('-g')];
  if (uid.status !== 0 || gid.status !== 0) throw new Error('running as root, the drill needs the postgres user (apt-get install postgresql makes it)');
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Hands a path the drill made to the user its commands run as. */
export function handOver(path: string): void {
  const user = commandUser();
  if (user) chownSync(path, user.uid, user.gid);
}

/** Runs a PostgreSQL or pgBackRest command as the user that owns the clusters; throws with its output when it fails. */
export function runAsOwner(command: string, args: string[], cwd: string): string {
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/** The installed PostgreSQL's programs (the newest major version under /usr/lib/postgresql), or PG_BINDIR. */
export function postgresBinDir(): string {
  if (process.env['PG_BINDIR']) return process.env['PG_BINDIR'];
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) throw new Error('no PostgreSQL server programs (initdb) under /usr/lib/postgresql: apt-get install postgresql, or set PG_BINDIR');
  return found;
}

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type ScratchCluster = {
  dataDir: string;
  port: number;
  url(database: string): string;
  start(): void;
  stop(): void;
  /** The server log's last lines, for a failure's message. */
  logTail(): string;
};

/**
 * A PostgreSQL cluster of the drill's own: its directory under the drill's temp directory, its own
 * port, its socket in that directory, so the machine's server on 5432 is never touched.
 */
export function scratchCluster(workDir: string, name: string, port: number): ScratchCluster {
  const bin = postgresBinDir();
  const dataDir = join(workDir, name);
  const logFile = join(workDir, `${name}.log`);
  return {
    dataDir,
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => runAsOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'], workDir) && undefined,
    stop() {
      if (existsSync(join(dataDir, 'postmaster.pid'))) runAsOwner(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'fast', '-w', 'stop'], workDir);
    },
    logTail: () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '(no log)'),
  };
}

/** initdb of a new cluster, trusting local connections (a scratch cluster on loopback), with settings appended. */
export function initCluster(cluster: ScratchCluster, workDir: string, settings: Record<string, string | number>): void {
  runAsOwner(join(postgresBinDir(), 'initdb'), ['-D', cluster.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'], workDir);
  appendSettings(cluster, settings);
}

/** Appends to postgresql.conf; a later line wins over an earlier one. */
export function appendSettings(cluster: ScratchCluster, settings: Record<string, string | number>): void {
  const lines = Object.entries(settings).map(([name, value]) => `${name} = ${typeof value === 'number' ? value : `'${value.replace(/'/g, "''")}'`}`);
  appendFileSync(join(cluster.dataDir, 'postgresql.conf'), `\n# backup drill\n${lines.join('\n')}\n`);
}
