import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { creatorRoutes, type CreatorEvent, type StudioOverlay } from '@onair/contracts';
import { channels, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { ApiError } from '../../platform/http/errors';
import { requireOwner } from '../../platform/permissions/channel-access';
import { rowsOf } from '../../platform/ledger/sql-rows';
import { settingsOf, type OverlayStore } from './overlay-store';
import { broadcastSummaries, liveMinutes, recentEvents, studioAnalytics } from './studio-queries';
import type { TestAlertStore } from './test-alert-store';

const overlayNotFound = () => new ApiError(404, 'NOT_FOUND', 'stream.overlayNotFound');

/** Sample alerts the studio's test buttons fire: marked test, so nobody mistakes them for money. */
const SAMPLE_ALERTS: Record<CreatorEvent['kind'], Omit<CreatorEvent, 'at' | 'test' | 'kind'>> = {
  gift: { nickname: '테스트 시청자', amount: 1000, message: '방송 잘 보고 있어요!' },
  subscription: { nickname: '테스트 구독자', amount: 3300, message: null },
  follow: { nickname: '테스트 팔로워', amount: 0, message: null },
};

/** The studio's routes (/api/my/studio/{channelId}/...): the channel's owner only, 404 on another brand's channel. */
export function studioRoutes(
  app: FastifyInstance,
  { db, overlays, testAlerts }: { db: Database; overlays: OverlayStore; testAlerts: TestAlertStore },
) {
  async function overlayOf(channelId: number): Promise<StudioOverlay> {
    const row = await overlays.find(channelId);
    const secret = row?.secret ?? (await overlays.issueSecret(channelId));
    return { channelId, secret, settings: settingsOf(row?.settings) };
  }

  registerRoute(app, creatorRoutes.studioLive, async ({ request, params }) => {
    await requireOwner(db, params.channelId, request);
    const [channel] = await db
      .select({ isLive: channels.isLive, viewerCount: channels.viewerCount, liveStartedAt: channels.liveStartedAt })
      .from(channels)
      .where(eq(channels.channelId, params.channelId));
    const since = channel?.isLive && channel.liveStartedAt ? channel.liveStartedAt : null;
    return {
      channelId: params.channelId,
      isLive: channel?.isLive ?? false,
      viewerCount: channel?.viewerCount ?? 0,
      liveStartedAt: since ? since.toISOString() : null,
      minutes: since ? await liveMinutes(db, params.channelId, since) : [],
      recentEvents: await recentEvents(db, params.channelId),
    };
  });

  registerRoute(app, creatorRoutes.studioBroadcasts, async ({ request, params }) => {
    await requireOwner(db, params.channelId, request);
    return { items: await broadcastSummaries(db, params.channelId) };
  });

  registerRoute(app, creatorRoutes.studioAnalytics, async ({ request, params, query }) => {
    await requireOwner(db, params.channelId, request);
    return studioAnalytics(db, params.channelId, query.days);
  });

  registerRoute(app, creatorRoutes.studioOverlay, async ({ request, params }) => {
    await requireOwner(db, params.channelId, request);
    return overlayOf(params.channelId);
  });

  registerRoute(app, creatorRoutes.studioOverlaySettings, async ({ request, params, body }) => {
    await requireOwner(db, params.channelId, request);
    await overlayOf(params.channelId);
    await overlays.saveSettings(params.channelId, body);
    return overlayOf(params.channelId);
  });

  registerRoute(app, creatorRoutes.studioOverlaySecret, async ({ request, params }) => {
    await requireOwner(db, params.channelId, request);
    await overlays.issueSecret(params.channelId);
    return overlayOf(params.channelId);
  });

  registerRoute(app, creatorRoutes.studioOverlayTest, async ({ request, params, body }) => {
    await requireOwner(db, params.channelId, request);
    const event = await testAlerts.fire(params.channelId, { kind: body.kind, ...SAMPLE_ALERTS[body.kind] });
    // Pruning is housekeeping: failing it leaves old rows a while longer and must not fail the press.
    await testAlerts.prune().catch((error: unknown) => request.log.warn({ error }, 'old test alerts not pruned'));
    return event;
  });

  registerRoute(app, creatorRoutes.overlay, async ({ request, params }) => {
    const row = /^[A-Za-z0-9_-]{10,64}$/.test(params.secret) ? await overlays.findBySecret(params.secret) : null;
    if (!row) throw overlayNotFound();
    const [channel] = await db
      .select({
        name: channels.name,
        brand: sql<string>`(select brand from members where member_id = ${channels.ownerMemberId})`,
      })
      .from(channels)
      .where(eq(channels.channelId, row.channelId));
    // A secret names one brand's channel: another brand's site does not serve it.
    if (!channel || channel.brand !== request.brand.code) throw overlayNotFound();
    const [progress] = await rowsOf<{ amount: number | string | null }>(
      db,
      sql`select coalesce(sum(g.amount), 0) as amount from gifts g join channels c on c.channel_id = g.channel_id
           where g.channel_id = ${row.channelId} and c.is_live and g.created_at >= c.live_started_at`,
    );
    return {
      channelId: row.channelId,
      channelName: channel.name,
      settings: settingsOf(row.settings),
      goalProgress: Number(progress?.amount ?? 0),
    };
  });
}
