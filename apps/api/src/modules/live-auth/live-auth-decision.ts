import { type LiveAuthAnswer, type MessageKey } from '@onair/contracts';
import type { Database } from '@onair/db';
import type { SessionMember } from '../../platform/sessions/session-types';
import { ApiError } from '../../platform/http/errors';
import { verifyPassword } from '../../platform/passwords/passwords';
import { passwordFingerprint, TICKET_LIFETIME_SECONDS, type LiveTickets, type Viewer } from './live-tickets';
import { isAdultMember, isRoomStaff, requirementOf, roomPassValidUntil, type RoomGate } from './room-gate';
import { roomPasswordTryKeys, tooManyTries } from './room-password-tries';
import type { TryLimiter } from './try-limiter';

export type LiveAuthRequest = {
  gate: RoomGate;
  member: SessionMember | null;
  viewer: Viewer;
  /** The caller's address, for the per-address limit on password tries. */
  address: string;
  password?: string;
  option?: 'password' | 'pass';
};

const refuse = (code: string, message: MessageKey) => new ApiError(403, code, message);

/**
 * Whether the viewer may watch the room, in the order a person meets the gates: an adult room
 * wants an identity-verified adult first; a password room then wants its password or a room pass
 * used in this channel. Staff (owner, managers, operators) pass every gate.
 */
export async function decideLiveAuth(
  db: Database,
  tickets: LiveTickets,
  tries: TryLimiter,
  { gate, member, viewer, address, password, option }: LiveAuthRequest,
): Promise<LiveAuthAnswer> {
  const requirement = requirementOf(gate);
  const fingerprint = passwordFingerprint(gate.passwordHash);
  const grant = (grantedBy: LiveAuthAnswer['grantedBy'], lifetimeSeconds = TICKET_LIFETIME_SECONDS): LiveAuthAnswer => {
    if (requirement === 'open') return { channelId: gate.channelId, requirement, grantedBy, ticket: null, expiresAt: null };
    const { ticket, expiresAt } = tickets.issue(gate.channelId, viewer, fingerprint, lifetimeSeconds);
    return { channelId: gate.channelId, requirement, grantedBy, ticket, expiresAt: expiresAt.toISOString() };
  };

  if (member && (await isRoomStaff(db, gate, member))) return grant('staff');
  if (requirement === 'open') return grant('open');
  if (gate.adult && !(member && (await isAdultMember(db, member.memberId))))
    throw refuse('ADULT_ONLY', 'liveAuth.adultOnly');
  if (!gate.passwordHash) return grant('adult');

  if (option === 'pass') {
    const until = member ? await roomPassValidUntil(db, member.memberId, gate.channelId) : null;
    if (!until) throw refuse('PASS_REQUIRED', 'liveAuth.passRequired');
    const remaining = Math.floor((until.getTime() - Date.now()) / 1000);
    return grant('pass', Math.min(TICKET_LIFETIME_SECONDS, remaining));
  }
  if (option !== 'password' || !password) throw refuse('PASSWORD_REQUIRED', 'liveAuth.passwordRequired');
  // Counted before the (slow) check, so parallel guesses cannot all slip under the limit; a right
  // password is taken back: only wrong ones count.
  const keys = roomPasswordTryKeys(gate.channelId, viewer, address);
  const reserved = await tries.reserve(keys);
  if (!reserved.allowed) throw tooManyTries(keys[reserved.index]?.name ?? 'viewer', reserved.retryAfterMs);
  if (!(await verifyPassword(gate.passwordHash, password))) {
    throw refuse('WRONG_PASSWORD', 'liveAuth.wrongPassword');
  }
  await reserved.release();
  return grant('password');
}
