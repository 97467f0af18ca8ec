import type { BrandConfig } from '@onair/brand';
import { luvRoutes } from '@onair/contracts';
import { hashRequestBody, sendGiftWithin, type LedgerTx } from '@onair/ledger';
import { CURRENCY_ITEM } from '../../../platform/ledger/accounts';
import { splitCommission } from '../commission';

export type GiftPosting = {
  brand: BrandConfig;
  senderMemberId: number;
  /** The sender's Idempotency-Key for this gift; the answer is stored under it as the route's is. */
  key: string;
  channelId: number;
  itemCode: number;
  amount: number;
  message: string | null;
};

/**
 * Sends a gift inside the caller's transaction through the SQL function POST /api/luv/gift uses
 * (onair_send_gifts, libs/server/ledger/sql/gifts.sql), so it moves, records and answers exactly
 * what the route would: the brand's commission on the currency (items go whole), the gifts row, the
 * key with its answer. The demo seed uses it, granting and gifting in one transaction. A refusal
 * throws: the caller has made sure the gift can go.
 */
export async function postGift(tx: LedgerTx, gift: GiftPosting): Promise<{ giftId: number; netAmount: number }> {
  const { fee } = gift.itemCode === CURRENCY_ITEM ? splitCommission(gift.amount, gift.brand.giftCommissionPercent) : { fee: 0 };
  const body = { channelId: gift.channelId, itemCode: gift.itemCode, amount: gift.amount, ...(gift.message ? { message: gift.message } : {}) };
  const result = await sendGiftWithin(
    tx,
    {
      memberId: gift.senderMemberId,
      key: gift.key,
      operation: luvRoutes.gift.operationId,
      requestHash: hashRequestBody({ params: null, query: null, body }),
    },
    { brand: gift.brand.code, senderMemberId: gift.senderMemberId, channelId: gift.channelId, itemCode: gift.itemCode, amount: gift.amount, fee, message: gift.message },
  );
  if (result.outcome !== 'sent') throw new Error(`the gift of ${gift.amount} to channel ${gift.channelId} was not sent: ${result.outcome}`);
  return { giftId: result.sent.giftId, netAmount: gift.amount - fee };
}
