import type { FastifyRequest } from 'fastify';
import type { SessionMember } from '../../platform/sessions/session-types';
import { invalidTokenError } from '../../platform/sessions/auth-errors';

/** The member of a member route (registerRoute already refused visitors; this says so to the types). */
export function signedIn(request: FastifyRequest): SessionMember {
  if (!request.member) throw invalidTokenError();
  return request.member;
}
