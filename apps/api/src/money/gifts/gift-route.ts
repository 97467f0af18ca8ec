import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@onair/brand';
import { sql } from 'drizzle-orm';
import { GIFT_MAX_AMOUNT, isGiftable, luvRoutes } from '@onair/contracts';
import { validationError } from '../../errors';
import { CURRENCY_ITEM } from '../accounts';
import { requireFeature } from '../feature-gate';
import type { GiftEvent } from '../gift-events';
import { registerIdempotentRoute } from '../idempotent-route';
import { MONEY_CODES, moneyRefusal } from '../money-errors';
import type { MoneyContext } from '../money-routes';
import { rowsOf } from '../sql-rows';
import { NEXT_GIFT_ID, postGift } from './post-gift';
import { fitsInteger } from '../stored-ids';

declare module 'fastify' {
  interface FastifyRequest {
    /** A gift to a live channel, shown in its room once the response is out (so after the commit). */
    committedGift: GiftEvent | null;
  }
}

/** Said when one gift is larger than GIFT_MAX_AMOUNT (the gift dialog never offers more). */
export const giftTooLargeMessage = (brand: BrandConfig, itemCode: number) =>
  `한 번에 최대 ${GIFT_MAX_AMOUNT.toLocaleString('ko-KR')}${itemCode === CURRENCY_ITEM ? ` ${brand.currency.ko}` : '개'}까지 선물할 수 있습니다.`;

type GiftTarget = { owner_member_id: number; is_live: boolean; sender_nickname: string | null; gift_id: string | number };

/**
 * POST /api/luv/gift. The hot path (thousands a second into one streamer), so it is a handful of
 * statements: one that finds the channel, the sender's nickname and the gift's id together, the
 * ledger posting (a conditional debit of the sender; the streamer's and platform's credits are
 * append-only and folded later), and the gifts row with the sender's balance; with the
 * Idempotency-Key's claim and answer, seven round trips in all.
 */
export function giftRoute(app: FastifyInstance, { services, ledger, giftEvents }: MoneyContext) {
  app.decorateRequest('committedGift', null);
  app.addHook('onResponse', async (request, reply) => {
    // A replayed answer ran no handler and set nothing, so a retried gift is never shown twice.
    if (request.committedGift && reply.statusCode === 200) giftEvents.publish(request.committedGift);
  });

  registerIdempotentRoute(app, services.database.db, luvRoutes.gift, async ({ body, tx, memberId, request }) => {
    const brand = request.brand;
    requireFeature(brand, 'gifts');
    if (!isGiftable(body.itemCode)) throw moneyRefusal(422, MONEY_CODES.invalid, 'itemNotGiftable', brand);
    if (body.amount > GIFT_MAX_AMOUNT) throw validationError([{ field: 'amount', in: 'body', message: giftTooLargeMessage(brand, body.itemCode) }]);

    if (!fitsInteger(body.channelId)) throw moneyRefusal(404, MONEY_CODES.notFound, 'channelNotFound', brand);
    const [target] = await rowsOf<GiftTarget>(
      tx,
      sql`
      select c.owner_member_id, c.is_live,
             (select nickname from members where member_id = ${memberId}) as sender_nickname,
             ${NEXT_GIFT_ID} as gift_id
        from channels c where c.channel_id = ${body.channelId}`,
    );
    if (!target) throw moneyRefusal(404, MONEY_CODES.notFound, 'channelNotFound', brand);
    if (target.owner_member_id === memberId) throw moneyRefusal(422, MONEY_CODES.invalid, 'giftToOwnChannel', brand);

    const giftId = Number(target.gift_id);
    const message = body.message || null;
    const { netAmount, senderBalance: balance } = await postGift(tx, ledger, {
      giftId,
      brand,
      senderMemberId: memberId,
      channelId: body.channelId,
      channelOwnerId: target.owner_member_id,
      itemCode: body.itemCode,
      amount: body.amount,
      message,
      live: target.is_live,
    });

    request.committedGift = target.is_live
      ? {
          giftId,
          channelId: body.channelId,
          brand: brand.code,
          senderMemberId: memberId,
          senderNickname: target.sender_nickname ?? '',
          itemCode: body.itemCode,
          amount: body.amount,
          message,
          at: new Date().toISOString(),
        }
      : null;
    return { giftId, itemCode: body.itemCode, amount: body.amount, netAmount, balance, live: target.is_live };
  });
}
