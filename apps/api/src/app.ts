import Fastify, { type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { accountRoutesPlugin } from './auth/account-routes';
import { installSessions } from './auth/install-sessions';
import { installChat } from './chat/chat-server';
import { oauthRoutesPlugin } from './oauth/oauth-routes';
import { paymentsPlugin } from './payments/payments-plugin';
import { moneyRoutesPlugin } from './money/money-routes';
import { installBrandResolution } from './plugins/brand';
import { installErrorHandler } from './plugins/error-handler';
import { liveAuthRoutesPlugin } from './live-auth/live-auth-routes';
import { liveTickets } from './live-auth/live-tickets';
import { playbackGate } from './live-auth/playback-gate';
import { installMaintenance } from './maintenance/install-maintenance';
import { createRepositories } from './repositories/index';
import { authRoutesPlugin } from './routes/auth';
import { csRoutesPlugin } from './routes/cs';
import { guestRoutesPlugin } from './routes/guest';
import { systemRoutesPlugin } from './routes/system';
import type { AppServices } from './services';
import { streamsPlugin } from './streams/streams-plugin';
import { fastifyTrustProxy } from './trust-proxy';
import { boardsPlugin } from './boards/index';
import { channelNoticesPlugin } from './channel-notices/index';
import { channelProfilePlugin } from './channel-profile/index';
import { installWriteLimits } from './rate-limits/install-write-limits';
import { uploadsPlugin } from './uploads/uploads-plugin';
import { verificationRoutesPlugin } from './verification/verification-routes';
import { followRoutesPlugin } from './follows/follow-routes';
import { memberStreamRoutesPlugin } from './member-streams/stream-routes';
import { messageRoutesPlugin } from './messages/message-routes';
import { myPageRoutesPlugin } from './my-page/my-page-routes';
import { homeRoutesPlugin } from './home/home-routes';
import { emojiRoutesPlugin } from './emoji/emoji-routes';
import { memberBlockRoute } from './sanctions/member-block-route';

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
