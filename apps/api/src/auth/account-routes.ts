import type { FastifyInstance } from 'fastify';
import type { Repositories } from '../repositories/index';
import type { AppServices } from '../services';

// SEAM (session helper): signup, signin, me, signout, expire, refresh.
export function accountRoutesPlugin(app: FastifyInstance, services: AppServices, repos: Repositories) {
  void app;
  void services;
  void repos;
}
