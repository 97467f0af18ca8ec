import fastifyCookie from '@fastify/cookie';
import { COOKIE_NAMES, LIVE_AUTH_MESSAGES } from '@onair/contracts';
import { isAdultMember, passwordFingerprint, type LiveTickets, type Viewer } from '../live-auth/index';
import { refusal, type ChatRefusal } from './chat-refusals';
import { isModerator, roleIn } from './chat-roles';
import type { Database } from '@onair/db';
import type { ChatSocket } from './chat-handle';
import type { RoomStates } from './room-state';
import type { RoomInfo } from './room-directory';

const CLIENT_ID = /^[0-9a-f]{10}$/;

/** The socket's viewer as live-Auth named it: the member, or the visitor by the client id cookie of the handshake. */
function viewerOf(socket: ChatSocket): Viewer | null {
  const user = socket.data.user;
  if (user) return { kind: 'member', memberId: user.memberId };
  const cookie = socket.handshake.headers.cookie;
  const clientId = cookie ? fastifyCookie.parse(cookie)[COOKIE_NAMES.clientId] : undefined;
  return clientId && CLIENT_ID.test(clientId) ? { kind: 'visitor', clientId } : null;
}

/**
 * The chat of an adult or password room admits whom its live page admits (docs/live-rooms.md):
 * an identity-verified adult, and for a password room the ticket live-Auth gave (handshake
 * auth.ticket, or ticket in the join). The owner, managers and operators always enter.
 */
/** What admission reads: the room's moderators, the member's verified age and live-Auth's tickets. */
export type AdmissionParts = { db: Database; states: RoomStates; tickets: LiveTickets };

export async function roomAdmission(
  context: AdmissionParts,
  socket: ChatSocket,
  info: RoomInfo,
  joinTicket: unknown,
): Promise<ChatRefusal | null> {
  if (!info.adult && !info.passwordHash) return null;
  const user = socket.data.user;
  if (user && isModerator(roleIn(user, info, await context.states.get(info.channelId)))) return null;
  if (info.adult && !(user && (await isAdultMember(context.db, user.memberId))))
    return refusal('ADULT_ONLY', LIVE_AUTH_MESSAGES.adultOnly);
  if (!info.passwordHash) return null;
  const viewer = viewerOf(socket);
  const ticket = joinTicket ?? (socket.handshake.auth as { ticket?: unknown } | undefined)?.ticket;
  const fingerprint = passwordFingerprint(info.passwordHash);
  return viewer && context.tickets.admits(ticket, info.channelId, viewer, fingerprint)
    ? null
    : refusal('PASSWORD_REQUIRED', LIVE_AUTH_MESSAGES.passwordRequired);
}
