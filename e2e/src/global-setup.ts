// Starts the stack the specs run against: one API on a throw-away database and one `vite preview`
// per brand and of the operator console, all proxying to that API. Returns the teardown, which
// stops them and drops the data.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { demoPublishers, startProcess, stopAll, waitForUrl, type ManagedProcess } from './support/processes';
import { createConsoleAdmin, enrolConsoleAdmin, makeConsoleAdminPool } from './support/console-admin';
import { encodeTestClip, TEST_CLIP_ENV } from './support/test-stream';
import {
  API_PORT,
  BRAND_CODES,
  CONSOLE_PORT,
  MEDIA_HTTP_PORT,
  MEDIA_RTMP_PORT,
  SANDBOX_OAUTH_PORTS,
  SANDBOX_PORT,
  WEB_PORTS,
  WORKSPACE_ROOT,
  apiUrl,
  consoleUrl,
  mediaUrl,
  sandboxUrl,
  webUrl,
} from './support/stack-config';

const START_TIMEOUT_MS = 90_000;

/** A child did not come up; its output is already on the console. */
class StackStartError extends Error {}

type Started = ManagedProcess & { output: () => string };

const fromRoot = (path: string) => resolve(WORKSPACE_ROOT, path);

/** Fails fast, naming the port, when something (another run, `npm start`) already listens there. */
async function assertPortsFree(ports: number[]) {
  const busy: number[] = [];
  for (const port of ports) {
    const free = await new Promise<boolean>((done) => {
      const probe = createServer();
      probe.once('error', () => done(false));
      probe.listen(port, () => probe.close(() => done(true)));
    });
    if (!free) busy.push(port);
  }
  if (busy.length > 0) {
    throw new Error(
      `[e2e] port ${busy.join(', ')} already in use; the e2e stack needs ${ports.join(', ')} free (is another e2e run still up?)`,
    );
  }
}

/** Builds the web apps whose dist is missing (`nx run e2e:e2e` builds them first; a bare `playwright test` may not). */
function buildMissingApps() {
  for (const app of [...BRAND_CODES.map((brand) => `web-${brand}`), 'admin']) {
    if (existsSync(fromRoot(`dist/apps/${app}/index.html`))) continue;
    console.log(`[e2e] dist/apps/${app} is missing; building it…`);
    const build = spawnSync(
      process.execPath,
      [
        fromRoot('node_modules/vite/bin/vite.js'),
        'build',
        '--configLoader',
        'runner',
        '--logLevel',
        'warn',
        '-c',
        fromRoot(`apps/${app}/vite.config.ts`),
      ],
      { cwd: WORKSPACE_ROOT, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error(`[e2e] building ${app} failed (exit ${build.status ?? build.signal})`);
  }
}

type Database = {
  env: Record<string, string>;
  describe: string;
  drop: () => Promise<void>;
  /** What can be removed synchronously when the runner is killed. */
  dropNow: () => void;
};

/**
 * The bundle production runs (`nx run <app>:build`, which `npm test` runs before the e2e tests),
 * built here when a bare `playwright test` finds it missing.
 */
function nodeAppBundle(app: 'api' | 'media' | 'sandbox'): string {
  const bundle = fromRoot(`dist/apps/${app}/main.js`);
  if (existsSync(bundle)) return bundle;
  console.log(`[e2e] dist/apps/${app} is missing; building it…`);
  const build = spawnSync(process.execPath, [fromRoot('tools/scripts/build-node-app.mjs'), app], {
    cwd: WORKSPACE_ROOT,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`[e2e] building ${app} failed (exit ${build.status ?? build.signal})`);
  return bundle;
}

/** A fresh PGlite directory, or with DATABASE_URL a scratch database on that server. */
async function createDatabase(): Promise<Database> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'onair-e2e-'));
    const dropNow = () => rmSync(dataDir, { recursive: true, force: true });
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      describe: `PGlite in ${dataDir}`,
      drop: async () => dropNow(),
      dropNow,
    };
  }
  const name = `onair_e2e_${randomBytes(6).toString('hex')}`;
  const onServer = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    describe: `PostgreSQL database ${name} on ${url.host || 'the local socket'}`,
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    dropNow: () => console.error(`[e2e] killed before teardown: drop the scratch database ${name} by hand`),
  };
}

/** Starts a child quietly but keeps its last output, to print when it fails. */
function start(name: string, args: string[], env: Record<string, string>): Started {
  const started = startProcess(name, process.execPath, args, { env, quiet: true });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  started.child.stdout?.on('data', keep);
  started.child.stderr?.on('data', keep);
  return { ...started, output: () => output };
}

/** Resolves when the URL answers; rejects with the child's output when it exits first or takes too long. */
async function waitUntilUp(started: Started, url: string) {
  const { child } = started;
  let giveUp: (reason: Error) => void = () => undefined;
  const gaveUp = new Promise<never>((_, reject) => {
    giveUp = reject;
  });
  const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
    giveUp(new Error(`exited with ${signal ?? `code ${code}`} before ${url} answered`));
  child.once('exit', onExit);
  // waitForUrl checks its deadline only between probes; a probe that never answers must not hang the run.
  const timer = setTimeout(
    () => giveUp(new Error(`${url} did not answer within ${START_TIMEOUT_MS / 1000}s`)),
    START_TIMEOUT_MS + 5_000,
  );
  const ready = waitForUrl(url, { process: started, timeoutMs: START_TIMEOUT_MS });
  ready.catch(() => undefined); // it may settle after the race is decided
  try {
    await Promise.race([ready, gaveUp]);
  } catch (error) {
    const output = started.output().trim() || '(no output)';
    throw new Error(
      `[e2e] ${started.name} failed to start: ${(error as Error).message}\n--- ${started.name} output ---\n${output}\n--- end of ${started.name} output ---`,
    );
  } finally {
    child.off('exit', onExit);
    clearTimeout(timer);
  }
}

/** The channel's live playlist, by the signed URL the API gives its viewers (the media app wants the token). */
async function channelPlaylistStatus(channelId: number): Promise<number | null> {
  const detail = await fetch(`${apiUrl()}/api/guest/channel/${channelId}`).catch(() => null);
  const url = detail?.ok ? ((await detail.json()) as { stream?: { url?: string } | null }).stream?.url : undefined;
  if (!url) return null;
  // The default MEDIA_PUBLIC_URL is /media on the web's origin, which the brand apps pass to the media app.
  const answer = await fetch(url.startsWith('/media/') ? `${mediaUrl()}${url.slice('/media'.length)}` : url).catch(
    () => null,
  );
  return answer?.status ?? null;
}

/**
 * npm start's demo broadcast into the e2e media app, so the live pages play a real stream (and
 * the player asks for nothing that is not there). Resolves once channel 1's playlist is served.
 */
async function startDemoStream(rtmpPort: number, clip: string): Promise<Started[]> {
  const started = demoPublishers(`rtmp://127.0.0.1:${rtmpPort}/live`, clip).map(({ name, command, args }) =>
    startProcess(name, command, args, { quiet: true }),
  );
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if ((await channelPlaylistStatus(1)) === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return started.map((publisher) => ({ ...publisher, output: () => '' }));
}

export default async function globalSetup() {
  const startedAt = Date.now();
  await assertPortsFree([
    API_PORT,
    MEDIA_RTMP_PORT,
    MEDIA_HTTP_PORT,
    SANDBOX_PORT,
    ...Object.values(SANDBOX_OAUTH_PORTS),
    ...Object.values(WEB_PORTS),
    CONSOLE_PORT,
  ]);
  buildMissingApps();
  const bundles = { api: nodeAppBundle('api'), media: nodeAppBundle('media'), sandbox: nodeAppBundle('sandbox') };
  const database = await createDatabase();
  const mediaDir = mkdtempSync(join(tmpdir(), 'onair-e2e-media-'));
  // Every broadcast of the run (the demo channels', a spec's own) sends these packets as they are,
  // so no x264 encode competes with the browser and the stack for the two cores.
  const clip = encodeTestClip(join(mediaDir, 'test-pattern.flv'));
  process.env[TEST_CLIP_ENV] = clip;
  const processes: Started[] = [];

  // Children run in their own process groups: if the runner exits or is killed without its
  // teardown, take them (and the PGlite directory) down with it.
  const killNow = () => {
    for (const { child } of processes) {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) continue;
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    database.dropNow();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    console.error(`[e2e] ${signal}: stopping the e2e stack`);
    process.exit(signal === 'SIGHUP' ? 129 : 143); // runs killNow through the exit handler
  };
  process.on('exit', killNow);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);

  let tornDown = false;
  const teardown = async () => {
    if (tornDown) return;
    tornDown = true;
    await stopAll(processes);
    process.off('exit', killNow);
    process.off('SIGTERM', onSignal);
    process.off('SIGHUP', onSignal);
    await database.drop();
    rmSync(mediaDir, { recursive: true, force: true });
  };

  try {
    // The sandbox plays the outside services: SMS, identity verification, the payment gateway and the four social providers.
    const oauthPorts = Object.entries(SANDBOX_OAUTH_PORTS);
    const sandbox = start('sandbox', [bundles.sandbox], {
      SANDBOX_PORT: String(SANDBOX_PORT),
      LOG_LEVEL: 'warn',
      ...Object.fromEntries(
        oauthPorts.map(([provider, port]) => [`SANDBOX_OAUTH_${provider.toUpperCase()}_PORT`, String(port)]),
      ),
    });
    processes.push(sandbox);
    // The console's first super-admin, made by the command an operator runs, before the API holds the database.
    createConsoleAdmin(database.env);
    const api = start('api', [bundles.api], {
      PORT: String(API_PORT),
      BRAND: 'onair',
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every test signs up and writes from this one machine; the write limits (docs/permissions.md) count per address.
      RATE_LIMIT_SCALE: '1000',
      // The dashboard spec reads figures that only the rollup writes: every 2 s here rather than every minute.
      DASHBOARD_ROLLUP_MS: '2000',
      // nova's broadcasts get a quality ladder (quality-menu.spec.ts, tagged @only-nova): one small
      // rendition below the test clip's 360p, so its demo channel's encode costs little of a core.
      QUALITY_LADDER: 'nova=180',
      SMS_API_URL: sandboxUrl(),
      IDENTITY_API_URL: sandboxUrl(),
      PAYMENT_GATEWAY_URL: sandboxUrl(),
      API_PUBLIC_URL: apiUrl(),
      // The server address the stream-key panel shows: this stack's ingest, what a streamer pastes into OBS.
      MEDIA_RTMP_URL: `rtmp://127.0.0.1:${MEDIA_RTMP_PORT}/live`,
      ...Object.fromEntries(
        oauthPorts.map(([provider, port]) => [`OAUTH_${provider.toUpperCase()}_ISSUER`, `http://127.0.0.1:${port}`]),
      ),
      ...database.env,
    });
    processes.push(api);
    // The media app, as npm start runs it: the live pages play a real stream (demoStream below).
    const media = start('media', [bundles.media], {
      RTMP_PORT: String(MEDIA_RTMP_PORT),
      MEDIA_HTTP_PORT: String(MEDIA_HTTP_PORT),
      MEDIA_API_URL: apiUrl(),
      MEDIA_DATA_DIR: mediaDir,
      LOG_LEVEL: 'warn',
    });
    processes.push(media);
    const waits = [
      waitUntilUp(sandbox, `${sandboxUrl()}/health`),
      waitUntilUp(api, `${apiUrl()}/api/health`),
      waitUntilUp(media, `${mediaUrl()}/healthz`),
    ];
    for (const brand of BRAND_CODES) {
      const web = start(
        `web-${brand}`,
        [
          fromRoot('node_modules/vite/bin/vite.js'),
          'preview',
          '--configLoader',
          'runner',
          '-c',
          fromRoot(`apps/web-${brand}/vite.config.ts`),
        ],
        { WEB_PORT: String(WEB_PORTS[brand]), API_URL: apiUrl(), MEDIA_URL: mediaUrl() },
      );
      processes.push(web);
      waits.push(waitUntilUp(web, `${webUrl(brand)}/`));
    }
    const consoleApp = start(
      'admin',
      [
        fromRoot('node_modules/vite/bin/vite.js'),
        'preview',
        '--configLoader',
        'runner',
        '-c',
        fromRoot('apps/admin/vite.config.ts'),
      ],
      { ADMIN_PORT: String(CONSOLE_PORT), API_URL: apiUrl(), MEDIA_URL: mediaUrl() },
    );
    processes.push(consoleApp);
    waits.push(waitUntilUp(consoleApp, `${consoleUrl()}/`));
    const failures = (await Promise.allSettled(waits)).flatMap((result) =>
      result.status === 'rejected' ? [result.reason as Error] : [],
    );
    if (failures.length === 0) {
      await enrolConsoleAdmin(consoleUrl());
      await makeConsoleAdminPool(consoleUrl());
    }
    // The demo channels go live with a test pattern, once the API (which checks the keys) and the media app are up.
    if (failures.length === 0) processes.push(...(await startDemoStream(MEDIA_RTMP_PORT, clip)));
    if (failures.length > 0) {
      // The full output goes to the console; Playwright's own error report trims long messages.
      for (const failure of failures) console.error(failure.message);
      throw new StackStartError(
        `[e2e] the stack did not start: ${failures.map((failure) => failure.message.split('\n')[0]).join('; ')} (output above)`,
      );
    }
  } catch (error) {
    if (!(error instanceof StackStartError)) console.error((error as Error).message);
    await teardown().catch((cleanupError: unknown) =>
      console.error('[e2e] teardown after a failed start also failed:', cleanupError),
    );
    throw error;
  }

  console.log(
    `[e2e] stack up in ${((Date.now() - startedAt) / 1000).toFixed(1)}s: API ${apiUrl()} (${database.describe}), ` +
      BRAND_CODES.map((brand) => `${brand} ${webUrl(brand)}`).join(', '),
  );
  return teardown;
}
