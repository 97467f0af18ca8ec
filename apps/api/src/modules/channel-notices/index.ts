import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import { channelNoticeRoutesPlugin } from './channel-notice-routes';

export function channelNoticesPlugin(app: FastifyInstance, db: Database) {
  channelNoticeRoutesPlugin(app, db);
}
