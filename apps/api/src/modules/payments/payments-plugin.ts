import type { FastifyInstance } from 'fastify';
import type { Ledger } from '@onair/ledger';
import type { AppServices } from '../../platform/services';
import { cancelRoute } from './cancel-route';
import { createGatewayClient } from './gateway/index';
import { orderRoutes } from './order-routes';
import { paymentStore } from './payment-store';
import { queryRoutes } from './query-routes';
import { returnRoutes } from './return-routes';
import { webhookRoute } from './webhook-route';

/** Buying currency and item packages through the payment gateway. */
export function paymentsPlugin(app: FastifyInstance, services: AppServices, ledger: Ledger) {
  const db = services.database.db;
  const deps = {
    db,
    store: paymentStore(db),
    gateway: createGatewayClient(services.settings.paymentGateway),
    settings: services.settings,
    ledger,
  };
  orderRoutes(app, deps);
  cancelRoute(app, deps);
  returnRoutes(app, deps);
  webhookRoute(app, deps);
  queryRoutes(app, deps);
}
