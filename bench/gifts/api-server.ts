import { API_NODE_FLAGS } from '../../tools/scripts/api-node-flags.mjs';
import { startChildServer } from '../shared/child-server';
import { UNUSED_PRODUCTION_SETTINGS } from '../shared/unused-production-settings';
import { BENCH } from './config';
import { BENCH_AUTH_SECRET } from './seed';

/**
 * The API as it runs in production (NODE_ENV=production, so no dev-only response checks, and its
 * node flags, API_NODE_FLAGS), started from its entry in its own process. Its log goes to logFile, as a deployment would ship it.
 */
export async function startApi(options: {
  port: number;
  databaseUrl?: string;
  dataDir?: string;
  logFile: string;
  nodeArgs?: string[];
  env?: NodeJS.ProcessEnv;
}) {
  const url = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    AUTH_SECRET: BENCH_AUTH_SECRET,
    ...UNUSED_PRODUCTION_SETTINGS,
    // A benchmark's database is new each run: the node migrates it rather than a db:migrate step.
    MIGRATE_ON_START: 'true',
    LOG_LEVEL: BENCH.logLevel,
    DEMO_SEED: 'false',
    // The load comes from one address by design; the write limits (docs/permissions.md) would stop it (README.md).
    RATE_LIMIT_SCALE: '10000',
    ...options.env,
  };
  delete env['REDIS_URL'];
  delete env['DATABASE_URL'];
  if (options.databaseUrl) env['DATABASE_URL'] = options.databaseUrl;
  if (options.dataDir) env['DATA_DIR'] = options.dataDir;
  const server = await startChildServer({
    name: 'the API',
    entry: BENCH.apiEntry,
    env,
    healthUrl: `${url}/api/health`,
    logFile: options.logFile,
    nodeArgs: [...API_NODE_FLAGS, ...(options.nodeArgs ?? [])],
  });
  // stop(): SIGTERM, so main.ts closes the app (its folder finishes) and the database, then exits.
  return { url, pid: server.pid, stop: server.stop };
}
