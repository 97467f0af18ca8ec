import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';

// SEAM (oauth helper): start, callback, oauth signup and the v3 kakao signup.
export function oauthRoutesPlugin(app: FastifyInstance, services: AppServices) {
  void app;
  void services;
}
