// Two API and chat nodes on this machine behind the HAProxy front (deploy/haproxy/haproxy.cfg),
// sharing PostgreSQL and Redis (PGlite is one process's database, so a cluster needs PostgreSQL),
// with the media app, the sandbox and the brands' web apps. Used by `npm run start:cluster` and by
// the front's fault test (apps/api/src/app-tests/front-fault.test.ts).
import { resolve } from 'node:path';
import pg from 'pg';
import { API_NODE_FLAGS } from './api-node-flags.mjs';
import { clusterPorts, ensureDevCertificate, ensureFrontPackages, frontEnvironment, startFront } from './front.mjs';
import { startProcess, stopAll, waitForUrl } from './processes.mjs';

/**
 * @param {{
 *   brand?: string, brands?: string[], databaseUrl: string, redisUrl: string, portOffset?: number,
 *   withWeb?: boolean, withMedia?: boolean, withSandbox?: boolean, demoSeed?: boolean,
 *   restartDelayMs?: number | null, quiet?: boolean, dataDir?: string, nodeEnv?: Record<string, string>,
 * }} options
 *   restartDelayMs: a node that dies is started again after this long, as compose's restart policy
 *   would (null: it stays down).
 */
/** Every process any cluster of this process started, so a signal during start-up stops them too. */
const started = [];
/** Set once stopStarted runs: no node is started again after that. */
let stoppingAll = false;

/** Stops what was started so far (a SIGTERM before startCluster has returned). */
export async function stopStarted() {
  stoppingAll = true;
  await stopAll(started.filter(({ child }) => child.exitCode === null && child.signalCode === null));
}

export async function startCluster(options) {
  const {
    brand = 'onair',
    brands = [brand],
    databaseUrl,
    redisUrl,
    portOffset = 0,
    withWeb = true,
    withMedia = true,
    withSandbox = true,
    demoSeed = true,
    restartDelayMs = 3000,
    quiet = false,
    dataDir = '.data/cluster',
    nodeEnv = {},
  } = options;
  ensureFrontPackages();
  await createDatabaseIfMissing(databaseUrl);
  const ports = clusterPorts(portOffset);
  const certificate = ensureDevCertificate(resolve(dataDir, 'front'));
  const processes = [];
  const track = (...added) => {
    processes.push(...added);
    started.push(...added);
  };
  const nodes = [];
  let stopping = false;

  const startNode = (index) => {
    const name = `api-${index + 1}`;
    const node = startProcess(name, process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', 'apps/api/src/main.ts'], {
      env: {
        PORT: String(ports.apiNodes[index]),
        HOST: '127.0.0.1',
        BRAND: brand,
        DATABASE_URL: databaseUrl,
        REDIS_URL: redisUrl,
        DEMO_SEED: demoSeed ? '1' : '0',
        LOG_LEVEL: 'warn',
        // Only the front may say who the client is; it connects from loopback.
        TRUST_PROXY: '127.0.0.1',
        // Readiness says no this long before the listener closes, so the front (checking every
        // second, two failures) has taken the node out of rotation first.
        DRAIN_DELAY_MS: '2500',
        ...nodeEnv,
      },
      quiet,
    });
    nodes[index] = node;
    track(node);
    node.child.once('exit', (code, signal) => {
      if (stopping || stoppingAll) return;
      console.error(`${name} stopped (${signal ?? `exit ${code}`}).`);
      if (restartDelayMs === null) return;
      setTimeout(() => {
        if (stopping || stoppingAll) return;
        console.error(`${name} starting again.`);
        startNode(index);
      }, restartDelayMs);
    });
    console.log(`[cluster] ${name} pid ${node.child.pid} port ${ports.apiNodes[index]}`);
    return node;
  };

  const stop = async () => {
    stopping = true;
    await stopAll(processes.filter(({ child }) => child.exitCode === null && child.signalCode === null));
  };

  try {
    // One node at a time: the first migrates and seeds, the second finds it done.
    for (const index of ports.apiNodes.keys()) {
      const node = startNode(index);
      await waitForUrl(`http://127.0.0.1:${ports.apiNodes[index]}/api/ready`, { process: node });
    }
    track(startFront(frontEnvironment(ports, { certificate, defaultBrand: brand }), { quiet }));
    await waitForUrl(`http://127.0.0.1:${ports.frontHttp}/api/ready`);
    if (withWeb) {
      for (const webBrand of brands) {
        const web = startProcess(
          `web-${webBrand}`,
          process.execPath,
          ['node_modules/vite/bin/vite.js', '--configLoader', 'runner', '-c', `apps/web-${webBrand}/vite.config.ts`],
          {
            env: {
              WEB_PORT: String(ports.web[webBrand]),
              API_URL: `http://127.0.0.1:${ports.frontHttp}`,
              MEDIA_URL: `http://127.0.0.1:${ports.mediaHttp}`,
            },
            quiet: true,
          },
        );
        track(web);
        await waitForUrl(`http://127.0.0.1:${ports.web[webBrand]}/`, { process: web });
      }
    }
    if (withMedia) {
      track(
        // The media app asks the API through the front's internal side, so either node may check a key.
        startProcess('media', process.execPath, ['--import', 'tsx', 'apps/media/src/main.ts'], {
          env: {
            MEDIA_API_URL: `http://127.0.0.1:${ports.frontInternal}`,
            MEDIA_DATA_DIR: `${dataDir}/media`,
            MEDIA_HTTP_PORT: String(ports.mediaHttp),
            RTMP_PORT: String(ports.rtmp),
          },
          quiet,
        }),
      );
    }
    if (withSandbox) track(startProcess('sandbox', process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], { quiet }));
  } catch (error) {
    await stop();
    throw error;
  }
  return { ports, nodes, processes, stop, certificate };
}

async function createDatabaseIfMissing(url) {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`PostgreSQL does not answer at ${admin.host} (${error.message}). start:cluster needs PostgreSQL and Redis.`);
  }
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
  if (rowCount === 0) await client.query(`create database "${name.replace(/"/g, '""')}"`);
  await client.end();
}
