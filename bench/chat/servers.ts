import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BENCH_CHAT } from './config';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLOCK_TICKS_PER_SECOND = 100;

/** A server under test, in its own process: where it listens, and what it costs. */
export type ServerProcess = {
  name: string;
  port: number;
  /** Memory after a full garbage collection (memory-probe.mjs), bytes. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** CPU seconds used so far, user and system (/proc/<pid>/stat). */
  cpuSeconds(): number;
  stop(): Promise<void>;
};

/**
 * Starts entry (run with node --import tsx) on port and waits for /api/health. Its output goes to
 * logFile. Only this child is ever signalled: SIGTERM, then SIGKILL after 20 s.
 */
export async function startServer(options: { name: string; entry: string; port: number; env: NodeJS.ProcessEnv; logFile: string; profileDir?: string }): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' };
  for (const [key, value] of Object.entries(options.env)) if (value === undefined) delete env[key];
  const log = openSync(options.logFile, 'a');
  const profile = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [];
  const memoryFile = `${options.logFile}.memory.json`;
  env['BENCH_MEMORY_FILE'] = memoryFile;
  const probe = ['--expose-gc', '--import', fileURLToPath(new URL('./memory-probe.mjs', import.meta.url))];
  const child = spawn(process.execPath, [...profile, ...probe, '--import', 'tsx', options.entry], { cwd: REPO_ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${options.port}/api/health`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${options.name} exited while starting; see ${options.logFile}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${options.name} did not answer within 60 s; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid as number;
  return {
    name: options.name,
    port: options.port,
    async memory() {
      rmSync(memoryFile, { force: true });
      child.kill('SIGUSR2');
      for (let waited = 0; !existsSync(memoryFile); waited += 50) {
        if (waited > 10_000) throw new Error(`${options.name} did not report its memory`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The file may be seen before it is written in full.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return JSON.parse(readFileSync(memoryFile, 'utf8')) as NodeJS.MemoryUsage;
    },
    cpuSeconds() {
      // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The bare socket.io baseline (bare-server.ts). */
export const startBareServer = (options: { port: number; logFile: string; profileDir?: string }) =>
  startServer({ name: 'bare socket.io', entry: 'bench/chat/bare-server.ts', env: {}, ...options });

/** Our API (HTTP and chat) as production runs it, on the benchmark's database and, for a cluster, Redis. */
export const startApiNode = (options: { name: string; port: number; databaseUrl: string; redisUrl: string | null; logFile: string; profileDir?: string }) =>
  startServer({
    name: options.name,
    entry: BENCH_CHAT.apiEntry,
    port: options.port,
    logFile: options.logFile,
    profileDir: options.profileDir,
    env: {
      NODE_ENV: 'production',
      AUTH_SECRET: BENCH_CHAT.authSecret,
      PAYMENT_GATEWAY_SECRET_KEY: 'bench-unused',
      PAYMENT_WEBHOOK_SECRET: 'bench-unused',
      MEDIA_SHARED_SECRET: 'bench-media-secret-not-used',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      DATABASE_POOL_SIZE: '8',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl ?? undefined,
    },
  });
