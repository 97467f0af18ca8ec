import type { FastifyInstance } from 'fastify';
import { createLedger, startPendingFolder, type Ledger } from '@onair/ledger';
import { startLateForfeitTimer } from '../auth/index';
import type { Database, DatabaseKind } from '@onair/db';
import { couponRoute } from './coupons/coupon-route';
import { exchangeApplyRoute } from './exchange/exchange-apply-route';
import { exchangeReadRoutes } from './exchange/exchange-routes';
import { createGiftEventBus, type GiftEventBus } from './gift-events';
import { createSubscriptionEventBus, type SubscriptionEventBus } from './subscription-events';
import { giftListRoutes } from './gifts/gift-lists';
import { giftRoute } from './gifts/gift-route';
import { mistakeReportRoute } from './gifts/mistake-report-route';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Gifts to live channels, for the chat server to show. */
    giftEvents: GiftEventBus;
    /** Subscriptions bought for live channels, for the chat server to show. */
    subscriptionEvents: SubscriptionEventBus;
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
export function moneyRoutesPlugin(app: FastifyInstance, { db, databaseKind }: { db: Database; databaseKind: DatabaseKind }) {
  const ledger = createLedger(db);
  const giftEvents = createGiftEventBus();
  app.decorate('ledger', ledger);
  app.decorate('giftEvents', giftEvents);
  const subscriptionEvents = createSubscriptionEventBus();
  app.decorate('subscriptionEvents', subscriptionEvents);
  const stopFolding = startPendingFolder(ledger, { intervalMs: FOLD_INTERVAL_MS });
  app.addHook('onClose', async () => stopFolding());

  productsRoute(app);
  giftRoute(app, { db, databaseKind, giftEvents });
  giftListRoutes(app, { db });
  mistakeReportRoute(app, { db });
  luvSummaryRoutes(app, { db, ledger });
  itemRoutes(app, { db, ledger });
  bankRoutes(app, { db });
  luvPresetRoutes(app, { db });
  withdrawRequestRoutes(app, { db, ledger });
  withdrawCancelRoute(app, { db, ledger });
  withdrawDecisionRoutes(app, { ledger });
  subscribeRoute(app, { db, ledger, subscriptionBus: subscriptionEvents });
  subscriptionRoutes(app, { db, ledger });
  couponRoute(app, { db, ledger });
  exchangeReadRoutes(app, { db, ledger });
  exchangeApplyRoute(app, { db, ledger });

  const stopRenewals = startRenewalTimer(
    {
      db: db,
      ledger,
      onError: (error, subscriptionId) => app.log.error({ err: error, subscriptionId }, 'subscription renewal failed'),
    },
    (error) => app.log.error({ err: error }, 'subscription renewal run failed'),
  );
  app.addHook('onClose', async () => stopRenewals());

  const stopLateForfeits = startLateForfeitTimer(db, ledger, {
    swept: (forfeit) => app.log.warn(forfeit, 'credit after membership withdrawal forfeited'),
    failed: (error) => app.log.error({ err: error }, 'late forfeit sweep failed'),
  });
  app.addHook('onClose', async () => stopLateForfeits());
}
