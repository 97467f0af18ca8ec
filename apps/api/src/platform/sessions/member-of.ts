import type { FastifyRequest } from 'fastify';
import type { SessionMember } from './session-types';
import { invalidTokenError } from './auth-errors';

/** The signed-in member of a member route (registerRoute has already refused visitors). */
export function memberOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw invalidTokenError();
  return request.member;
}
