import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { BrandConfig } from '@onair/brand';
import type { DatabaseHandle } from '@onair/db';
import type { ApiSettings } from './platform/config/settings';
import { guestAnswerCache } from './platform/guest-cache/guest-answer-cache';
import { installGuestFastPath } from './platform/guest-cache/guest-fast-path';
import { installBrandResolution } from './platform/http/brand';
import { installErrorHandler } from './platform/http/error-handler';
import { readinessPlugin } from './platform/http/readiness';
import { installRequestIdHeader, requestIdOf } from './platform/http/request-id';
import { systemRoutesPlugin } from './platform/http/system-routes';
import { fastifyTrustProxy } from './platform/http/trust-proxy';
import { metricsPlugin } from './platform/metrics/metrics-plugin';
import { installMaintenance } from './platform/maintenance/install-maintenance';
import { installWriteLimits } from './platform/rate-limits/install-write-limits';
import { installSessions } from './platform/sessions/install-sessions';
import type { SharedCache } from './platform/shared-cache';
import { uploadsPlugin } from './platform/uploads/uploads-plugin';
import { adminPlugin } from './modules/admin/index';
import { authPlugin } from './modules/auth/index';
import { boardsPlugin } from './modules/boards/index';
import { channelNoticesPlugin } from './modules/channel-notices/index';
import { channelProfilePlugin } from './modules/channel-profile/index';
import { discoveryRoutesPlugin } from './modules/discovery/index';
import { installChat } from './modules/chat/index';
import { creatorPlugin } from './modules/creator/index';
import { csRoutesPlugin } from './modules/cs/index';
import { createRepositories, guestRoutesPlugin } from './modules/directory/index';
import { emojiRoutesPlugin } from './modules/emoji/index';
import { rulesDocumentRoutesPlugin } from './modules/rules-documents/index';
import { followRoutesPlugin } from './modules/follows/index';
import { memberCardPlugin } from './modules/member-card/index';
import { homeRoutesPlugin } from './modules/home/index';
import { liveAuthRoutesPlugin, liveTickets, playbackGate } from './modules/live-auth/index';
import { memberStreamRoutesPlugin } from './modules/member-streams/index';
import { messageRoutesPlugin } from './modules/messages/index';
import { moneyRoutesPlugin } from './modules/money/index';
import { myPageRoutesPlugin } from './modules/my-page/index';
import { oauthRoutesPlugin } from './modules/oauth/index';
import { paymentsPlugin } from './modules/payments/index';
import { walletRightsPlugin } from './modules/wallet-rights/index';
import { memberBlockRoute } from './modules/sanctions/index';
import { streamsPlugin } from './modules/streams/index';
import { notificationsPlugin } from './modules/notifications/index';
import { httpSmsProvider, verificationRoutesPlugin } from './modules/verification/index';

/** What the app is built from: real parts, opened by main.ts or by a test. */
export type AppParts = {
  database: DatabaseHandle;
  cacheKind: SharedCache['kind'];
  /** The Redis the nodes share (the chat's fan-out); set when cacheKind is redis. */
  redisUrl?: string;
  defaultBrand: BrandConfig;
  settings: ApiSettings;
  /** Where a 5xx is reported besides the log: Sentry when SENTRY_DSN is set (main.ts). */
  reportServerError?: (message: string, fields: Record<string, unknown>) => void;
  /** The operator console's clock (epoch ms); tests move it to reach an idle expiry without waiting. */
  now?: () => number;
};

/**
 * Builds the API from its parts; nothing listens until the caller says so. The platform goes in
 * first, then each module (docs/ARCHITECTURE.md, "Inside the API"), each handed what it needs by
 * name: no module sees the whole of the settings or of these parts.
 */
export async function buildApp(parts: AppParts, options: FastifyServerOptions = {}) {
  const { database, settings, defaultBrand } = parts;
  const db = database.db;
  const cache: SharedCache = {
    kind: parts.cacheKind,
    ...(parts.redisUrl === undefined ? {} : { redisUrl: parts.redisUrl }),
    databaseLocation: database.location,
  };
  const { tokenSecret } = settings;
  // Only the configured front may name the client (TRUST_PROXY); anyone else's X-Forwarded-For is ignored.
  const app = Fastify({ trustProxy: fastifyTrustProxy(settings.trustProxy), genReqId: requestIdOf, ...options });
  installRequestIdHeader(app);
  // Before the error handler and every route: each answer is counted by its route.
  metricsPlugin(app, { db });
  const { poolStats } = database;
  if (poolStats) app.metrics.probes.pool = () => poolStats();
  await app.register(cookie);
  await app.register(formbody);
  installErrorHandler(app, parts.reportServerError);
  installBrandResolution(app, defaultBrand);
  // Before sessions and every route: during maintenance other calls are refused first, at no cost.
  installMaintenance(app, { db, maintenanceAtStart: settings.maintenanceAtStart });
  // This node's copies of the answers every guest gets alike, each at most guestCacheMs old.
  const guestCache = guestAnswerCache(settings.guestCacheMs);
  // A guest's GET a kept copy answers is answered as it arrives, before Fastify (guest-fast-path.ts);
  // not where every request is logged, which only Fastify's way does.
  const logged = (options.logger !== undefined && options.logger !== false) || options.loggerInstance !== undefined;
  if (!logged || options.disableRequestLogging === true) {
    installGuestFastPath(app, { cache: guestCache, defaultBrand, maintenance: app.maintenance.lookup, http: app.metrics.http });
  }
  // Sessions first: every later route may ask who the member is, and the Origin check guards them all.
  installSessions(app, { tokenSecret, origins: settings });
  // Before every route: registerRoute counts each write against its kind's budgets.
  await installWriteLimits(app, { cache, rateLimitScale: settings.rateLimitScale });

  // Before every route: multipart routes store their files through app.uploads.
  await uploadsPlugin(app, settings.uploads, db);

  const repos = createRepositories(db, settings.media);
  // The one gate for every playback URL handed out: a room's live URL and its recordings alike.
  const playback = playbackGate(db, liveTickets(tokenSecret));
  systemRoutesPlugin(app, { databaseKind: database.kind, cacheKind: cache.kind });
  readinessPlugin(app, { db, cache });
  memberBlockRoute(app, { db });
  // app.sessions, which the modules after it use to sign members in and check their sessions.
  authPlugin(app, { db, tokenSecret, members: repos.members, partners: repos.partners });
  verificationRoutesPlugin(app, { db, settings, partners: repos.partners });
  oauthRoutesPlugin(app, { db, settings, members: repos.members, partners: repos.partners });
  guestRoutesPlugin(app, { repos, playback, guestCache });
  liveAuthRoutesPlugin(app, { db, tokenSecret, cache });
  csRoutesPlugin(app, { db, csNotices: repos.csNotices });
  // app.ledger and app.giftEvents, for the payments and the chat.
  moneyRoutesPlugin(app, { db, databaseKind: database.kind });
  channelProfilePlugin(app, { db, guestCache });
  channelNoticesPlugin(app, { db });
  boardsPlugin(app, { db });
  followRoutesPlugin(app, { db });
  memberCardPlugin(app, { db });
  creatorPlugin(app, { db });
  memberStreamRoutesPlugin(app, { db });
  messageRoutesPlugin(app, { db });
  myPageRoutesPlugin(app, { db });
  homeRoutesPlugin(app, { db });
  discoveryRoutesPlugin(app, { db });
  emojiRoutesPlugin(app, { db });
  rulesDocumentRoutesPlugin(app, { db, ...(parts.now ? { now: parts.now } : {}) });
  paymentsPlugin(app, { db, ledger: app.ledger, settings });
  // Receipts (which payments record), the wallet's lots and their expiry.
  walletRightsPlugin(app, { db, ledger: app.ledger, sms: httpSmsProvider(settings.smsApiUrl) });
  // app.channelEvents, for the chat.
  streamsPlugin(app, { db, media: settings.media, playback });
  // After the streams: it hears channels go live (app.channelEvents) and tells their followers.
  notificationsPlugin(app, { db, webPush: settings.webPush });
  // After the money routes: the chat shows their gifts (app.giftEvents).
  installChat(app, { db, tokenSecret, origins: settings, defaultBrand, cache, chatTiming: settings.chatTiming });
  adminPlugin(app, {
    db,
    tokenSecret,
    rollupEveryMs: settings.dashboardRollupMs,
    ...(parts.now ? { now: parts.now } : {}),
  });
  return app;
}
