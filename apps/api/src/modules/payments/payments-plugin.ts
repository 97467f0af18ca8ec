import type { FastifyInstance } from 'fastify';
import type { Ledger } from '@onair/ledger';
import type { Database } from '@onair/db';
import { cancelRoute } from './cancel-route';
import { financeRefunds, type FinanceRefunds } from './finance-refund';
import { createGatewayClient } from './gateway/index';
import { orderRoutes, type PaymentSettings } from './order-routes';
import { paymentStore } from './payment-store';
import { purchaseLimitsRoute } from './purchase-limits-route';
import { queryRoutes } from './query-routes';
import { returnRoutes } from './return-routes';
import { webhookRoute } from './webhook-route';

declare module 'fastify' {
  interface FastifyInstance {
    /** Refunds finance staff make from the console (the admin module's payment routes). */
    financeRefunds: FinanceRefunds;
  }
}

/** Buying currency and item packages through the payment gateway. */
export function paymentsPlugin(app: FastifyInstance, { db, ledger, settings }: { db: Database; ledger: Ledger; settings: PaymentSettings }) {
  const deps = {
    db,
    store: paymentStore(db),
    gateway: createGatewayClient(settings.paymentGateway),
    settings,
    ledger,
  };
  orderRoutes(app, deps);
  cancelRoute(app, deps);
  returnRoutes(app, deps);
  webhookRoute(app, deps);
  queryRoutes(app, deps);
  purchaseLimitsRoute(app, deps);
  app.decorate('financeRefunds', financeRefunds(deps));
}
