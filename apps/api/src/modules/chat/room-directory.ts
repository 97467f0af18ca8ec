import { eq } from 'drizzle-orm';
import { channels, members, type Database } from '@onair/db';

/**
 * What the chat needs to know of a room's channel: who owns it, which brand's site it lives on,
 * and who may enter (an adult room, a password room: room-admission.ts).
 */
export type RoomInfo = { channelId: number; ownerMemberId: number; brand: string; adult: boolean; passwordHash: string | null };

const TTL_MS = 60_000;
// A room not found is asked again soon: its channel may be minutes old.
const MISS_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** room (a channel id as a string) -> its number, or null when it cannot be one. */
export function channelIdOf(room: unknown): number | null {
  const text = typeof room === 'number' ? String(room) : room;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Channel lookups for joins and gifts, remembered for a minute: a channel's owner and brand do
 * not change, and a popular room's thousands of joins then cost one read. A new room password or
 * adult setting therefore reaches the chat within a minute; the live page's own check is at once.
 */
export function createRoomDirectory(db: Database) {
  const cache = new Map<number, { info: RoomInfo | null; at: number }>();
  return {
    async find(channelId: number): Promise<RoomInfo | null> {
      const hit = cache.get(channelId);
      if (hit && Date.now() - hit.at < (hit.info ? TTL_MS : MISS_TTL_MS)) return hit.info;
      const [row] = await db
        .select({
          ownerMemberId: channels.ownerMemberId,
          brand: members.brand,
          adult: channels.adult,
          passwordHash: channels.roomPasswordHash,
        })
        .from(channels)
        .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
        .where(eq(channels.channelId, channelId));
      const info = row ? { channelId, ...row } : null;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(channelId, { info, at: Date.now() });
      return info;
    },
  };
}

export type RoomDirectory = ReturnType<typeof createRoomDirectory>;
