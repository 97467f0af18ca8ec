import { LIVE_AUTH_MESSAGES, type LiveAuthAnswer } from '@onair/contracts';
import type { Database } from '@onair/db';
import type { SessionMember } from '../auth/session-types';
import { ApiError } from '../errors';
import { verifyPassword } from '../passwords';
import { passwordFingerprint, TICKET_LIFETIME_SECONDS, type LiveTickets, type Viewer } from './live-tickets';
import { isAdultMember, isRoomStaff, requirementOf, roomPassValidUntil, type RoomGate } from './room-gate';
import type { WrongPasswordThrottle } from './wrong-password-throttle';

export type LiveAuthRequest = {
  gate: RoomGate;
  member: SessionMember | null;
  viewer: Viewer;
  password?: string;
  option?: 'password' | 'pass';
};

const refuse = (code: string, message: string) => new ApiError(403, code, message);

/**
 * Whether the viewer may watch the room, in the order a person meets the gates: an adult room
 * wants an identity-verified adult first; a password room then wants its password or a room pass
 * used in this channel. Staff (owner, managers, operators) pass every gate.
 */
export async function decideLiveAuth(
  db: Database,
  tickets: LiveTickets,
  throttle: WrongPasswordThrottle,
  { gate, member, viewer, password, option }: LiveAuthRequest,
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
    throw refuse('ADULT_ONLY', LIVE_AUTH_MESSAGES.adultOnly);
  if (!gate.passwordHash) return grant('adult');

  if (option === 'pass') {
    const until = member ? await roomPassValidUntil(db, member.memberId, gate.channelId) : null;
    if (!until) throw refuse('PASS_REQUIRED', LIVE_AUTH_MESSAGES.passRequired);
    const remaining = Math.floor((until.getTime() - Date.now()) / 1000);
    return grant('pass', Math.min(TICKET_LIFETIME_SECONDS, remaining));
  }
  if (option !== 'password' || !password) throw refuse('PASSWORD_REQUIRED', LIVE_AUTH_MESSAGES.passwordRequired);
  const attemptKey = `${gate.channelId}:${viewer.kind === 'member' ? `m${viewer.memberId}` : `v${viewer.clientId}`}`;
  if (throttle.blocked(attemptKey)) throw new ApiError(429, 'TOO_MANY_TRIES', LIVE_AUTH_MESSAGES.tooManyTries);
  if (!(await verifyPassword(gate.passwordHash, password))) {
    throttle.failed(attemptKey);
    throw refuse('WRONG_PASSWORD', LIVE_AUTH_MESSAGES.wrongPassword);
  }
  return grant('password');
}
