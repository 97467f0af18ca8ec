import type { Database } from '@onair/db';
import { followStore } from '../follows/index';

/** How long a node trusts a "follows" it read; an unfollow on any node drops it at once (chat-server). */
const FOLLOWING_TTL_MS = 60_000;

/**
 * Whether a member follows a channel, for followers-only chat. Asked only when a room is in that
 * mode, and only for members who are not exempt, so other rooms pay nothing. A "follows" is kept
 * for a minute, so a follower's lines cost one read a minute; a "does not follow" is never kept,
 * so a member who follows (on any node) can chat with their next line, without rejoining.
 */
export function createFollowerCheck(db: Database, now: () => number = Date.now) {
  const store = followStore(db);
  const following = new Map<string, number>();
  const keyOf = (memberId: number, channelId: number) => `${channelId}:${memberId}`;
  const sweep = setInterval(() => {
    const horizon = now() - FOLLOWING_TTL_MS;
    for (const [key, at] of following) if (at <= horizon) following.delete(key);
  }, FOLLOWING_TTL_MS);
  sweep.unref();
  return {
    async follows(memberId: number, channelId: number): Promise<boolean> {
      const key = keyOf(memberId, channelId);
      const at = following.get(key);
      if (at !== undefined && now() - at < FOLLOWING_TTL_MS) return true;
      const yes = await store.isFollowing(memberId, channelId);
      if (yes) following.set(key, now());
      else following.delete(key);
      return yes;
    },
    /** The member unfollowed the channel: their next line reads the follows table again. */
    forget(memberId: number, channelId: number) {
      following.delete(keyOf(memberId, channelId));
    },
    close: () => clearInterval(sweep),
  };
}

export type FollowerCheck = ReturnType<typeof createFollowerCheck>;
