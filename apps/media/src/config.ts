import { hostname } from 'node:os';
import { BRANDS } from '@onair/brand';
import type { S3Settings } from '@onair/object-storage';
import type { LogLevel } from './log';

export type MediaConfig = {
  rtmpPort: number;
  httpPort: number;
  /** node-media-server's state and the recordings ({dataDir}/vod/{broadcastId}). */
  dataDir: string;
  /** The API asked whether a key may publish, and told of every broadcast's end. */
  apiUrl: string;
  /** Sent on the API's internal media routes; the same MEDIA_SHARED_SECRET as the API's. */
  sharedSecret: string;
  /** This node's name at the API (its broadcasts end if its heartbeat stops). */
  nodeId: string;
  /**
   * Where viewers reach this node (MEDIA_NODE_PUBLIC_URL), told to the API so the channels it carries
   * play from here; null when there is one node, played through the API's MEDIA_PUBLIC_URL.
   */
  publicUrl: string | null;
  /** How long a dropped encoder may come back and resume its broadcast. */
  reconnectGraceMs: number;
  /** How often a live channel's snapshot ({dataDir}/thumbs/{channelId}.jpg) is taken again. */
  thumbnailIntervalMs: number;
  /** Origins whose pages may play our streams (CORS). */
  allowedOrigins: ReadonlySet<string>;
  /** Outside production, loopback pages (any port) may play too. */
  production: boolean;
  /** The pino level of the JSON log (LOG_LEVEL). */
  logLevel: LogLevel;
  /** Where server errors are reported (SENTRY_DSN); none when unset. */
  sentryDsn: string | undefined;
  /** Where ended recordings go (MEDIA_RECORDING_STORAGE): this node's disk, or an S3-compatible bucket (the API's S3_* names). */
  recordings: { kind: 'local' } | ({ kind: 's3' } & S3Settings);
};

/** The API's development default (DEVELOPMENT_SECRETS.MEDIA_SHARED_SECRET in apps/api/src/platform/config/development-defaults.ts), so both run together in development. */
const DEV_SECRET = 'onair-media-development-secret';

/** Reads the environment once at start; a bad value stops the process naming the variable. */
export function readMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const production = env['NODE_ENV'] === 'production';
  const rtmpPort = readPort(env, 'RTMP_PORT', 1935);
  const secret = env['MEDIA_SHARED_SECRET'];
  if (production && !secret) throw new Error('Invalid environment: MEDIA_SHARED_SECRET is required in production');
  const extra = (env['WEB_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return {
    rtmpPort,
    httpPort: readPort(env, 'MEDIA_HTTP_PORT', 8000),
    dataDir: env['MEDIA_DATA_DIR'] || '.data/media',
    apiUrl: readUrl(env, 'MEDIA_API_URL', 'http://127.0.0.1:3000').replace(/\/+$/, ''),
    sharedSecret: secret || DEV_SECRET,
    nodeId: readNodeId(env['MEDIA_NODE_ID'] || `${hostname()}-${rtmpPort}`),
    publicUrl: readPublicUrl(env['MEDIA_NODE_PUBLIC_URL']),
    reconnectGraceMs: readMilliseconds(env, 'MEDIA_RECONNECT_GRACE_MS', 3000),
    thumbnailIntervalMs: readMilliseconds(env, 'MEDIA_THUMBNAIL_INTERVAL_MS', 20_000),
    allowedOrigins: new Set([...Object.values(BRANDS).flatMap((brand) => brand.allowedOrigins), ...extra]),
    production,
    logLevel: readLogLevel(env['LOG_LEVEL']),
    sentryDsn: env['SENTRY_DSN'] || undefined,
    recordings: readRecordingStorage(env),
  };
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

function readRecordingStorage(env: NodeJS.ProcessEnv): MediaConfig['recordings'] {
  const kind = env['MEDIA_RECORDING_STORAGE'] || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new Error(`Invalid environment: MEDIA_RECORDING_STORAGE must be local or s3, got "${kind}"`);
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  if (missing.length > 0) throw new Error(`Invalid environment: MEDIA_RECORDING_STORAGE=s3 needs ${missing.join(', ')}`);
  const attempts = env['S3_ATTEMPTS'] ? Number(env['S3_ATTEMPTS']) : undefined;
  if (attempts !== undefined && !(Number.isInteger(attempts) && attempts >= 1 && attempts <= 10))
    throw new Error(`Invalid environment: S3_ATTEMPTS must be a whole number from 1 to 10, got "${env['S3_ATTEMPTS']}"`);
  return {
    kind,
    endpoint: readUrl(env, 'S3_ENDPOINT', ''),
    bucket: env['S3_BUCKET'] as string,
    region: env['S3_REGION'] || 'ap-northeast-2',
    accessKeyId: env['S3_ACCESS_KEY_ID'] as string,
    secretAccessKey: env['S3_SECRET_ACCESS_KEY'] as string,
    retry: { attempts, timeoutMs: env['S3_TIMEOUT_MS'] ? readMilliseconds(env, 'S3_TIMEOUT_MS', 10_000) : undefined },
  };
}

const LOG_LEVELS: readonly LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

function readLogLevel(raw: string | undefined): LogLevel {
  if (raw === undefined || raw === '') return 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new Error(`Invalid environment: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  return raw as LogLevel;
}

const LOOPBACK_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?$/;

export function originAllowed(config: Pick<MediaConfig, 'allowedOrigins' | 'production'>, origin: string): boolean {
  return config.allowedOrigins.has(origin) || (!config.production && LOOPBACK_ORIGIN.test(origin));
}

function readPort(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 1 && port <= 65535))
    throw new Error(`Invalid environment: ${name} must be a port from 1 to 65535, got "${raw}"`);
  return port;
}

function readMilliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,7}$/.test(raw))
    throw new Error(`Invalid environment: ${name} must be milliseconds (0-9999999), got "${raw}"`);
  return Number(raw);
}

function readUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  if (!URL.canParse(raw) || !/^https?:/.test(raw))
    throw new Error(`Invalid environment: ${name} must be an http(s) URL, got "${raw}"`);
  return raw;
}

/** An absolute http(s) URL, or a path on the web's origin that a proxy routes to this node. */
function readPublicUrl(raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  const absolute = /^https?:/.test(raw) && URL.canParse(raw);
  if ((!absolute && !/^\/[^\s?#]*$/.test(raw)) || raw.length > 300 || /[?#\s]/.test(raw))
    throw new Error(`Invalid environment: MEDIA_NODE_PUBLIC_URL must be an http(s) URL or a path, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

function readNodeId(value: string): string {
  // The API's rule for node ids (apps/api/src/modules/streams/media-routes.ts).
  const id = value.replace(/[^A-Za-z0-9_.:-]/g, '-').slice(0, 64);
  return id || 'media';
}
