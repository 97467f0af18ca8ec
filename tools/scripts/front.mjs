// The front of `npm run start:cluster` and its fault test: Debian's HAProxy running
// deploy/haproxy/haproxy.cfg, with the addresses of this machine's processes in its environment.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureSystemPackages } from './ensure-system-packages.mjs';
import { startProcess } from './processes.mjs';

export const HAPROXY_CONFIG = resolve('deploy/haproxy/haproxy.cfg');
export const HOSTS_MAP = resolve('deploy/haproxy/hosts.map');
export const BRANDS = ['onair', 'bellcast', 'mint', 'nova'];

/**
 * Every port of a cluster on this machine, moved by `offset` so several can run side by side
 * (the fault test uses its own).
 */
export function clusterPorts(offset = 0) {
  return {
    frontHttp: 3000 + offset,
    frontHttps: 3443 + offset,
    frontInternal: 3010 + offset,
    frontStats: 3011 + offset,
    apiNodes: [3001 + offset, 3002 + offset],
    web: Object.fromEntries(BRANDS.map((brand, index) => [brand, 4200 + index + offset])),
    mediaHttp: 8000 + offset,
    rtmp: 1935 + offset,
    frontRtmps: 1936 + offset,
  };
}

/** The environment haproxy.cfg reads (its header lists each name). */
export function frontEnvironment(ports, { certificate, defaultBrand = 'onair', logLevel = process.env.FRONT_LOG_LEVEL ?? 'notice' }) {
  const local = (port) => `127.0.0.1:${port}`;
  return {
    FRONT_HTTP_BIND: local(ports.frontHttp),
    FRONT_HTTPS_BIND: local(ports.frontHttps),
    FRONT_INTERNAL_BIND: local(ports.frontInternal),
    FRONT_STATS_BIND: local(ports.frontStats),
    FRONT_CERT: certificate,
    FRONT_HOSTS_MAP: HOSTS_MAP,
    DEFAULT_BRAND: defaultBrand,
    FRONT_LOG_LEVEL: logLevel,
    API_NODE_1: local(ports.apiNodes[0]),
    API_NODE_2: local(ports.apiNodes[1]),
    MEDIA_NODE: local(ports.mediaHttp),
    FRONT_RTMPS_BIND: local(ports.frontRtmps),
    MEDIA_RTMP_NODE: local(ports.rtmp),
    ...Object.fromEntries(BRANDS.map((brand) => [`WEB_${brand.toUpperCase()}`, local(ports.web[brand])])),
  };
}

/**
 * A self-signed certificate for localhost and *.localhost (the brands' dev hosts), made once with
 * OpenSSL and kept in `dir`; HAProxy wants certificate and key in one PEM file.
 */
export function ensureDevCertificate(dir) {
  const pem = resolve(dir, 'front.pem');
  if (existsSync(pem)) return pem;
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'front.key');
  const certificate = join(dir, 'front.crt');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '825', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1', '-keyout', key, '-out', certificate],
    { stdio: 'ignore' },
  );
  writeFileSync(pem, readFileSync(certificate, 'utf8') + readFileSync(key, 'utf8'), { mode: 0o600 });
  return pem;
}

/** Installs HAProxy and OpenSSL from Debian when missing, or stops with the command to run. */
export function ensureFrontPackages() {
  ensureSystemPackages(['haproxy', 'openssl'], 'start:cluster');
}

/** Checks the configuration with this environment, then runs HAProxy in the foreground. */
export function startFront(environment, { quiet = false } = {}) {
  const env = { ...process.env, ...environment };
  const check = spawnSync('haproxy', ['-c', '-f', HAPROXY_CONFIG], { env, encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy rejects ${HAPROXY_CONFIG}:\n${check.stdout}${check.stderr}`);
  return startProcess('front', 'haproxy', ['-db', '-f', HAPROXY_CONFIG], { env: environment, quiet });
}

/**
 * Each server's state and counters from the stats page's CSV: status (UP, DOWN, …), stot (sessions
 * sent to it), and lastchg (seconds since its state changed).
 * @returns {Promise<Record<string, { status: string, sessions: number, connectionErrors: number, responseErrors: number, retries: number, redispatches: number }>>}
 */
export async function frontServers(statsPort) {
  const response = await fetch(`http://127.0.0.1:${statsPort}/stats;csv`, { signal: AbortSignal.timeout(2000) });
  const [header = '', ...lines] = (await response.text()).trim().split('\n');
  const names = header.replace(/^# /, '').split(',');
  const servers = {};
  for (const line of lines) {
    const row = Object.fromEntries(line.split(',').map((value, index) => [names[index], value]));
    if (row.svname === 'FRONTEND' || row.svname === 'BACKEND') continue;
    servers[`${row.pxname}/${row.svname}`] = {
      status: row.status,
      sessions: Number(row.stot),
      connectionErrors: Number(row.econ || 0),
      responseErrors: Number(row.eresp || 0),
      retries: Number(row.wretr || 0),
      redispatches: Number(row.wredis || 0),
    };
  }
  return servers;
}
