import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import { channelNoticeRoutesPlugin } from './channel-notice-routes';

export function channelNoticesPlugin(app: FastifyInstance, { db }: { db: Database }) {
  channelNoticeRoutesPlugin(app, db);
}

export { attachmentsById, imagesAfterEdit, imagesOf } from './post-images';
