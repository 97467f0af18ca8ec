import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { chatManagers, chatRooms, chatSanctions, type Database } from '@onair/db';

export type SanctionKind = 'kick' | 'blacklist' | 'dumb';

/**
 * A room's moderation as this node knows it: who manages it, whether it is frozen, its slow mode
 * and followers-only chat, who is sanctioned until when.
 */
export type RoomState = {
  frozen: boolean;
  /** Seconds a viewer waits between two lines; 0: off. */
  slowModeSeconds: number;
  /** Only followers (and the owner, managers, operators) write. */
  followersOnly: boolean;
  managers: ReadonlySet<number>;
  /** memberId -> kind -> until (null: until lifted). Only sanctions in force when loaded. */
  sanctions: ReadonlyMap<number, ReadonlyMap<SanctionKind, Date | null>>;
};

/** A sanction of kind in force for memberId now. */
export function sanctioned(state: RoomState, memberId: number, kind: SanctionKind, now = new Date()): boolean {
  const kinds = state.sanctions.get(memberId);
  if (!kinds?.has(kind)) return false;
  const until = kinds.get(kind);
  return until === null || until === undefined || until > now;
}

// A safety net only: every change is announced to every node, which drops its copy at once.
const TTL_MS = 30_000;

/**
 * Moderation state per room, read from the database (so it survives restarts) and kept on the
 * node for the hot path: a join or a send reads memory, not the database. Whoever changes the
 * state calls forget() on every node (chat-cluster broadcasts it).
 */
export function createRoomStates(db: Database) {
  const cache = new Map<number, { state: Promise<RoomState>; at: number }>();

  async function load(channelId: number): Promise<RoomState> {
    const now = new Date();
    const [room] = await db
      .select({
        frozen: chatRooms.frozen,
        slowModeSeconds: chatRooms.slowModeSeconds,
        followersOnly: chatRooms.followersOnly,
      })
      .from(chatRooms)
      .where(eq(chatRooms.channelId, channelId));
    const managerRows = await db
      .select({ memberId: chatManagers.memberId })
      .from(chatManagers)
      .where(eq(chatManagers.channelId, channelId));
    const sanctionRows = await db
      .select({ memberId: chatSanctions.memberId, kind: chatSanctions.kind, until: chatSanctions.until })
      .from(chatSanctions)
      .where(
        and(eq(chatSanctions.channelId, channelId), or(isNull(chatSanctions.until), gt(chatSanctions.until, now))),
      );
    const sanctions = new Map<number, Map<SanctionKind, Date | null>>();
    for (const row of sanctionRows) {
      const kinds = sanctions.get(row.memberId) ?? new Map<SanctionKind, Date | null>();
      kinds.set(row.kind as SanctionKind, row.until);
      sanctions.set(row.memberId, kinds);
    }
    return {
      frozen: room?.frozen ?? false,
      slowModeSeconds: room?.slowModeSeconds ?? 0,
      followersOnly: room?.followersOnly ?? false,
      managers: new Set(managerRows.map((row) => row.memberId)),
      sanctions,
    };
  }

  return {
    get(channelId: number): Promise<RoomState> {
      const hit = cache.get(channelId);
      if (hit && Date.now() - hit.at < TTL_MS) return hit.state;
      const state = load(channelId);
      cache.set(channelId, { state, at: Date.now() });
      // A failed read is not remembered: the next caller tries again.
      state.catch(() => {
        if (cache.get(channelId)?.state === state) cache.delete(channelId);
      });
      return state;
    },
    forget(channelId: number) {
      cache.delete(channelId);
    },
  };
}

export type RoomStates = ReturnType<typeof createRoomStates>;
