import type { RouteContract } from '../route';
import { authRoutes } from './auth';
import { csRoutes } from './cs';
import { oauthRoutes } from './oauth';
import { partnerRoutes } from './partners';
import { guestRoutes } from './guest';
import { systemRoutes } from './system';

export * from './auth';
export * from './cs';
export * from './oauth';
export * from './partners';
export * from './guest';
export * from './system';

/** Every route of the API; the OpenAPI document and the generated client come from this list. */
export const ALL_ROUTES: readonly RouteContract[] = [
  ...Object.values(systemRoutes),
  ...Object.values(authRoutes),
  ...Object.values(guestRoutes),
  ...Object.values(csRoutes),
  ...Object.values(oauthRoutes),
  ...Object.values(partnerRoutes),
];
