import { balanceModel } from './balance-model';
import { createRng } from './rng';
import { stormClient } from './storm-client';
import { createCast, type CastOptions } from './storm-members';
import { createWorld, type StormWorld } from './storm-world';
import type { Database } from '@onair/db';

/** Signs the storm's Bearer tokens; the API under test is started with the same secret. */
export const STORM_AUTH_SECRET = 'money-storm-secret-that-is-long-enough-0123456789';

/** 60 viewers with luv and room passes, 3 hot streamers (all live) who have already received some luv, one operator. */
export const STORM_CAST: CastOptions = {
  viewers: 60,
  streamers: 3,
  viewerLuv: 40_000,
  viewerPasses: 3,
  streamerReceived: 100_000,
};

/** Operations and how many run at once; the defaults take about half a minute on 2 cores (STORM_OPERATIONS, STORM_CONCURRENCY). */
export const STORM_OPERATIONS = Number(process.env['STORM_OPERATIONS'] ?? 3000);
export const STORM_CONCURRENCY = Number(process.env['STORM_CONCURRENCY'] ?? 48);

/** The clients' side of a storm against the API at apiUrl: members, grants, banks, and an empty record. */
export async function prepareStorm(db: Database, apiUrl: string, gatewayUrl: string): Promise<StormWorld> {
  const problems: string[] = [];
  const client = stormClient(apiUrl, problems);
  const model = balanceModel();
  const cast = await createCast(db, client, model, STORM_AUTH_SECRET, STORM_CAST);
  return createWorld({ client, gatewayUrl, model, rng: createRng(), cast, problems });
}
