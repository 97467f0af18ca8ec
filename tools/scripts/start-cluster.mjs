// `npm run start:cluster`: two API and chat nodes behind HAProxy (tools/scripts/cluster.mjs,
// deploy/haproxy/haproxy.cfg), sharing PostgreSQL and Redis, with media, the sandbox and the web.
import { BRANDS } from './front.mjs';
import { startCluster, stopStarted } from './cluster.mjs';

const brand = process.env.BRAND ?? 'onair';
const brands = process.env.CLUSTER_BRANDS === 'all' ? BRANDS : [...new Set([brand, ...(process.env.CLUSTER_BRANDS ?? '').split(',').filter(Boolean)])];
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/onair_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const portOffset = Number(process.env.CLUSTER_PORT_OFFSET ?? 0);
// '0' leaves a part out (the fault test runs the API nodes and the front only).
const on = (name) => process.env[name] !== '0';
const restartDelay = process.env.CLUSTER_RESTART_DELAY_MS;

let cluster;
let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  // Still starting: stop what has been started so far.
  await (cluster ? cluster.stop() : stopStarted());
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  cluster = await startCluster({
    brand,
    brands,
    databaseUrl,
    redisUrl,
    portOffset,
    withWeb: on('CLUSTER_WEB'),
    withMedia: on('CLUSTER_MEDIA'),
    withSandbox: on('CLUSTER_SANDBOX'),
    demoSeed: on('CLUSTER_DEMO_SEED'),
    restartDelayMs: restartDelay === 'never' ? null : Number(restartDelay ?? 3000),
    dataDir: process.env.CLUSTER_DATA_DIR ?? '.data/cluster',
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const { ports } = cluster;
console.log(
  [
    '',
    '[cluster] ready',
    `  Web          http://localhost:${ports.frontHttp}   https://localhost:${ports.frontHttps}  (self-signed: ${cluster.certificate})`,
    `  Brand hosts  ${brands.map((name) => `http://${name}.localhost:${ports.frontHttp}`).join('  ')}`,
    `  Front        HAProxy, deploy/haproxy/haproxy.cfg; state at http://127.0.0.1:${ports.frontStats}/stats`,
    `  API nodes    :${ports.apiNodes.join(' and :')} (leastconn, health-checked on /api/ready; metrics at /metrics on each)`,
    `  Database     ${databaseUrl.replace(/\/\/[^@]*@/, '//')}`,
    `  Redis        ${redisUrl}   (chat rooms shared by both nodes)`,
    `  Ingest       rtmps://localhost:${ports.frontRtmps}/live/<key> (TLS at the front)   rtmp://localhost:${ports.rtmp}/live/<key> (local)`,
    '',
    '  Kill one node (the api-1 or api-2 process): the front takes it out of rotation within about two',
    '  seconds, its chat clients reconnect to the other, and it is started again three seconds later.',
    '  Press Ctrl-C to stop.',
    '',
  ].join('\n'),
);
