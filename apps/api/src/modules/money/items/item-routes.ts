import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { isUsable, myMoneyRoutes } from '@onair/contracts';
import { itemUses, type Database } from '@onair/db';
import { registerRoute } from '../../../platform/http/register-route';
import { CURRENCY_ITEM, systemAccount, walletOf } from '../../../platform/ledger/accounts';
import { registerIdempotentRoute } from '../../../platform/http/idempotent-route';
import { memberOf } from '../../../platform/sessions/member-of';
import { MONEY_CODES, moneyRefusal } from '../../../platform/http/money-errors';
import { offsetOf, pageOf } from '../paging';
import { rowsOf } from '../../../platform/ledger/sql-rows';
import type { Ledger } from '@onair/ledger';

/** GET /api/my/items (the wallet's items, not the currency) and POST /api/my/item-use. */
export function itemRoutes(app: FastifyInstance, { db, ledger }: { db: Database; ledger: Ledger }) {

  registerRoute(app, myMoneyRoutes.items, async ({ query, request }) => {
    const holdings = await ledger.holdings(db, memberOf(request).memberId);
    const items = holdings
      .filter((holding) => holding.kind === 'wallet' && holding.itemCode !== CURRENCY_ITEM && holding.quantity > 0)
      .map(({ itemCode, quantity }) => ({ itemCode, quantity }))
      .sort((a, b) => a.itemCode - b.itemCode);
    const start = offsetOf(query);
    return pageOf(items.slice(start, start + query.size), query, items.length);
  });

  registerIdempotentRoute(app, db, myMoneyRoutes.itemUse, async ({ body, tx, memberId, request }) => {
    const brand = request.brand;
    if (!isUsable(body.itemCode)) throw moneyRefusal(422, MONEY_CODES.invalid, 'itemNotUsable', brand);
    const [next] = await rowsOf<{ use_id: string | number; channel_found: boolean }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('item_uses', 'use_id')) as use_id,
                 -- A channel of this brand whose owner is still a member; another brand's is no channel here.
                 exists(select 1 from channels c join members m on m.member_id = c.owner_member_id
                         where c.channel_id = ${body.channelId ?? 0} and m.brand = ${brand.code} and m.withdrawn_at is null) as channel_found`,
    );
    if (!next) throw new Error('no item use id');
    if (body.channelId !== undefined && !next.channel_found) throw moneyRefusal(404, MONEY_CODES.notFound, 'channelNotFound', brand);
    const useId = Number(next.use_id);
    const wallet = walletOf(memberId, brand.code, body.itemCode);
    const { txId } = await ledger.post(tx, {
      brand: brand.code,
      reason: 'item_use',
      reference: `item_use:${useId}`,
      entries: [
        { account: wallet, amount: -body.quantity },
        { account: systemAccount(brand.code, 'consumed', body.itemCode), amount: body.quantity },
      ],
    });
    await tx.insert(itemUses).values({ useId, memberId, itemCode: body.itemCode, quantity: body.quantity, channelId: body.channelId ?? null, txId });
    return { useId, itemCode: body.itemCode, quantity: body.quantity, remaining: await ledger.balance(tx, wallet) };
  });
}
