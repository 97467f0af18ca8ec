import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminRoutes, type TakedownAction } from '@onair/contracts';
import { channels, members, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { ApiError } from '../../../platform/http/errors';
import type { TakedownEffects } from '../../streams/index';
import { writeAudit, type Tx } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { liveChannelRow } from './live-channel-query';

type Deps = { db: Database; now: Clock; effects: TakedownEffects };

/** What one action does inside the transaction: whether it changed anything, the audit's before/after, channels taken offline. */
type Outcome = { changed: boolean; before: object; after: object; offline: number[] };

const channelNotFound = () => new ApiError(404, 'NOT_FOUND', 'channel.notFound');

/**
 * End a broadcast, revoke a stream key, suspend a channel and lift a suspension (docs/takedown.md).
 * Each runs in one transaction with its audit row, on a channel of the request's brand only
 * (another brand's is answered as unknown), and answers the channel as the live list shows it.
 */
export function takedownRoutes(app: FastifyInstance, { db, now, effects }: Deps) {
  /** The channel's row locked for this transaction (two operators acting at once take turns), or 404. */
  async function lockChannel(tx: Tx, brand: string, channelId: number) {
    const [row] = await tx
      .select({ channelId: channels.channelId, isLive: channels.isLive, suspendedReason: channels.suspendedReason })
      .from(channels)
      .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
      .where(and(eq(channels.channelId, channelId), eq(members.brand, brand)))
      .for('update', { of: channels });
    if (!row) throw channelNotFound();
    return row;
  }

  async function act(
    request: FastifyRequest,
    channelId: number,
    reason: string,
    action: `live.${TakedownAction | 'lift'}`,
    effect: (tx: Tx, channel: Awaited<ReturnType<typeof lockChannel>>, at: Date) => Promise<Outcome>,
  ) {
    const staff = staffOf(request);
    const brand = request.brand.code;
    const at = new Date(now());
    const outcome = await db.transaction(async (tx) => {
      const channel = await lockChannel(tx, brand, channelId);
      const done = await effect(tx, channel, at);
      // Nothing happened (already offline, no key, already suspended): nothing to record.
      if (done.changed)
        await writeAudit(tx, {
          staffId: staff.id,
          staffAddress: request.ip,
          action,
          targetKind: 'channel',
          targetId: channelId,
          brand,
          before: done.before,
          after: done.after,
          reason,
          at,
        });
      return done;
    });
    await effects.announce(outcome.offline);
    const channel = await liveChannelRow(db, brand, channelId);
    if (!channel) throw channelNotFound();
    return { changed: outcome.changed, channel };
  }

  /** The streamer's notice of this takedown, shown in their broadcast settings until a lift. */
  const noticeOf = (action: TakedownAction, reason: string, at: Date) => ({
    takedownAction: action,
    takedownReason: reason,
    takedownAt: at,
  });

  registerRoute(app, adminRoutes.endBroadcast, async ({ params, body, request }) =>
    act(request, params.channelId, body.reason, 'live.end', async (tx, channel, at) => {
      const offline = await effects.endLive(tx, channel.channelId);
      if (offline.length > 0)
        await tx
          .update(channels)
          .set(noticeOf('end', body.reason, at))
          .where(eq(channels.channelId, channel.channelId));
      return { changed: offline.length > 0, before: { isLive: channel.isLive }, after: { isLive: false }, offline };
    }),
  );

  registerRoute(app, adminRoutes.revokeStreamKey, async ({ params, body, request }) =>
    act(request, params.channelId, body.reason, 'live.revoke-key', async (tx, channel, at) => {
      const { revoked, offline } = await effects.revokeKey(tx, channel.channelId);
      const changed = revoked || offline.length > 0;
      if (changed)
        await tx
          .update(channels)
          .set(noticeOf('revoke-key', body.reason, at))
          .where(eq(channels.channelId, channel.channelId));
      return {
        changed,
        before: { isLive: channel.isLive, streamKey: revoked ? 'active' : 'none' },
        after: { isLive: false, streamKey: 'none' },
        offline,
      };
    }),
  );

  registerRoute(app, adminRoutes.suspendChannel, async ({ params, body, request }) =>
    act(request, params.channelId, body.reason, 'live.suspend', async (tx, channel, at) => {
      const suspended = await tx
        .update(channels)
        .set({ suspendedAt: at, suspendedReason: body.reason, ...noticeOf('suspend', body.reason, at) })
        .where(and(eq(channels.channelId, channel.channelId), isNull(channels.suspendedAt)))
        .returning({ channelId: channels.channelId });
      const offline = await effects.endLive(tx, channel.channelId);
      return {
        changed: suspended.length > 0 || offline.length > 0,
        before: { isLive: channel.isLive, suspended: suspended.length === 0 },
        after: { isLive: false, suspended: true },
        offline,
      };
    }),
  );

  registerRoute(app, adminRoutes.liftSuspension, async ({ params, body, request }) =>
    act(request, params.channelId, body.reason, 'live.lift', async (tx, channel) => {
      const lifted = await tx
        .update(channels)
        .set({ suspendedAt: null, suspendedReason: null, takedownAction: null, takedownReason: null, takedownAt: null })
        .where(and(eq(channels.channelId, channel.channelId), isNotNull(channels.suspendedAt)))
        .returning({ channelId: channels.channelId });
      return {
        changed: lifted.length > 0,
        before: { suspended: true, reason: channel.suspendedReason },
        after: { suspended: false },
        offline: [],
      };
    }),
  );
}
