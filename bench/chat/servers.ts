import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startChildServer } from '../shared/child-server';
import { UNUSED_PRODUCTION_SETTINGS } from '../shared/unused-production-settings';
import { processCpuMs } from '../shared/proc-stat';
import { BENCH_CHAT } from './config';

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

/** Starts entry on port with the memory probe loaded and waits for /api/health. */
export async function startServer(options: {
  name: string;
  entry: string;
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  profileDir?: string;
}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' };
  for (const [key, value] of Object.entries(options.env)) if (value === undefined) delete env[key];
  const memoryFile = `${options.logFile}.memory.json`;
  env['BENCH_MEMORY_FILE'] = memoryFile;
  const profile = options.profileDir ? ['--cpu-prof', '--cpu-prof-dir', options.profileDir] : [];
  const probe = ['--expose-gc', '--import', fileURLToPath(new URL('./memory-probe.mjs', import.meta.url))];
  const server = await startChildServer({
    name: options.name,
    entry: options.entry,
    env,
    healthUrl: `http://127.0.0.1:${options.port}/api/health`,
    logFile: options.logFile,
    nodeArgs: [...profile, ...probe],
  });
  return {
    name: options.name,
    port: options.port,
    async memory() {
      rmSync(memoryFile, { force: true });
      server.child.kill('SIGUSR2');
      for (let waited = 0; !existsSync(memoryFile); waited += 50) {
        if (waited > 10_000) throw new Error(`${options.name} did not report its memory`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // The file may be seen before it is written in full.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return JSON.parse(readFileSync(memoryFile, 'utf8')) as NodeJS.MemoryUsage;
    },
    cpuSeconds: () => processCpuMs(server.pid) / 1000,
    stop: server.stop,
  };
}

/** The bare socket.io baseline (bare-server.ts). */
export const startBareServer = (options: { port: number; logFile: string; profileDir?: string }) =>
  startServer({ name: 'bare socket.io', entry: 'bench/chat/bare-server.ts', env: {}, ...options });

/** Our API (HTTP and chat) as production runs it, on the benchmark's database and, for a cluster, Redis. */
export const startApiNode = (options: {
  name: string;
  port: number;
  databaseUrl: string;
  redisUrl: string | null;
  logFile: string;
  profileDir?: string;
}) =>
  startServer({
    name: options.name,
    entry: BENCH_CHAT.apiEntry,
    port: options.port,
    logFile: options.logFile,
    profileDir: options.profileDir,
    env: {
      NODE_ENV: 'production',
      AUTH_SECRET: BENCH_CHAT.authSecret,
      ...UNUSED_PRODUCTION_SETTINGS,
      // A benchmark's database is new each run: the node migrates it rather than a db:migrate step.
      MIGRATE_ON_START: 'true',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      DATABASE_POOL_SIZE: '8',
      // The swarm's members all come from one address; the write limits (docs/permissions.md) would stop them (README.md).
      RATE_LIMIT_SCALE: '10000',
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl ?? undefined,
    },
  });
