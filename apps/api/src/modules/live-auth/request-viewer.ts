import type { FastifyRequest } from 'fastify';
import { COOKIE_NAMES } from '@onair/contracts';
import type { Viewer } from './live-tickets';

const CLIENT_ID = /^[0-9a-f]{10}$/;

/** The caller as a room ticket names them: the signed-in member, or a visitor by the web's client id cookie. */
export function requestViewer(request: FastifyRequest): Viewer | null {
  if (request.member) return { kind: 'member', memberId: request.member.memberId };
  const cookie = request.cookies[COOKIE_NAMES.clientId];
  return cookie && CLIENT_ID.test(cookie) ? { kind: 'visitor', clientId: cookie } : null;
}
