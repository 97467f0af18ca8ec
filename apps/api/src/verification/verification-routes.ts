import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../services';

// SEAM (verification helper): captcha, phone codes, find ID / password, personal auth, partners.
export function verificationRoutesPlugin(app: FastifyInstance, services: AppServices) {
  void app;
  void services;
}
