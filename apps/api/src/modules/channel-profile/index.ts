import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import { channelProfileRoutesPlugin } from './channel-profile-routes';
import { channelSettingsRoutesPlugin } from './channel-settings-routes';
import { liveTitleRoutesPlugin } from './live-title-routes';

export function channelProfilePlugin(app: FastifyInstance, { db }: { db: Database }) {
  channelProfileRoutesPlugin(app, db);
  channelSettingsRoutesPlugin(app, db);
  liveTitleRoutesPlugin(app, db);
}
