import type { FastifyRequest } from 'fastify';

import type { Database } from '@onair/db';
import { ApiError } from '../../platform/http/errors';
import { passwordFingerprint, type LiveTickets } from './live-tickets';
import { grantPlayback, type PlaybackAdmission } from './playback-admission';
import { requestViewer } from './request-viewer';
import { isAdultMember, isRoomStaff, roomGateOf, roomPassValidUntil, type RoomGate } from './room-gate';

/**
 * The one gate for every route that hands out a playback URL, live or recorded, guest or my
 * (docs/live-rooms.md, "Who gets a playback URL"): the same doors live-Auth opens. Staff (owner,
 * managers, operators) pass. An adult room wants an identity-verified adult; a password room then
 * wants the ticket live-Auth gave this viewer under the current password, or a room pass the member
 * used in this channel that is still in force.
 */
export function playbackGate(db: Database, tickets: LiveTickets) {
  /**
   * The caller's admission to the channel's stream, or the refusal live-Auth would answer. known:
   * the room's door when the caller has just read it with the channel (the live page's detail).
   */
  async function admission(
    request: FastifyRequest,
    channelId: number,
    ticket: unknown,
    known?: RoomGate,
  ): Promise<PlaybackAdmission | ApiError> {
    const gate = known?.channelId === channelId ? known : await roomGateOf(db, channelId);
    if (!gate || (!gate.adult && !gate.passwordHash)) return grantPlayback(channelId);
    const member = request.member;
    if (member && (await isRoomStaff(db, gate, member))) return grantPlayback(channelId);
    if (gate.adult && !(member && (await isAdultMember(db, member.memberId)))) {
      return new ApiError(403, 'ADULT_ONLY', 'liveAuth.adultOnly');
    }
    if (!gate.passwordHash) return grantPlayback(channelId);
    const viewer = requestViewer(request);
    if (viewer && tickets.admits(ticket, channelId, viewer, passwordFingerprint(gate.passwordHash))) {
      return grantPlayback(channelId);
    }
    if (member && (await roomPassValidUntil(db, member.memberId, channelId))) return grantPlayback(channelId);
    return new ApiError(403, 'PASSWORD_REQUIRED', 'liveAuth.passwordRequired');
  }

  return {
    admission,
    /** The admission, or the refusal thrown: for routes that answer the door's 403. */
    async admit(request: FastifyRequest, channelId: number, ticket?: unknown): Promise<PlaybackAdmission> {
      const answer = await admission(request, channelId, ticket);
      if (answer instanceof ApiError) throw answer;
      return answer;
    },
  };
}

export type PlaybackGate = ReturnType<typeof playbackGate>;
