import type { FastifyInstance } from 'fastify';
import { eventRoutes } from '@onair/contracts';
import { registerRoute } from '../../../platform/http/register-route';
import { walletOf } from '../../../platform/ledger/accounts';
import { requireFeature } from '../../../platform/http/feature-gate';
import { memberOf } from '../../../platform/sessions/member-of';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { applicationsOf, eventOf, eventView, exchangedIn, runningEvent } from './exchange-event-queries';
import type { Database } from '@onair/db';
import type { Ledger } from '@onair/ledger';

/** GET /api/events/exchange/rate, amount and status: what the exchange event page reads. */
export function exchangeReadRoutes(app: FastifyInstance, { db, ledger }: { db: Database; ledger: Ledger }) {

  registerRoute(app, eventRoutes.exchangeRate, async ({ request }) => {
    requireFeature(request.brand, 'exchangeEvents');
    const event = await runningEvent(db, request.brand.code, new Date());
    return { event: event ? eventView(event) : null };
  });

  registerRoute(app, eventRoutes.exchangeAmount, async ({ query, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'exchangeEvents');
    const { memberId } = memberOf(request);
    const event = await eventOf(db, brand.code, query.eventId);
    if (!event) throw moneyRefusal(404, MONEY_CODES.notFound, 'exchangeNotRunning', brand);
    const eventId = Number(event.eventId);
    const [mine, totals, holding] = await Promise.all([
      exchangedIn(db, eventId, memberId),
      exchangedIn(db, eventId),
      ledger.balance(db, walletOf(memberId, brand.code, event.fromItemCode)),
    ]);
    return {
      eventId,
      mine: { from: mine.from, to: mine.to, remaining: Math.max(0, event.perMemberLimit - mine.from) },
      totals,
      holding,
    };
  });

  registerRoute(app, eventRoutes.exchangeStatus, async ({ query, request }) => {
    requireFeature(request.brand, 'exchangeEvents');
    const event = await eventOf(db, request.brand.code, query.eventId);
    if (!event) return { event: null, applications: [] };
    return { event: eventView(event), applications: await applicationsOf(db, Number(event.eventId), memberOf(request).memberId) };
  });
}
