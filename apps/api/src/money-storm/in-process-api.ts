import { getBrand } from '@onair/brand';
import { openDatabase } from '@onair/db';
import { buildApp } from '../app';
import { readConfig } from '../platform/config/config';
import { settingsFromConfig } from '../platform/config/settings';
import { freePort } from './free-port';
import { TEST_SERVER_OPTIONS } from '../testing/test-server-options';

/** Every write limit times this: the storm's bursts from one address are the point, not abuse. */
export const STORM_RATE_LIMIT_SCALE = '10000';

export type StormApiOptions = { databaseUrl: string; gatewayUrl: string; authSecret: string };

/**
 * The real app on a real port, built as main.ts builds it: its own pool of 10 (main.ts's default)
 * onto the scratch database, the sandbox as its gateway, and its own address as the webhook target.
 */
export async function startInProcessApi({ databaseUrl, gatewayUrl, authSecret }: StormApiOptions) {
  const port = await freePort();
  const database = await openDatabase({ url: databaseUrl, poolSize: 10 });
  const config = readConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PAYMENT_GATEWAY_URL: gatewayUrl,
    AUTH_SECRET: authSecret,
    // The storm's 60 members send thousands of writes from one address on purpose (README.md).
    RATE_LIMIT_SCALE: STORM_RATE_LIMIT_SCALE,
  });
  const app = await buildApp({
    database,
    cacheKind: 'memory',
    defaultBrand: getBrand('onair'),
    settings: settingsFromConfig(config),
  }, TEST_SERVER_OPTIONS);
  const url = await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
