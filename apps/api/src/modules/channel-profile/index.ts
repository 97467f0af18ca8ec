import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import type { GuestAnswerCache } from '../../platform/guest-cache/guest-answer-cache';
import { channelProfileRoutesPlugin } from './channel-profile-routes';
import { channelSettingsRoutesPlugin } from './channel-settings-routes';
import { liveTitleRoutesPlugin } from './live-title-routes';

export function channelProfilePlugin(app: FastifyInstance, { db, guestCache }: { db: Database; guestCache: GuestAnswerCache }) {
  channelProfileRoutesPlugin(app, db, guestCache);
  channelSettingsRoutesPlugin(app, db);
  liveTitleRoutesPlugin(app, db);
}
