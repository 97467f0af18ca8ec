import { spawn } from 'node:child_process';
import { openSync, closeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BENCH } from './config';
import { BENCH_AUTH_SECRET } from './seed';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The API as it runs in production (NODE_ENV=production, so no dev-only response checks), started
 * from its entry in its own process, so the load generator does not share its event loop. Its log
 * goes to logFile, as a deployment would ship it. Only this child is ever signalled.
 */
export async function startApi(options: { port: number; databaseUrl?: string; dataDir?: string; logFile: string; nodeArgs?: string[]; env?: NodeJS.ProcessEnv }) {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    AUTH_SECRET: BENCH_AUTH_SECRET,
    PAYMENT_GATEWAY_SECRET_KEY: 'bench-unused',
    PAYMENT_WEBHOOK_SECRET: 'bench-unused',
    MEDIA_SHARED_SECRET: 'bench-media-secret-not-used',
    LOG_LEVEL: BENCH.logLevel,
    DEMO_SEED: 'false',
    ...options.env,
  };
  delete env['REDIS_URL'];
  delete env['DATABASE_URL'];
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;
  if (options.dataDir) env['DATA_DIR'] = options.dataDir;
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--import', 'tsx', BENCH.apiEntry], { cwd: REPO_ROOT, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited while starting; see ${options.logFile}`);
    try {
      if ((await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the API did not answer within 60 s; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    /** SIGTERM: main.ts closes the app (its folder finishes) and the database, then exits. */
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
