import { sql } from 'drizzle-orm';
import type { BrandConfig } from '@onair/brand';
import { accountKeyOf, type Ledger, type LedgerTx } from '@onair/ledger';
import { CURRENCY_ITEM, receivedOf, systemAccount, walletOf } from '../../../platform/ledger/accounts';
import { splitCommission } from '../commission';
import { rowsOf } from '../../../platform/ledger/sql-rows';

export type GiftPosting = {
  giftId: number;
  brand: BrandConfig;
  senderMemberId: number;
  channelId: number;
  channelOwnerId: number;
  itemCode: number;
  amount: number;
  message: string | null;
  live: boolean;
};

/**
 * Moves a gift on the ledger and records it inside the caller's transaction: the sender's wallet
 * gives the amount, the channel owner's received account gets it less the brand's commission on
 * the currency (items go whole). Answers the sender's balance of that item after the gift. The
 * demo seed uses it; POST /api/luv/gift moves the same rows in one statement (sendGiftOnce).
 */
export async function postGift(tx: LedgerTx, ledger: Ledger, gift: GiftPosting): Promise<{ txId: number; netAmount: number; senderBalance: number }> {
  const brand = gift.brand.code;
  const { net, fee } = gift.itemCode === CURRENCY_ITEM ? splitCommission(gift.amount, gift.brand.giftCommissionPercent) : { net: gift.amount, fee: 0 };
  const sender = walletOf(gift.senderMemberId, brand, gift.itemCode);
  const { txId } = await ledger.post(tx, {
    brand,
    reason: 'gift',
    reference: `gift:${gift.giftId}`,
    entries: [
      { account: sender, amount: -gift.amount },
      { account: receivedOf(gift.channelOwnerId, brand, gift.itemCode), amount: net },
      ...(fee > 0 ? [{ account: systemAccount(brand, 'commission', gift.itemCode), amount: fee }] : []),
    ],
  });
  // The gifts row and the sender's balance after it in one round trip. The
  // balance is read as the ledger reads it (settled plus pending), in the same transaction.
  const [row] = await rowsOf<{ balance: number | string }>(
    tx,
    sql`with recorded as (
          insert into gifts (gift_id, sender_member_id, channel_id, brand, item_code, amount, net_amount, message, live, tx_id)
          values (${gift.giftId}, ${gift.senderMemberId}, ${gift.channelId}, ${brand}, ${gift.itemCode}, ${gift.amount}, ${net}, ${gift.message}, ${gift.live}, ${txId}))
        select a.balance + onair_ledger_pending(a.account_id, a.deferred) as balance
          from ledger_accounts a where a.account_key = ${accountKeyOf(sender)}`,
  );
  return { txId, netAmount: net, senderBalance: Number(row?.balance ?? 0) };
}

/** Gift ids are drawn before the posting, so its reference can name the gift. */
export const NEXT_GIFT_ID = sql.raw("nextval(pg_get_serial_sequence('gifts', 'gift_id'))");
