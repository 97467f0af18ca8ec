import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { accountRoutesPlugin } from './modules/auth/account-routes';
import { installSessions } from './platform/sessions/install-sessions';
import { installChat } from './modules/chat/chat-server';
import { oauthRoutesPlugin } from './modules/oauth/oauth-routes';
import { paymentsPlugin } from './modules/payments/payments-plugin';
import { moneyRoutesPlugin } from './modules/money/money-routes';
import { installBrandResolution } from './platform/http/brand';
import { installErrorHandler } from './platform/http/error-handler';
import { liveAuthRoutesPlugin } from './modules/live-auth/live-auth-routes';
import { liveTickets } from './modules/live-auth/live-tickets';
import { playbackGate } from './modules/live-auth/playback-gate';
import { installMaintenance } from './platform/maintenance/install-maintenance';
import { createRepositories } from './modules/directory/repositories';
import { authRoutesPlugin } from './modules/auth/geo-ip-route';
import { csRoutesPlugin } from './modules/cs/cs-routes';
import { guestRoutesPlugin } from './modules/directory/guest-routes';
import { systemRoutesPlugin } from './platform/http/system-routes';
import type { AppServices } from './platform/services';
import { streamsPlugin } from './modules/streams/streams-plugin';
import { fastifyTrustProxy } from './platform/http/trust-proxy';
import { boardsPlugin } from './modules/boards/index';
import { channelNoticesPlugin } from './modules/channel-notices/index';
import { channelProfilePlugin } from './modules/channel-profile/index';
import { installWriteLimits } from './platform/rate-limits/install-write-limits';
import { uploadsPlugin } from './modules/uploads/uploads-plugin';
import { verificationRoutesPlugin } from './modules/verification/verification-routes';
import { followRoutesPlugin } from './modules/follows/follow-routes';
import { memberStreamRoutesPlugin } from './modules/member-streams/stream-routes';
import { messageRoutesPlugin } from './modules/messages/message-routes';
import { myPageRoutesPlugin } from './modules/my-page/my-page-routes';
import { homeRoutesPlugin } from './modules/home/home-routes';
import { emojiRoutesPlugin } from './modules/emoji/emoji-routes';
import { memberBlockRoute } from './modules/sanctions/member-block-route';

/** Builds the API around the given services; nothing listens until the caller says so. */
export async function buildApp(services: AppServices, options: FastifyServerOptions = {}) {
  // Only the configured front may name the client (TRUST_PROXY); anyone else's X-Forwarded-For is ignored.
  const app = Fastify({ trustProxy: fastifyTrustProxy(services.settings.trustProxy), ...options });
  await app.register(cookie);
  await app.register(formbody);
  installErrorHandler(app);
  installBrandResolution(app, services.defaultBrand);
  // Before sessions and every route: during maintenance other calls are refused first, at no cost.
  installMaintenance(app, services);
  // Sessions first: every later route may ask who the member is, and the Origin check guards them all.
  installSessions(app, services);
  // Before every route: registerRoute counts each write against its kind's budgets.
  await installWriteLimits(app, services);

  // Before every route: multipart routes store their files through app.uploads.
  await uploadsPlugin(app, services.settings.uploads, services.database.db);

  const repos = createRepositories(services.database.db, services.settings.media);
  // The one gate for every playback URL handed out: a room's live URL and its recordings alike.
  const playback = playbackGate(services.database.db, liveTickets(services.settings.tokenSecret));
  systemRoutesPlugin(app, services);
  memberBlockRoute(app, services.database.db);
  authRoutesPlugin(app);
  accountRoutesPlugin(app, services, repos);
  verificationRoutesPlugin(app, services, repos);
  oauthRoutesPlugin(app, services, repos);
  guestRoutesPlugin(app, repos, playback);
  liveAuthRoutesPlugin(app, services);
  csRoutesPlugin(app, repos, services.database.db);
  moneyRoutesPlugin(app, services, repos);
  channelProfilePlugin(app, services.database.db);
  channelNoticesPlugin(app, services.database.db);
  boardsPlugin(app, services.database.db);
  followRoutesPlugin(app, services.database.db);
  memberStreamRoutesPlugin(app, services.database.db);
  messageRoutesPlugin(app, services.database.db);
  myPageRoutesPlugin(app, services.database.db);
  homeRoutesPlugin(app, services.database.db);
  emojiRoutesPlugin(app, services.database.db);
  paymentsPlugin(app, services, app.ledger);
  streamsPlugin(app, services, playback);
  // After the money routes: the chat shows their gifts (app.giftEvents).
  installChat(app, services);
  return app;
}
