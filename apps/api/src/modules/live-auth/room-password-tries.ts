import type { MessageKey } from '@onair/contracts';
import { RetryLaterError } from '../../platform/http/errors';
import type { Viewer } from './live-tickets';
import type { LimitedKey, TryRule } from './try-limiter';

const MINUTE = 60_000;

/**
 * Wrong room passwords allowed before password entry pauses (docs/live-rooms.md explains the
 * numbers). Per viewer alone, a guesser with a fresh client-id cookie per try had no limit; the
 * address limit stops one machine, the room limit stops many: a 4-digit password then takes days
 * of tries from any number of addresses rather than minutes.
 */
export const ROOM_PASSWORD_TRY_LIMITS = {
  /** One viewer (member, or visitor by client id) in one room. */
  viewer: { tries: 5, windowMs: 10 * MINUTE },
  /** One address, whatever its cookies and rooms. */
  address: { tries: 10, windowMs: 10 * MINUTE },
  /** One room, whoever tries. */
  room: { tries: 30, windowMs: 60 * MINUTE },
} as const satisfies Record<string, TryRule>;

type LimitName = keyof typeof ROOM_PASSWORD_TRY_LIMITS;

const MESSAGES = {
  viewer: 'liveAuth.tooManyTries',
  address: 'liveAuth.addressTooManyTries',
  room: 'liveAuth.roomTooManyTries',
} as const satisfies Record<LimitName, MessageKey>;

/** The keys a password try counts against, in the order of ROOM_PASSWORD_TRY_LIMITS. */
export function roomPasswordTryKeys(
  channelId: number,
  viewer: Viewer,
  address: string,
): (LimitedKey & { name: LimitName })[] {
  const who = viewer.kind === 'member' ? `m${viewer.memberId}` : `v${viewer.clientId}`;
  return [
    { name: 'viewer', key: `room-password:${channelId}:${who}`, rule: ROOM_PASSWORD_TRY_LIMITS.viewer },
    { name: 'address', key: `room-password-address:${address}`.slice(0, 120), rule: ROOM_PASSWORD_TRY_LIMITS.address },
    { name: 'room', key: `room-password-room:${channelId}`, rule: ROOM_PASSWORD_TRY_LIMITS.room },
  ];
}

/** 429 TOO_MANY_TRIES with Retry-After and the wait in whole minutes, in the words of the limit that holds. */
export function tooManyTries(name: LimitName, retryAfterMs: number): RetryLaterError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new RetryLaterError(429, 'TOO_MANY_TRIES', { key: MESSAGES[name], params: { minutes: Math.ceil(seconds / 60) } }, seconds);
}
