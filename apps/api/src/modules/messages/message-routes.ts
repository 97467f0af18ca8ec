import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, MESSAGE_MESSAGES, messageRoutes, messageOfText } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { requireFeature } from '../../platform/http/feature-gate';
import { memberOf } from '../../platform/sessions/member-of';
import { messageStore } from './message-store';

const refusal = (status: 400 | 403 | 404, message: string) =>
  new ApiError(status, status === 400 ? ERROR_CODES.validation : status === 403 ? ERROR_CODES.forbidden : ERROR_CODES.notFound, messageOfText(message));

/**
 * Messages (쪽지) between members of one brand. Blocking is one-way: a blocked member cannot
 * message the blocker, while the blocker may still message them. A brand with messages switched
 * off answers every route with 404 featureOff.
 */
export function messageRoutesPlugin(app: FastifyInstance, { db }: { db: Database }) {
  const store = messageStore(db);

  registerRoute(app, messageRoutes.send, async ({ body, request }) => {
    requireFeature(request.brand, 'messages');
    // A session ended by a block, a password change or a withdrawal sends nothing, even within its token's minutes.
    const me = await app.sessions.requireCurrent(request.member);
    if (body.loginId === me.loginId) throw refusal(400, MESSAGE_MESSAGES.toSelf);
    const recipient = await store.memberByLoginId(body.loginId, request.brand.code);
    if (!recipient) throw refusal(404, MESSAGE_MESSAGES.recipientNotFound);
    if (await store.blocks(recipient.memberId, me.memberId)) throw refusal(403, MESSAGE_MESSAGES.blockedByRecipient);
    if (!(await store.acceptsMessages(recipient.memberId))) throw refusal(403, MESSAGE_MESSAGES.recipientRefuses);
    const sent = await store.send(me.memberId, recipient.memberId, body.content);
    // The notifications module, installed after this one, rings the recipient's bell.
    app.notifier?.onMessage(recipient.memberId, sent.msgId, sent.senderNickname);
    return sent;
  });

  registerRoute(app, messageRoutes.list, async ({ query, request }) => {
    requireFeature(request.brand, 'messages');
    return store.page(memberOf(request).memberId, query.division, query.page, query.size);
  });

  // Someone else's message is as unknown as a missing one: its existence is not the caller's business.
  registerRoute(app, messageRoutes.read, async ({ params, request }) => {
    requireFeature(request.brand, 'messages');
    const message = await store.read(memberOf(request).memberId, params.msgId);
    if (!message) throw refusal(404, MESSAGE_MESSAGES.notFound);
    return message;
  });

  registerRoute(app, messageRoutes.delete, async ({ body, request }) => {
    requireFeature(request.brand, 'messages');
    return { deleted: await store.deleteOwn(memberOf(request).memberId, body.msgIds) };
  });

  registerRoute(app, messageRoutes.unreadCount, async ({ request }) => {
    requireFeature(request.brand, 'messages');
    return { count: await store.unreadCount(memberOf(request).memberId) };
  });

  registerRoute(app, messageRoutes.blocks, async ({ query, request }) => {
    requireFeature(request.brand, 'messages');
    return store.blockedPage(memberOf(request).memberId, query.page, query.size);
  });

  registerRoute(app, messageRoutes.block, async ({ body, request }) => {
    requireFeature(request.brand, 'messages');
    const me = memberOf(request);
    if (body.targetId === me.loginId) throw refusal(400, MESSAGE_MESSAGES.blockSelf);
    const target = await store.memberByLoginId(body.targetId, request.brand.code);
    if (!target) throw refusal(404, MESSAGE_MESSAGES.targetNotFound);
    await store.block(me.memberId, target.memberId);
    const { items } = await store.blockedPage(me.memberId, 1, 1, target.memberId);
    const [blocked] = items;
    if (!blocked) throw new Error('block vanished');
    return blocked;
  });

  registerRoute(app, messageRoutes.unblock, async ({ params, request }) => {
    requireFeature(request.brand, 'messages');
    await store.unblock(memberOf(request).memberId, request.brand.code, params.targetId);
    return { msg: 'ok' as const };
  });
}
