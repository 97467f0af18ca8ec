import type { FastifyInstance } from 'fastify';
import { luvRoutes } from '@onair/contracts';
import { registerRoute } from '../../../platform/http/register-route';
import { CURRENCY_ITEM, heldOf, receivedOf } from '../../../platform/ledger/accounts';
import { memberOf } from '../../../platform/sessions/member-of';
import { currencySums, totalReceived, totalWithdrawn, walletHistory } from './ledger-queries';
import type { Database } from '@onair/db';
import type { Ledger } from '@onair/ledger';

/** GET /api/luv/items-sum (with what is owed), received, history and sums: what the ledger says about the member. */
export function luvSummaryRoutes(app: FastifyInstance, { db, ledger }: { db: Database; ledger: Ledger }) {

  registerRoute(app, luvRoutes.itemsSum, async ({ request }) => {
    const holdings = await ledger.holdings(db, memberOf(request).memberId);
    const wallet = holdings.filter((holding) => holding.kind === 'wallet' && holding.quantity !== 0);
    // Debt holds minus what is owed; it never rises above zero.
    const debts = holdings.filter((holding) => holding.kind === 'debt' && holding.quantity < 0);
    const debt = debts.find((holding) => holding.itemCode === CURRENCY_ITEM);
    return {
      luv: wallet.find((holding) => holding.itemCode === CURRENCY_ITEM)?.quantity ?? 0,
      items: wallet
        .filter((holding) => holding.itemCode !== CURRENCY_ITEM)
        .map(({ itemCode, quantity }) => ({ itemCode, quantity }))
        .sort((a, b) => a.itemCode - b.itemCode),
      owed: Math.max(0, -(debt?.quantity ?? 0)),
      owedItems: debts
        .filter((holding) => holding.itemCode !== CURRENCY_ITEM)
        .map(({ itemCode, quantity }) => ({ itemCode, quantity: -quantity }))
        .sort((a, b) => a.itemCode - b.itemCode),
    };
  });

  registerRoute(app, luvRoutes.received, async ({ request }) => {
    const { memberId } = memberOf(request);
    const brand = request.brand.code;
    const [total, available, held, withdrawn] = await Promise.all([
      totalReceived(db, memberId),
      ledger.balance(db, receivedOf(memberId, brand)),
      ledger.balance(db, heldOf(memberId, brand)),
      totalWithdrawn(db, memberId),
    ]);
    return { total, available, held, withdrawn };
  });

  registerRoute(app, luvRoutes.history, async ({ query, request }) =>
    walletHistory(db, memberOf(request).memberId, query),
  );

  registerRoute(app, luvRoutes.sums, async ({ request }) => currencySums(db, memberOf(request).memberId));
}
