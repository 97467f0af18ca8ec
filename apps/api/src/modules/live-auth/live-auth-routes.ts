import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { liveAuthRoutes } from '@onair/contracts';
import { channels } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { hashPassword } from '../../platform/passwords/passwords';
import { channelNotFound } from '../../platform/permissions/refusals';
import type { Database } from '@onair/db';
import type { SharedCache } from '../../platform/shared-cache';
import { decideLiveAuth } from './live-auth-decision';
import { liveTickets, type Viewer } from './live-tickets';
import { requestViewer } from './request-viewer';
import { roomGateOf } from './room-gate';
import { openPasswordTryLimiter } from './password-try-limiter';

type LiveAuthInput = { channelId: number | string; viewerId?: string; password?: string; option?: 'password' | 'pass' };

/** The caller as requestViewer names them; a viewerId given must be theirs (login id, or the visitor's client id). */
function viewerOf(request: FastifyRequest, viewerId: string | undefined): Viewer {
  const viewer = requestViewer(request);
  const name = viewer?.kind === 'visitor' ? viewer.clientId : request.member?.loginId;
  if (viewer && (viewerId === undefined || viewerId === name)) return viewer;
  throw new ApiError(403, 'VIEWER_MISMATCH', 'liveAuth.viewerMismatch');
}

/** GET and POST /api/guest/live-Auth, and the owner's room password (docs/live-rooms.md). */
export function liveAuthRoutesPlugin(app: FastifyInstance, { db, tokenSecret, cache }: { db: Database; tokenSecret: string; cache: SharedCache }) {
  const tickets = liveTickets(tokenSecret);
  const tries = openPasswordTryLimiter(cache, app.log);
  app.addHook('onClose', () => tries.close());

  const answer = async (request: FastifyRequest, input: LiveAuthInput) => {
    const gate = await roomGateOf(db, Number(input.channelId));
    if (!gate || gate.brand !== request.brand.code) throw channelNotFound();
    return decideLiveAuth(db, tickets, tries, {
      gate,
      member: request.member,
      viewer: viewerOf(request, input.viewerId),
      address: request.ip,
      ...(input.password === undefined ? {} : { password: input.password }),
      ...(input.option === undefined ? {} : { option: input.option }),
    });
  };
  registerRoute(app, liveAuthRoutes.liveAuthCheck, ({ query, request }) => answer(request, query));
  registerRoute(app, liveAuthRoutes.liveAuth, ({ body, request }) => answer(request, body));

  registerRoute(app, liveAuthRoutes.setRoomPassword, async ({ body, request }) => {
    const member = request.member;
    if (!member) throw new ApiError(403, 'FORBIDDEN', 'liveAuth.notOwner');
    const passwordHash = body.password === null ? null : await hashPassword(body.password);
    const [channel] = await db
      .update(channels)
      .set({ roomPasswordHash: passwordHash, updatedAt: new Date() })
      .where(eq(channels.ownerMemberId, member.memberId))
      .returning({ channelId: channels.channelId });
    if (!channel) throw new ApiError(403, 'FORBIDDEN', 'liveAuth.notOwner');
    return { channelId: channel.channelId, passwordSet: passwordHash !== null };
  });
}
