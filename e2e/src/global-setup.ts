// Starts the stack the specs run against: one API on a throw-away database and one `vite preview`
// per brand, all proxying to that API. Returns the teardown, which stops them and drops the data.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { startProcess, stopAll, waitForUrl, type ManagedProcess } from './support/processes';
import { API_PORT, BRAND_CODES, WEB_PORTS, WORKSPACE_ROOT, apiUrl, webUrl } from './support/stack-config';

type Started = ManagedProcess & { output: () => string };

const fromRoot = (path: string) => resolve(WORKSPACE_ROOT, path);

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

/** Builds the brand apps whose dist is missing (`nx run e2e:e2e` builds them first; a bare `playwright test` may not). */
function buildMissingApps() {
  for (const brand of BRAND_CODES) {
    if (existsSync(fromRoot(`dist/apps/web-${brand}/index.html`))) continue;
    console.log(`[e2e] dist/apps/web-${brand} is missing; building it…`);
    const build = spawnSync(
      process.execPath,
      [fromRoot('node_modules/vite/bin/vite.js'), 'build', '--configLoader', 'runner', '--logLevel', 'warn', '-c', fromRoot(`apps/web-${brand}/vite.config.ts`)],
      { cwd: WORKSPACE_ROOT, stdio: 'inherit' },
    );
    if (build.status !== 0) throw new Error(`[e2e] building web-${brand} failed (exit ${build.status ?? build.signal})`);
  }
}

type Database = { env: Record<string, string>; describe: string; drop: () => Promise<void> };

/** A fresh PGlite directory, or with DATABASE_URL a scratch database on that server. */
async function createDatabase(): Promise<Database> {
  const serverUrl = process.env['DATABASE_URL'];
  if (!serverUrl) {
    const dataDir = mkdtempSync(join(tmpdir(), 'onair-e2e-'));
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      describe: `PGlite in ${dataDir}`,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `onair_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    describe: `PostgreSQL database ${name} on ${url.host || 'the local socket'}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

export default async function globalSetup() {
  const startedAt = Date.now();
  buildMissingApps();
  const database = await createDatabase();
  const processes: Started[] = [];

  // Children run in their own process groups; if the runner dies without teardown, don't leave them behind.
  const killOnExit = () => {
    for (const { child } of processes) {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  };
  process.on('exit', killOnExit);

  let tornDown = false;
  const teardown = async () => {
    if (tornDown) return;
    tornDown = true;
    await stopAll(processes);
    process.off('exit', killOnExit);
    await database.drop();
  };

  try {
    const api = start('api', ['--import', 'tsx', fromRoot('apps/api/src/main.ts')], {
      PORT: String(API_PORT),
      BRAND: 'onair',
      DEMO_SEED: '1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ...database.env,
    });
    processes.push(api);
    const webs = BRAND_CODES.map((brand) => {
      const web = start(
        `web-${brand}`,
        [fromRoot('node_modules/vite/bin/vite.js'), 'preview', '--configLoader', 'runner', '-c', fromRoot(`apps/web-${brand}/vite.config.ts`)],
        { WEB_PORT: String(WEB_PORTS[brand]), API_URL: apiUrl() },
      );
      processes.push(web);
      return { web, url: `${webUrl(brand)}/` };
    });

    const waitFor = async (started: Started, url: string) => {
      try {
        await waitForUrl(url, { process: started, timeoutMs: 90_000 });
      } catch (error) {
        const output = started.output().trim() || '(no output)';
        throw new Error(`[e2e] ${started.name} failed to start: ${(error as Error).message}\n--- ${started.name} output ---\n${output}\n---`);
      }
    };
    await Promise.all([
      waitFor(api, `${apiUrl()}/api/health`),
      ...webs.map(({ web, url }) => waitFor(web, url)),
    ]);
  } catch (error) {
    console.error((error as Error).message);
    await teardown().catch((cleanupError: unknown) => console.error('[e2e] teardown after a failed start also failed:', cleanupError));
    throw error;
  }

  console.log(
    `[e2e] stack up in ${((Date.now() - startedAt) / 1000).toFixed(1)}s: API ${apiUrl()} (${database.describe}), ` +
      BRAND_CODES.map((brand) => `${brand} ${webUrl(brand)}`).join(', '),
  );
  return teardown;
}
