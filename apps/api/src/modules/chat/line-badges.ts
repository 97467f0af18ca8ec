import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { fanLevelOf, subscriberTierOf, type ChatLineBadges } from '@onair/contracts';
import { gifts, subscriptions, type Database } from '@onair/db';

// SPEC.md: 1 subscribed and 5 renewal cancelled still run until they expire.
const RUNNING_STATES = [1, 5];

export type LineBadgeTiming = {
  /** How long a member's badges in a room are remembered on a node: a new gift or month shows within it. */
  ttlMs: number;
  /** Entries kept at most; past it the memory starts over (a line then reads the database once more). */
  maxEntries: number;
};

export const LINE_BADGE_TIMING: LineBadgeTiming = { ttlMs: 60_000, maxEntries: 20_000 };

/** A stored chat line's payload: its writer's badges, or null when they have none (most lines). */
export type LinePayload = { badges: ChatLineBadges } | null;

/**
 * The subscriber and fan badges of a member in a room (docs/chat.md, "Badges"), worked out when a
 * line is sent and stored with it. Two indexed reads per member and room, then remembered on the
 * node for ttlMs: a busy room's regulars cost the database nothing per line.
 */
export function createLineBadges(db: Database, timing: LineBadgeTiming = LINE_BADGE_TIMING) {
  const remembered = new Map<string, { payload: LinePayload; until: number }>();

  async function read(memberId: number, channelId: number): Promise<LinePayload> {
    const [[subscription], [gifted]] = await Promise.all([
      db
        .select({
          // Whole calendar months since it started, the first month counting as 1.
          months: sql<number>`(extract(year from age(now(), ${subscriptions.startedAt})) * 12 + extract(month from age(now(), ${subscriptions.startedAt})))::int + 1`,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.memberId, memberId),
            eq(subscriptions.channelId, channelId),
            inArray(subscriptions.state, RUNNING_STATES),
            gt(subscriptions.expiresAt, sql`now()`),
          ),
        ),
      db
        .select({ total: sql<string>`coalesce(sum(${gifts.amount}), 0)` })
        .from(gifts)
        .where(and(eq(gifts.senderMemberId, memberId), eq(gifts.channelId, channelId))),
    ]);
    const badges: ChatLineBadges = {};
    if (subscription) {
      const months = Math.max(1, Number(subscription.months));
      badges.subscriber = { months, tier: subscriberTierOf(months) };
    }
    const fan = fanLevelOf(Number(gifted?.total ?? 0));
    if (fan) badges.fan = fan;
    return badges.subscriber || badges.fan ? { badges } : null;
  }

  return {
    /** A gift or subscription made on this node: the member's next line in the room reads the badges afresh. */
    forget(memberId: number, channelId: number) {
      remembered.delete(`${memberId}:${channelId}`);
    },
    /**
     * A gift or subscription line (kind gift or notice) changes its member's badges in its room:
     * forgotten as the line passes this node (one made on another node reaches it so).
     */
    sawLines(messages: readonly { room: string; kind: string; memberId: number | null }[]) {
      for (const message of messages)
        if (message.kind !== 'chat' && message.memberId !== null)
          remembered.delete(`${message.memberId}:${message.room}`);
    },
    async of(memberId: number, channelId: number): Promise<LinePayload> {
      const key = `${memberId}:${channelId}`;
      const now = Date.now();
      const known = remembered.get(key);
      if (known && known.until > now) return known.payload;
      const payload = await read(memberId, channelId);
      if (remembered.size >= timing.maxEntries) remembered.clear();
      remembered.set(key, { payload, until: now + timing.ttlMs });
      return payload;
    },
  };
}

export type LineBadges = ReturnType<typeof createLineBadges>;
