import { resolve } from 'node:path';
import { getBrand } from '@onair/brand';
import { DEMO_ACCOUNTS, openDatabase, seedDemoData } from '@onair/db';
import { buildApp } from './app';
import { startErrorReports } from './platform/error-reports';
import { probeCache } from './platform/config/cache-probe';
import { logsRequests, readConfig } from './platform/config/config';
import { prepareSchemaAtStart } from './platform/config/schema-at-start';
import { seedDemoMoney } from './modules/money/index';
import { seedDemoStreamKeys } from './modules/streams/index';
import { hashPassword } from './platform/passwords/passwords';
import { settingsFromConfig } from './platform/config/settings';

const config = readConfig();
const errorReports = startErrorReports(config.SENTRY_DSN, { app: 'api', node: `api-${config.PORT}` });
/** Set once the app exists: a pool error before that has no request to belong to. */
let logPoolError = (error: Error) => console.error('database pool error', error);
const database = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: resolve(config.DATA_DIR, 'pglite'),
  poolSize: config.DATABASE_POOL_SIZE,
  connectionTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  onPoolError: (error) => logPoolError(error),
});
const schemaProblem = await prepareSchemaAtStart(config, database);
if (schemaProblem) {
  console.error(`API not started: ${schemaProblem}`);
  await database.close();
  process.exit(1);
}
const seeded = config.DEMO_SEED ? await seedDemoData(database.db, hashPassword) : false;
if (config.DEMO_SEED) await seedDemoMoney(database.db);
if (config.DEMO_SEED) await seedDemoStreamKeys(database.db);
const cacheKind = await probeCache(config.REDIS_URL);

const app = await buildApp(
  {
    database,
    cacheKind,
    redisUrl: config.REDIS_URL,
    defaultBrand: getBrand(config.BRAND),
    settings: settingsFromConfig(config),
    reportServerError: errorReports.report,
  },
  { logger: { level: config.LOG_LEVEL }, disableRequestLogging: !logsRequests(config) },
);
logPoolError = (error) => {
  app.metrics.pgPoolErrors.inc();
  app.log.error({ err: error }, 'database pool: an idle connection failed and is replaced');
};
await app.listen({ port: config.PORT, host: config.HOST });

console.log(
  [
    `API     http://localhost:${config.PORT}  (brand ${config.BRAND}, database ${database.kind} at ${database.location}, cache ${cacheKind})`,
    `OpenAPI http://localhost:${config.PORT}/api/openapi.json`,
    ...(config.DEMO_SEED
      ? [
          `Demo data ${seeded ? 'seeded' : 'already present'}. Logins (password ${DEMO_ACCOUNTS.viewer.password}):`,
          `  streamer ${DEMO_ACCOUNTS.streamer.loginId}   viewer ${DEMO_ACCOUNTS.viewer.loginId}`,
        ]
      : []),
  ].join('\n'),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, drainDelayMs: config.DRAIN_DELAY_MS }, 'shutting down');
  // Readiness says no first, so the front stops sending new requests before the listener closes;
  // close() then lets the requests in flight finish.
  app.startDraining();
  if (config.DRAIN_DELAY_MS > 0) await new Promise((done) => setTimeout(done, config.DRAIN_DELAY_MS));
  await app.close();
  await database.close();
  await errorReports.flush();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
