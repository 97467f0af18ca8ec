import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { eventRoutes } from '@onair/contracts';
import { exchangeApplications, type Database } from '@onair/db';
import { systemAccount, walletOf } from '../../../platform/ledger/accounts';
import { requireFeature } from '../../../platform/http/feature-gate';
import { registerIdempotentRoute } from '../../../platform/http/idempotent-route';
import { creditDebtFirst } from '../../../platform/ledger/member-debt';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { rowsOf } from '../../../platform/ledger/sql-rows';
import { applicationView, eventOf, exchangedIn, isRunning } from './exchange-event-queries';
import type { Ledger } from '@onair/ledger';

/**
 * POST /api/events/exchange/apply: amountFrom of the event's item go to consumed and the brand
 * issues amountFrom / rateFrom * rateTo of the other. The per-member limit is checked under a
 * transaction-scoped advisory lock on (event, member), so concurrent applies of one member queue
 * and each sees the others' committed sum; other members are not held up. What the member owes of
 * the item received (a gateway refund of currency already spent) is paid first from what the
 * exchange issues, and the wallet gets the rest.
 */
export function exchangeApplyRoute(app: FastifyInstance, { db, ledger }: { db: Database; ledger: Ledger }) {
  registerIdempotentRoute(
    app,
    db,
    eventRoutes.exchangeApply,
    async ({ body, tx, memberId, request }) => {
      const brand = request.brand;
      requireFeature(brand, 'exchangeEvents');
      const event = await eventOf(tx, brand.code, body.eventId);
      if (!event) throw moneyRefusal(404, MONEY_CODES.notFound, 'exchangeNotRunning', brand);
      if (!isRunning(event, new Date())) throw moneyRefusal(409, MONEY_CODES.conflict, 'exchangeNotRunning', brand);
      if (body.amountFrom % event.rateFrom !== 0)
        throw moneyRefusal(422, MONEY_CODES.invalid, 'exchangeAmountInvalid', brand);

      const eventId = Number(event.eventId);
      const [next] = await rowsOf<{ application_id: string | number }>(
        tx,
        sql`select pg_advisory_xact_lock(hashtextextended(${`exchange:${eventId}:${memberId}`}, 0)),
                 nextval(pg_get_serial_sequence('exchange_applications', 'application_id')) as application_id`,
      );
      if (!next) throw new Error('no exchange application id');
      const mine = await exchangedIn(tx, eventId, memberId);
      if (mine.from + body.amountFrom > event.perMemberLimit)
        throw moneyRefusal(409, MONEY_CODES.conflict, 'exchangeLimitExceeded', brand);

      const applicationId = Number(next.application_id);
      const amountTo = (body.amountFrom / event.rateFrom) * event.rateTo;
      const credit = await creditDebtFirst(tx, ledger, {
        memberId,
        brand: brand.code,
        itemCode: event.toItemCode,
        quantity: amountTo,
      });
      const { txId } = await ledger.post(tx, {
        brand: brand.code,
        reason: 'exchange',
        reference: `exchange:${applicationId}`,
        ...(credit.memo ? { memo: credit.memo } : {}),
        entries: [
          { account: walletOf(memberId, brand.code, event.fromItemCode), amount: -body.amountFrom },
          { account: systemAccount(brand.code, 'consumed', event.fromItemCode), amount: body.amountFrom },
          { account: systemAccount(brand.code, 'issuance', event.toItemCode), amount: -amountTo },
          ...credit.entries,
        ],
      });
      const [row] = await tx
        .insert(exchangeApplications)
        .values({ applicationId, eventId, memberId, amountFrom: body.amountFrom, amountTo, txId })
        .returning();
      if (!row) throw new Error(`exchange application ${applicationId} was not stored`);
      return applicationView(row);
    },
  );
}
