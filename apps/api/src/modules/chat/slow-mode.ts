import type { Redis } from 'ioredis';
import { CHAT_SLOW_MODE_SECONDS } from '@onair/contracts';

/** A turn taken (keep the token to give it back should the line not be stored), or how long to wait. */
export type SlowTurn = { ok: true; token: string } | { ok: false; waitMs: number };

/**
 * Slow mode's memory of each member's last line per room: a member may speak again windowMs after
 * their previous line there. The window is the room's setting at the time of asking, so a moderator
 * shortening it lets everyone in at once, and lengthening it counts from the line already sent.
 */
export type SlowModeGate = {
  /** Takes the member's turn in the room now, or says how long until they may speak. */
  take(channelId: number, memberId: number, windowMs: number): Promise<SlowTurn>;
  /** Gives a turn back (its line was not stored), unless a later one took its place. */
  release(channelId: number, memberId: number, token: string): Promise<void>;
  close(): void;
};

/** The longest setting: a line older than this never holds anyone back. */
const KEEP_MS = Math.max(...CHAT_SLOW_MODE_SECONDS) * 1000;

let serial = 0;
const newToken = () => `${process.pid}-${++serial}-${Math.random().toString(36).slice(2, 8)}`;

/** One node's memory: enough for a single node (docs/chat.md, Limits). */
export function memorySlowModeGate(now: () => number = Date.now): SlowModeGate {
  const last = new Map<string, { at: number; token: string }>();
  const sweep = setInterval(() => {
    const horizon = now() - KEEP_MS;
    for (const [key, turn] of last) if (turn.at <= horizon) last.delete(key);
  }, KEEP_MS);
  sweep.unref();
  return {
    async take(channelId, memberId, windowMs) {
      const key = `${channelId}:${memberId}`;
      const at = now();
      const previous = last.get(key);
      if (previous && at - previous.at < windowMs) return { ok: false, waitMs: windowMs - (at - previous.at) };
      const token = newToken();
      last.set(key, { at, token });
      return { ok: true, token };
    },
    async release(channelId, memberId, token) {
      const key = `${channelId}:${memberId}`;
      if (last.get(key)?.token === token) last.delete(key);
    },
    close: () => clearInterval(sweep),
  };
}

// The member's last line in the room as "ms:token", on Redis's own clock, so nodes with skewed clocks agree.
const TAKE_SCRIPT = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local window = tonumber(ARGV[1])
local last = redis.call('GET', KEYS[1])
if last then
  local at = tonumber(string.match(last, '^(%d+):'))
  if at and now - at < window then return window - (now - at) end
end
redis.call('SET', KEYS[1], now .. ':' .. ARGV[2], 'PX', ARGV[3])
return 0`;

const RELEASE_SCRIPT = `
local last = redis.call('GET', KEYS[1])
if last and string.match(last, ':(.*)$') == ARGV[1] then redis.call('DEL', KEYS[1]) end
return 0`;

/** Shared by every node through Redis: a member's tabs on two nodes wait as one. */
export function redisSlowModeGate(redis: Redis, keyPrefix: string): SlowModeGate {
  const keyOf = (channelId: number, memberId: number) => `${keyPrefix}:slow:${channelId}:${memberId}`;
  return {
    async take(channelId, memberId, windowMs) {
      const token = newToken();
      const wait = Number(await redis.eval(TAKE_SCRIPT, 1, keyOf(channelId, memberId), windowMs, token, KEEP_MS));
      return wait > 0 ? { ok: false, waitMs: wait } : { ok: true, token };
    },
    async release(channelId, memberId, token) {
      await redis.eval(RELEASE_SCRIPT, 1, keyOf(channelId, memberId), token);
    },
    close: () => undefined,
  };
}
