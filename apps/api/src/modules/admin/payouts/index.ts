import type { FastifyInstance } from 'fastify';
import type { Database } from '@onair/db';
import type { Clock } from '../clock';
import { payoutBatchRoutes } from './payout-batch-routes';
import { payoutQueueRoutes } from './payout-queue-routes';
import { payoutRejectRoute } from './payout-reject-route';

/** The console's payouts: the queue, batches, the transfer file, paid and rejected. */
export function payoutRoutes(scope: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  // The money module decorates the app with its ledger; read it per request, whatever the plugin order.
  const ledger = () => scope.ledger;
  payoutQueueRoutes(scope, { db });
  payoutBatchRoutes(scope, { db, ledger, now });
  payoutRejectRoute(scope, { db, ledger, now });
}
