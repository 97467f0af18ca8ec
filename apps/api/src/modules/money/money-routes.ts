import type { FastifyInstance } from 'fastify';
import { createLedger, startPendingFolder, type Ledger } from '@onair/ledger';
import { startLateForfeitTimer } from '../auth/late-forfeits';
import type { Repositories } from '../directory/repositories';
import type { AppServices } from '../../platform/services';
import { couponRoute } from './coupons/coupon-route';
import { exchangeApplyRoute } from './exchange/exchange-apply-route';
import { exchangeReadRoutes } from './exchange/exchange-routes';
import { createGiftEventBus, type GiftEventBus } from './gift-events';
import { giftListRoutes } from './gifts/gift-lists';
import { giftRoute } from './gifts/gift-route';
import { itemRoutes } from './items/item-routes';
import { luvSummaryRoutes } from './luv/luv-summary-routes';
import { bankRoutes } from './settings/bank-routes';
import { luvPresetRoutes } from './settings/luv-preset-routes';
import { productsRoute } from './shop/products-route';
import { startRenewalTimer } from './subscriptions/renewal-job';
import { subscribeRoute } from './subscriptions/subscribe-route';
import { subscriptionRoutes } from './subscriptions/subscription-routes';
import { withdrawCancelRoute } from './withdrawals/withdraw-cancel-route';
import { withdrawDecisionRoutes } from './withdrawals/withdraw-decision-routes';
import { withdrawRequestRoutes } from './withdrawals/withdraw-request-routes';

/** What every money route is built from. */
export type MoneyContext = {
  services: AppServices;
  repos: Repositories;
  ledger: Ledger;
  giftEvents: GiftEventBus;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Gifts to live channels, for the chat server to show. */
    giftEvents: GiftEventBus;
    ledger: Ledger;
  }
}

/** Folding pending credits this often keeps settled balances close behind while gifts pour in. */
const FOLD_INTERVAL_MS = 250;

/**
 * Every money route: the catalog, gifts, items, subscriptions, coupons, exchange events and
 * withdrawals (gateway payments register beside these), the subscription renewal job, and the
 * sweep that forfeits what reached a withdrawn member after their withdrawal.
 */
export function moneyRoutesPlugin(app: FastifyInstance, services: AppServices, repos: Repositories) {
  const ledger = createLedger(services.database.db);
  const giftEvents = createGiftEventBus();
  app.decorate('ledger', ledger);
  app.decorate('giftEvents', giftEvents);
  const stopFolding = startPendingFolder(ledger, { intervalMs: FOLD_INTERVAL_MS });
  app.addHook('onClose', async () => stopFolding());

  const context: MoneyContext = { services, repos, ledger, giftEvents };
  productsRoute(app);
  giftRoute(app, context);
  giftListRoutes(app, context);
  luvSummaryRoutes(app, context);
  itemRoutes(app, context);
  bankRoutes(app, context);
  luvPresetRoutes(app, context);
  withdrawRequestRoutes(app, context);
  withdrawCancelRoute(app, context);
  withdrawDecisionRoutes(app, context);
  subscribeRoute(app, context);
  subscriptionRoutes(app, context);
  couponRoute(app, context);
  exchangeReadRoutes(app, context);
  exchangeApplyRoute(app, context);

  const stopRenewals = startRenewalTimer(
    {
      db: services.database.db,
      ledger,
      onError: (error, subscriptionId) => app.log.error({ err: error, subscriptionId }, 'subscription renewal failed'),
    },
    (error) => app.log.error({ err: error }, 'subscription renewal run failed'),
  );
  app.addHook('onClose', async () => stopRenewals());

  const stopLateForfeits = startLateForfeitTimer(services.database.db, ledger, {
    swept: (forfeit) => app.log.warn(forfeit, 'credit after membership withdrawal forfeited'),
    failed: (error) => app.log.error({ err: error }, 'late forfeit sweep failed'),
  });
  app.addHook('onClose', async () => stopLateForfeits());
}
