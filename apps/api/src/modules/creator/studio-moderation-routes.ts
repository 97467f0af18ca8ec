import type { FastifyInstance, FastifyRequest } from 'fastify';
import { studioModerationRoutes, type ChatModerationAction, type StudioSanctionLift } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { requireOwner, requireRunsChannel } from '../../platform/permissions/channel-access';
import type { ChannelStanding } from '../../platform/permissions/channel-role';
import { studioModerationStore } from './studio-moderation-store';

/** What each lift removes, and the chat action the room hears for it. */
const LIFTS: Record<StudioSanctionLift, { kinds: ('kick' | 'blacklist' | 'dumb')[]; type: 'unblacklist' | 'undumb' }> = {
  ban: { kinds: ['kick', 'blacklist'], type: 'unblacklist' },
  mute: { kinds: ['dumb'], type: 'undumb' },
};

/**
 * The studio's managers (the owner's), the ban list (the owner's and managers') and the room
 * password's state. The rows are the chat's own; every change reaches the live room as the
 * socket's moderation does (moderation-relay.ts in the chat module).
 */
export function studioModerationRoutesPlugin(app: FastifyInstance, { db }: { db: Database }) {
  const store = studioModerationStore(db);

  async function tellRoom(
    request: FastifyRequest,
    standing: ChannelStanding,
    type: ChatModerationAction['type'],
    target: { memberId: number; nickname: string },
  ) {
    const member = request.member;
    if (!member || standing.role === 'member' || standing.role === 'visitor') return;
    app.roomModeration?.changed({
      room: String(standing.channelId),
      type,
      targetMemberId: target.memberId,
      targetNickname: target.nickname,
      until: null,
      // The session names no nickname (the token holds none): the row's, as the room shows it.
      by: { memberId: member.memberId, nickname: (await store.nicknameOf(member.memberId)) ?? '', role: standing.role },
    });
  }

  registerRoute(app, studioModerationRoutes.studioManagers, async ({ request, params }) => {
    await requireOwner(db, params.channelId, request);
    return { items: await store.managers(params.channelId) };
  });

  registerRoute(app, studioModerationRoutes.studioManagerAdd, async ({ request, params, body }) => {
    const standing = await requireOwner(db, params.channelId, request);
    const target = await store.findMember(request.brand.code, body.member);
    if (!target) throw new ApiError(404, 'NOT_FOUND', 'stream.managerMemberNotFound');
    if (target.memberId === standing.ownerMemberId) throw new ApiError(400, 'BAD_REQUEST', 'stream.managerIsOwner');
    if (!(await store.appoint(params.channelId, target.memberId)))
      throw new ApiError(409, 'CONFLICT', 'stream.managerAlready');
    await tellRoom(request, standing, 'manager', target);
    return { items: await store.managers(params.channelId) };
  });

  registerRoute(app, studioModerationRoutes.studioManagerRemove, async ({ request, params }) => {
    const standing = await requireOwner(db, params.channelId, request);
    if (!(await store.dismiss(params.channelId, params.memberId)))
      throw new ApiError(404, 'NOT_FOUND', 'stream.managerNotFound');
    const nickname = (await store.nicknameOf(params.memberId)) ?? '';
    await tellRoom(request, standing, 'unmanager', { memberId: params.memberId, nickname });
    return { items: await store.managers(params.channelId) };
  });

  registerRoute(app, studioModerationRoutes.studioSanctions, async ({ request, params }) => {
    await requireRunsChannel(db, params.channelId, request);
    return { items: await store.sanctions(params.channelId) };
  });

  registerRoute(app, studioModerationRoutes.studioSanctionLift, async ({ request, params }) => {
    const standing = await requireRunsChannel(db, params.channelId, request);
    const lift = LIFTS[params.lift];
    if (!(await store.lift(params.channelId, params.memberId, lift.kinds)))
      throw new ApiError(404, 'NOT_FOUND', 'stream.sanctionNotFound');
    const nickname = (await store.nicknameOf(params.memberId)) ?? '';
    await tellRoom(request, standing, lift.type, { memberId: params.memberId, nickname });
    return { items: await store.sanctions(params.channelId) };
  });

  registerRoute(app, studioModerationRoutes.studioRoomPassword, async ({ request, params }) => {
    await requireOwner(db, params.channelId, request);
    return { channelId: params.channelId, passwordSet: await store.passwordSet(params.channelId) };
  });
}
