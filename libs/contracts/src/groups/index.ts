import type { RouteContract } from '../route';
import { authRoutes } from './auth';
import { csRoutes } from './cs';
import { oauthRoutes } from './oauth';
import { partnerRoutes } from './partners';
import { guestRoutes } from './guest';
import { systemRoutes } from './system';
import { luvRoutes } from './luv';
import { shoppingRoutes } from './shoppings';
import { eventRoutes } from './events';
import { myMoneyRoutes, paymentFailureRoute, subscriberCountRoute } from './my-money';

export * from './auth';
export * from './cs';
export * from './oauth';
export * from './partners';
export * from './guest';
export * from './channel-detail';
export * from './system';
export * from './money-fields';
export * from './luv';
export * from './shoppings';
export * from './events';
export * from './my-money';

/** Every route of the API; the OpenAPI document and the generated client come from this list. */
export const ALL_ROUTES: readonly RouteContract[] = [
  ...Object.values(systemRoutes),
  ...Object.values(authRoutes),
  ...Object.values(guestRoutes),
  ...Object.values(csRoutes),
  ...Object.values(oauthRoutes),
  ...Object.values(partnerRoutes),
  ...Object.values(luvRoutes),
  ...Object.values(shoppingRoutes),
  ...Object.values(eventRoutes),
  ...Object.values(myMoneyRoutes),
  subscriberCountRoute,
  paymentFailureRoute,
];
