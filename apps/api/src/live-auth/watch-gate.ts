import type { FastifyRequest } from 'fastify';
import { LIVE_AUTH_MESSAGES } from '@onair/contracts';
import type { Database } from '@onair/db';
import { ApiError } from '../errors';
import { passwordFingerprint, type LiveTickets } from './live-tickets';
import { requestViewer } from './request-viewer';
import { isAdultMember, isRoomStaff, roomGateOf } from './room-gate';

/**
 * Whether the caller may be given a channel's stream (its live playback URL, its recordings): the
 * same doors live-Auth opens (docs/live-rooms.md). An adult room wants an identity-verified adult;
 * a password room wants the ticket live-Auth gave this viewer under the current password. Staff
 * pass. Answers the refusal, or null when the caller may watch.
 */
export function watchGate(db: Database, tickets: LiveTickets) {
  return {
    async refusal(request: FastifyRequest, channelId: number, ticket: unknown): Promise<ApiError | null> {
      const gate = await roomGateOf(db, channelId);
      if (!gate || (!gate.adult && !gate.passwordHash)) return null;
      const member = request.member;
      if (member && (await isRoomStaff(db, gate, member))) return null;
      if (gate.adult && !(member && (await isAdultMember(db, member.memberId)))) {
        return new ApiError(403, 'ADULT_ONLY', LIVE_AUTH_MESSAGES.adultOnly);
      }
      if (!gate.passwordHash) return null;
      const viewer = requestViewer(request);
      return viewer && tickets.admits(ticket, channelId, viewer, passwordFingerprint(gate.passwordHash))
        ? null
        : new ApiError(403, 'PASSWORD_REQUIRED', LIVE_AUTH_MESSAGES.passwordRequired);
    },
  };
}

export type WatchGate = ReturnType<typeof watchGate>;
