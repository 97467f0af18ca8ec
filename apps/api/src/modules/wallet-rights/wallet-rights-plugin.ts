import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import type { Ledger } from '@onair/ledger';
import { startRepeatingJob } from '../../platform/repeating-job';
import type { SmsProvider } from '../verification/index';
import { expireDueLots } from './lot-expiry';
import { noticeExpiringLots } from './lot-expiry-notice';
import { syncLotValidityRules } from './lot-validity-rules';
import { startReceiptDelivery } from './receipt-delivery';
import { receiptRoutes } from './receipt-routes';

/** Lots are expired and their notices sent this often; both are safe to run on every node at once. */
const LOT_JOBS_EVERY_MS = 10 * 60 * 1000;

/**
 * The member's rights over their currency: receipts (recorded by payments and payouts, delivered
 * here), the wallet's lots and their validity, expiry notices, and the expiry of lots.
 */
export function walletRightsPlugin(app: FastifyInstance, { db, ledger, sms }: { db: Database; ledger: Ledger; sms: SmsProvider }) {
  receiptRoutes(app, { db });
  app.addHook('onReady', async () => syncLotValidityRules(db));

  const stopDelivery = startReceiptDelivery(db, sms, (error) => app.log.error({ err: error }, 'receipt delivery failed'));
  app.addHook('onClose', async () => stopDelivery());

  const stopLotJobs = startRepeatingJob(async () => {
    try {
      const expired = await expireDueLots({ db, ledger });
      if (expired.length > 0) app.log.info({ expired: expired.length }, 'wallet lots expired');
      await noticeExpiringLots(db, sms);
    } catch (error) {
      app.log.error({ err: error }, 'wallet lot jobs failed');
    }
  }, LOT_JOBS_EVERY_MS);
  app.addHook('onClose', async () => stopLotJobs());
}
