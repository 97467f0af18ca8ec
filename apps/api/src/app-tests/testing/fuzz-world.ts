import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { getBrand } from '@onair/brand';
import { DEMO_ACCOUNTS, members, seedDemoData } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
// The sandbox plays every outside service (gateway, SMS, identity, the OAuth providers) in-process.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { buildSandboxApp } from '../../../../sandbox/src/app';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startOAuthProviders } from '../../../../sandbox/src/oauth/start-oauth-providers';
import { buildApp } from '../../app';
import { accessTokens, type AccessClaims } from '../../platform/sessions/access-tokens';
import { readConfig } from '../../platform/config/config';
import { seedDemoMoney } from '../../modules/money/demo-money';
import { oauthSettingsFor } from '../../modules/oauth/testing/oauth-settings';
import { settingsFromConfig } from '../../platform/config/settings';
import type { OpenApiDocument } from './openapi-operations';
import { TEST_SERVER_OPTIONS } from '../../testing/test-server-options';

export type FuzzWorld = {
  url: string;
  document: OpenApiDocument;
  /** The Authorization header of the demo streamer (a member with a channel and a balance of their own). */
  memberHeaders: Record<string, string>;
  /** Every line the API logged, as JSON. */
  logLines: string[];
  close(): Promise<void>;
};

/**
 * The API over a demo-seeded PGlite database (the fuzz is about the contract layer, so one
 * database is enough), its outside services played by the sandbox, logging at info into logLines.
 */
export async function startFuzzWorld(): Promise<FuzzWorld> {
  const pglite = testDatabaseTargets().find((target) => target.name === 'pglite');
  if (!pglite) throw new Error('PGlite target missing');
  const database = await pglite.open();
  await seedDemoData(database.db, async (plain) => `test-hash:${plain.length}`);
  await seedDemoMoney(database.db);
  const sandbox = buildSandboxApp({ gateway: { retryDelaysMs: [50] } });
  const sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  const oauth = await startOAuthProviders();
  const uploadDir = await mkdtemp(join(tmpdir(), 'onair-fuzz-uploads-'));
  const base = settingsFromConfig(readConfig({ NODE_ENV: 'test' }));
  const settings = {
    ...base,
    smsApiUrl: sandboxUrl,
    identityApiUrl: sandboxUrl,
    paymentGateway: { ...base.paymentGateway, baseUrl: sandboxUrl },
    oauth: oauthSettingsFor(oauth),
    uploads: { kind: 'local' as const, dir: uploadDir },
  };
  const logLines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp(
    { database, cacheKind: 'memory', defaultBrand: getBrand('onair'), settings },
    { ...TEST_SERVER_OPTIONS, logger: { level: 'info', stream }, disableRequestLogging: true },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const document = (await (await fetch(`${url}/api/openapi.json`)).json()) as OpenApiDocument;

  const { loginId } = DEMO_ACCOUNTS.streamer;
  const [streamer] = await database.db.select().from(members).where(eq(members.loginId, loginId));
  if (!streamer) throw new Error(`${loginId} not seeded`);
  const claims = { memberId: streamer.memberId, loginId, userType: streamer.userType, brand: streamer.brand } as AccessClaims;
  const token = await accessTokens(settings.tokenSecret).sign(claims);

  return {
    url,
    document,
    memberHeaders: { authorization: `Bearer ${token}` },
    logLines,
    async close() {
      await app.close();
      await database.close();
      await sandbox.close();
      await oauth.stop();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
