import type { FastifyInstance } from 'fastify';
import type { BrandConfig } from '@onair/brand';
import { GIFT_MAX_AMOUNT, isGiftable, luvRoutes, messageText } from '@onair/contracts';
import { createGiftSender, runIdempotent, type GiftRefusal, type StoredAnswer } from '@onair/ledger';
import { validationError } from '../../../platform/http/errors';
import { CURRENCY_ITEM } from '../../../platform/ledger/accounts';
import { splitCommission } from '../commission';
import { requireFeature } from '../../../platform/http/feature-gate';
import type { GiftEvent, GiftEventBus } from '../gift-events';
import { insufficientRefusal, refusalOf, registerKeyedRoute, storedError } from '../../../platform/http/idempotent-route';
import { MONEY_CODES, moneyMessageRef, moneyRefusal } from '../../../platform/http/money-errors';
import type { Database, DatabaseKind } from '@onair/db';

declare module 'fastify' {
  interface FastifyRequest {
    /** A gift to a live channel, shown in its room once the response is out (so after the commit). */
    committedGift: GiftEvent | null;
  }
}

/** The refusal of one gift larger than GIFT_MAX_AMOUNT (the gift dialog never offers more). */
export const giftTooLargeError = (brand: BrandConfig, itemCode: number) => {
  const ref = moneyMessageRef(itemCode === CURRENCY_ITEM ? 'giftTooLarge' : 'giftTooManyItems', brand, {
    maximum: GIFT_MAX_AMOUNT.toLocaleString('ko-KR'),
  });
  return validationError([{ field: 'amount', in: 'body', message: messageText(ref), ...ref }]);
};

/**
 * Gift statements one node keeps in flight on PostgreSQL; the gifts that arrive meanwhile wait and
 * go together in the next (createGiftSender). Two, measured against one, four and eight on two cores
 * (bench/README.md, 2026-11-29): fewer statements carry more gifts each, which costs less CPU a gift
 * on both sides, while one alone leaves the cores idle during its commit. PGlite runs one statement
 * at a time, so more in flight would only queue there instead of here.
 */
const GIFT_STATEMENTS_IN_FLIGHT = 2;

/**
 * POST /api/luv/gift. The hot path (thousands a second into one streamer), so a gift is one SQL
 * statement (createGiftSender): the Idempotency-Key and its answer, the channel check, the
 * sender's conditional debit, the ledger entries (the streamer's and platform's credits are
 * append-only, folded later) and the gifts row, in the statement's own transaction, shared under
 * load with the gifts that arrived at the same time. Checks that need no database (feature, item,
 * size, id range) come first; their refusals are stored under the key through runIdempotent like
 * any money route's.
 */
export function giftRoute(app: FastifyInstance, { db, databaseKind, giftEvents }: { db: Database; databaseKind: DatabaseKind; giftEvents: GiftEventBus }) {
  const gifts = createGiftSender(db, { concurrency: databaseKind === 'pglite' ? 1 : GIFT_STATEMENTS_IN_FLIGHT });
  app.decorateRequest('committedGift', null);
  // A callback hook, not an async one: it runs after every request of the app, and waits for nothing.
  app.addHook('onResponse', (request, reply, done) => {
    // Set only by a gift that moved in this request: a replay, a refusal or an offline channel sets nothing.
    if (request.committedGift && reply.statusCode === 200) giftEvents.publish(request.committedGift);
    done();
  });

  registerKeyedRoute(app, luvRoutes.gift, async ({ body, request, memberId, scope }) => {
    const brand = request.brand;
    try {
      checkBeforeSending(brand, body);
    } catch (error) {
      // Stored under the key like any route's refusal; a replay or a mismatch of the key still comes first.
      return runIdempotent(db, scope, () => Promise.reject(error), (failure) => refusalOf(failure, brand));
    }

    const message = body.message || null;
    const { fee } = body.itemCode === CURRENCY_ITEM ? splitCommission(body.amount, brand.giftCommissionPercent) : { fee: 0 };
    const outcome = await gifts.send(
      scope,
      { brand: brand.code, senderMemberId: memberId, channelId: body.channelId, itemCode: body.itemCode, amount: body.amount, fee, message },
      (reason) => refusalAnswer(reason, brand, body.itemCode),
    );

    if (outcome.sent?.live) {
      request.committedGift = {
        giftId: outcome.sent.giftId,
        channelId: body.channelId,
        brand: brand.code,
        senderMemberId: memberId,
        senderNickname: outcome.sent.senderNickname,
        itemCode: body.itemCode,
        amount: body.amount,
        message,
        at: new Date().toISOString(),
      };
    }
    return outcome;
  });
}

/** The refusals that need no database, in the order the route has always checked them. */
function checkBeforeSending(brand: BrandConfig, body: { channelId: number; itemCode: number; amount: number }) {
  requireFeature(brand, 'gifts');
  if (!isGiftable(body.itemCode)) throw moneyRefusal(422, MONEY_CODES.invalid, 'itemNotGiftable', brand);
  if (body.amount > GIFT_MAX_AMOUNT) throw giftTooLargeError(brand, body.itemCode);
}

/** The statement's refusals, worded as the route has always answered them. */
function refusalAnswer(reason: GiftRefusal, brand: BrandConfig, itemCode: number): StoredAnswer {
  if (reason === 'insufficientBalance') return insufficientRefusal(brand, itemCode);
  if (reason === 'channelNotFound') return storedError(moneyRefusal(404, MONEY_CODES.notFound, 'channelNotFound', brand));
  return storedError(moneyRefusal(422, MONEY_CODES.invalid, 'giftToOwnChannel', brand));
}
