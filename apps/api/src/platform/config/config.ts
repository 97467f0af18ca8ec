import * as v from 'valibot';
import { BRAND_CODES } from '@onair/contracts';
import { productionProblems } from './production-check';
import { parseQualityLadders } from './quality-ladders';
import { isTrustProxy, toTrustProxy } from '../http/trust-proxy';

const Port = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a port number'), v.transform(Number), v.minValue(1), v.maxValue(65535));
const Flag = v.pipe(v.picklist(['0', '1', 'true', 'false']), v.transform((value) => value === '1' || value === 'true'));
const PoolSize = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(500));

const Milliseconds = v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number of milliseconds'), v.transform(Number), v.minValue(100), v.maxValue(600_000));

const Environment = v.object({
  PORT: v.optional(Port, '3000'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  BRAND: v.optional(v.picklist(BRAND_CODES), 'onair'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.url())),
  /**
   * PostgreSQL connections this node keeps. Every request waits for one, so under load the pool
   * is the queue; keep nodes x size below the server's max_connections (PGlite ignores it).
   */
  DATABASE_POOL_SIZE: v.optional(PoolSize, '20'),
  /** How long a request waits for a PostgreSQL connection before it fails with 503 (a database that does not answer). */
  DATABASE_CONNECT_TIMEOUT_MS: v.optional(Milliseconds, '10000'),
  /** PostgreSQL cancels a request's statement that runs longer (statement_timeout); migrations are not limited. */
  DATABASE_STATEMENT_TIMEOUT_MS: v.optional(Milliseconds, '30000'),
  /** After SIGTERM, how long readiness says no before the node stops taking requests (the front's check interval). */
  DRAIN_DELAY_MS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number of milliseconds'), v.transform(Number), v.maxValue(120_000)), '0'),
  /**
   * How long a node keeps its copy of an answer every guest gets alike (the home list, channel
   * profiles, open rooms' live pages): the staleness a change may show with on each node
   * (docs/ARCHITECTURE.md, "Guest answer cache"). 0 turns the cache off. Unset: 1000, but 0 under
   * NODE_ENV=test, whose tests write and read back at once (the cache's own tests set it).
   */
  GUEST_CACHE_MS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number of milliseconds'), v.transform(Number), v.maxValue(60_000))),
  /**
   * Brands whose live quality ladder differs from their brand config, as `brand=heights` separated
   * by `;` (e.g. `nova=720,480,360;mint=480`; an empty list turns a brand's ladder off): a deployment
   * turns the ladder on where its media nodes can carry it (bench/ladder) without a new build.
   */
  QUALITY_LADDER: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(?:[a-z]+=(?:\d+(?:,\d+)*)?)(?:;[a-z]+=(?:\d+(?:,\d+)*)?)*$/, 'must be brand=heights;brand=heights, e.g. nova=720,480,360'),
      v.transform(parseQualityLadders),
      v.check((ladders) => Object.keys(ladders).every((brand) => (BRAND_CODES as readonly string[]).includes(brand)), `names a brand other than ${BRAND_CODES.join(', ')}`),
    ),
  ),
  /** How often each node rolls the dashboard's figures up (docs/ARCHITECTURE.md, business dashboard); the e2e stack shortens it. */
  DASHBOARD_ROLLUP_MS: v.optional(Milliseconds, '60000'),
  /**
   * Whether the node applies the migrations it lacks when it starts. Unset: yes outside production
   * (`npm start` just works); no in production, where `npm run db:migrate` is its own deploy step and
   * a node refuses to start on a schema behind its build (docs/deploy.md, "Migrations").
   */
  MIGRATE_ON_START: v.optional(Flag),
  DATA_DIR: v.optional(v.string(), '.data'),
  REDIS_URL: v.optional(v.pipe(v.string(), v.url())),
  DEMO_SEED: v.optional(Flag, 'false'),
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  /**
   * Multiplies every write limit (docs/permissions.md, "Write limits"). Load tools that send
   * thousands of writes from one address set it high (the money storm, the benches, e2e); 1 elsewhere.
   */
  RATE_LIMIT_SCALE: v.optional(v.pipe(v.string(), v.regex(/^\d+(\.\d+)?$/, 'must be a positive number'), v.transform(Number), v.minValue(0.01)), '1'),
  /** Server errors go to Sentry when set (docs/deploy.md, "Error reports"). */
  SENTRY_DSN: v.optional(v.pipe(v.string(), v.url())),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  /**
   * Fastify's two info lines per request (received, completed). Off by default in production,
   * where they cost about 8 % of the API's CPU on the gift path; errors are logged either way
   * (plugins/error-handler.ts). Unset: on outside production.
   */
  LOG_REQUESTS: v.optional(Flag),
  /**
   * The front (HAProxy, nginx, an Ingress) whose X-Forwarded-For/-Host/-Proto the API believes: a
   * hop count, or its addresses and CIDR ranges (comma-separated). Unset: none, so a client cannot
   * pick its own address for the sign-in lockout, the SMS cap or view counting.
   */
  TRUST_PROXY: v.optional(
    v.pipe(v.string(), v.check(isTrustProxy, 'must be a hop count, or addresses and CIDR ranges separated by commas'), v.transform(toTrustProxy)),
  ),
  AUTH_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  WEB_ORIGINS: v.optional(v.string()),
  WEB_BASE_URL: v.optional(v.pipe(v.string(), v.url()), 'http://localhost:4200'),
  SMS_API_URL: v.optional(v.pipe(v.string(), v.url()), 'http://127.0.0.1:4100'),
  IDENTITY_API_URL: v.optional(v.pipe(v.string(), v.url()), 'http://127.0.0.1:4100'),
  IDENTITY_CALLBACK_SECRET: v.optional(v.string()),
  PAYMENT_GATEWAY_URL: v.optional(v.pipe(v.string(), v.url()), 'http://127.0.0.1:4100'),
  PAYMENT_GATEWAY_SECRET_KEY: v.optional(v.string()),
  PAYMENT_WEBHOOK_SECRET: v.optional(v.string()),
  /** Where the gateway reaches this API for webhooks (server to server). */
  API_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url())),
  OAUTH_KAKAO_ISSUER: v.optional(v.pipe(v.string(), v.url())),
  OAUTH_KAKAO_CLIENT_ID: v.optional(v.string()),
  OAUTH_KAKAO_CLIENT_SECRET: v.optional(v.string()),
  OAUTH_GOOGLE_ISSUER: v.optional(v.pipe(v.string(), v.url())),
  OAUTH_GOOGLE_CLIENT_ID: v.optional(v.string()),
  OAUTH_GOOGLE_CLIENT_SECRET: v.optional(v.string()),
  OAUTH_TWITCH_ISSUER: v.optional(v.pipe(v.string(), v.url())),
  OAUTH_TWITCH_CLIENT_ID: v.optional(v.string()),
  OAUTH_TWITCH_CLIENT_SECRET: v.optional(v.string()),
  OAUTH_NAVER_ISSUER: v.optional(v.pipe(v.string(), v.url())),
  OAUTH_NAVER_CLIENT_ID: v.optional(v.string()),
  OAUTH_NAVER_CLIENT_SECRET: v.optional(v.string()),
  /** A maintenance window set at start (ISO 8601 with an offset); operators change it later without a redeploy. */
  MAINTENANCE_START_AT: v.optional(v.pipe(v.string(), v.isoTimestamp('must be ISO 8601 with an offset, e.g. 2025-08-13T02:00:00+09:00'))),
  MAINTENANCE_END_AT: v.optional(v.pipe(v.string(), v.isoTimestamp('must be ISO 8601 with an offset, e.g. 2025-08-13T06:00:00+09:00'))),
  MAINTENANCE_REASON: v.optional(v.pipe(v.string(), v.maxLength(200))),
  /** Where uploaded files live (docs/uploads.md): local disk (UPLOAD_DIR) or an S3-compatible bucket (S3_*). */
  UPLOAD_STORAGE: v.optional(v.picklist(['local', 's3']), 'local'),
  /** Outside any web root; default {DATA_DIR}/uploads. */
  UPLOAD_DIR: v.optional(v.string()),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url())),
  S3_BUCKET: v.optional(v.string()),
  S3_REGION: v.optional(v.string(), 'ap-northeast-2'),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  /** Tries of one S3 call, the first included: a 429, a 5xx or no answer is tried again (libs/server/object-storage). */
  S3_ATTEMPTS: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.minValue(1), v.maxValue(10)), '4'),
  /** How long one try of an S3 call waits for its answer before it is abandoned and tried again. */
  S3_TIMEOUT_MS: v.optional(Milliseconds, '10000'),
  /**
   * Where viewers fetch our live video (HTTP-FLV and HLS of the media app; docs/media.md): an
   * absolute URL (a CDN in production), or a path on the web's own origin, which the brand apps'
   * servers pass to the media app (/media by default, so it works on whatever host the site is).
   */
  MEDIA_PUBLIC_URL: v.optional(v.pipe(v.string(), v.regex(/^(https?:\/\/|\/)/, 'must be an http(s) URL or a path starting with /')), '/media'),
  /** Where streamers push RTMP, shown with their stream key. */
  MEDIA_RTMP_URL: v.optional(v.pipe(v.string(), v.startsWith('rtmp', 'must be an rtmp:// or rtmps:// URL')), 'rtmp://127.0.0.1:1935/live'),
  /** Web Push (docs/notifications.md): the VAPID key pair, base64url; both required in production. */
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key'))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key'))),
  /** Who push services may contact about our messages: a mailto: or https: URL. */
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL'))),
  /** The media app proves itself with this on the internal media routes; required in production. */
  MEDIA_SHARED_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
});

export type ApiConfig = v.InferOutput<typeof Environment>;

/** Whether this node migrates at start: MIGRATE_ON_START when set, else everywhere but production. */
export const migratesOnStart = (config: Pick<ApiConfig, 'MIGRATE_ON_START' | 'NODE_ENV'>) =>
  config.MIGRATE_ON_START ?? config.NODE_ENV !== 'production';

/** How long guest answers are kept on a node: GUEST_CACHE_MS when set, else 1 s but under test. */
export const guestCacheMsOf = (config: Pick<ApiConfig, 'GUEST_CACHE_MS' | 'NODE_ENV'>) =>
  config.GUEST_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : 1000);

/** Whether every request is logged: LOG_REQUESTS when set, else everywhere but production. */
export const logsRequests = (config: Pick<ApiConfig, 'LOG_REQUESTS' | 'NODE_ENV'>) => config.LOG_REQUESTS ?? config.NODE_ENV !== 'production';

/**
 * Reads the environment once at start. Bad values, and in production every missing or unsafe
 * setting, stop the process with one error that names them all, so one start shows the whole list.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''),
  );
  const result = v.safeParse(Environment, present);
  const problems = [
    ...(result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`)),
    ...productionProblems(present),
  ];
  if (result.success && problems.length === 0) return result.output;
  throw new Error(`Invalid environment: ${problems.join('; ')}`);
}
