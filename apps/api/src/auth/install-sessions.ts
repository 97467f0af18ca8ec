import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';
import './session-types';

// SEAM (session helper): decorate app.sessions and request.member, enforce 'member' access and the Origin check.
export function installSessions(app: FastifyInstance, services: AppServices) {
  void services;
  app.decorateRequest('member', null);
}
