import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import { boardCommentEditRoutePlugin } from './board-comment-edit-route';
import { boardCommentRoutesPlugin } from './board-comment-routes';
import { boardLikeRoutesPlugin } from './board-like-routes';
import { boardNewRoutesPlugin } from './board-new-routes';
import { boardPostRoutesPlugin } from './board-post-routes';
import { boardSettingRoutesPlugin } from './board-setting-routes';

/** Channel boards (SPEC.md section 7, the board-* calls under /api/cs), find-new-board and the live page's check. */
export function boardsPlugin(app: FastifyInstance, { db }: { db: Database }) {
  boardPostRoutesPlugin(app, db);
  boardCommentRoutesPlugin(app, db);
  boardCommentEditRoutePlugin(app, db);
  boardLikeRoutesPlugin(app, db);
  boardSettingRoutesPlugin(app, db);
  boardNewRoutesPlugin(app, db);
}
