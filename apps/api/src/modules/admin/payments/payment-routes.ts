import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import type { Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import type { FinanceRefunds } from '../../payments/index';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';
import { paymentDetail, searchPayments } from './payment-lookup';

/**
 * Finance staff's payments (issue 26): look up by order id, member or date, one payment with every
 * state change and webhook, and a refund from the console. All within the request's brand; the
 * staff guard has checked the caller's role and brands.
 */
export function paymentRoutes(app: FastifyInstance, { db, now, refunds }: { db: Database; now: Clock; refunds: FinanceRefunds }) {
  registerRoute(app, adminRoutes.listPayments, async ({ query, request }) => searchPayments(db, request.brand.code, query));

  registerRoute(app, adminRoutes.paymentDetail, async ({ params, request }) =>
    paymentDetail(db, request.brand.code, params.orderId),
  );

  registerRoute(app, adminRoutes.refundPayment, async ({ params, body, request }) => {
    const brand = request.brand.code;
    const outcome = await refunds.refund(params.orderId, brand, body.reason, (tx, refunded) =>
      writeAudit(tx, {
        staffId: staffOf(request).id,
        staffAddress: request.ip,
        action: 'payment.refund',
        targetKind: 'payment',
        targetId: params.orderId,
        brand,
        before: { state: 9 },
        after: { state: refunded.payment.state, takenBack: refunded.takenBack, owed: refunded.owed },
        reason: body.reason,
        at: new Date(now()),
      }),
    );
    return {
      detail: await paymentDetail(db, brand, params.orderId),
      takenBack: outcome.takenBack,
      owed: outcome.owed,
      refundedNow: outcome.refundedNow,
    };
  });
}
