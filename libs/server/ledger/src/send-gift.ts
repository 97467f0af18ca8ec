import { sql } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import type { Database } from '@onair/db';
import { IdempotencyKeyMismatch, UnbalancedPosting } from './errors';
import { storeRefusal } from './idempotency';
import { createBatcher } from './batcher';
import { isRetryable, withRetry } from './retry';
import { preparedRowsOf, sqlStateOf } from './sql-rows';
import type { IdempotencyScope, IdempotentOutcome, LedgerTx, StoredAnswer } from './types';

/** A gift as the caller has checked it: the brand's commission on it already worked out. */
export type GiftOrder = {
  brand: BrandCode;
  senderMemberId: number;
  channelId: number;
  itemCode: number;
  amount: number;
  /** The platform's share; the channel owner gets amount - fee. 0 for items. */
  fee: number;
  message: string | null;
};

/** Why a gift was refused; the caller words the answer that is stored under the key. */
export type GiftRefusal = 'channelNotFound' | 'giftToOwnChannel' | 'insufficientBalance';

/** A gift that moved just now (not a replay): what its room's alert needs. */
export type SentGift = { giftId: number; live: boolean; senderNickname: string };

export type GiftOutcome = IdempotentOutcome & { sent: SentGift | null };

type GiftRow = {
  order_index: number;
  outcome: 'sent' | 'replay' | 'mismatch' | GiftRefusal;
  answer_status: number | null;
  answer_body: unknown;
  sent_gift_id: number | string | null;
  sent_live: boolean | null;
  sent_nickname: string | null;
};

type Request = { scope: IdempotencyScope; gift: GiftOrder };

const UNIQUE_VIOLATION = '23505';

const REFUSALS: ReadonlySet<string> = new Set<GiftRefusal>([
  'channelNotFound',
  'giftToOwnChannel',
  'insufficientBalance',
]);

export type GiftSenderOptions = {
  /**
   * Statements in flight at once. Few is better: each commits many gifts, and more of them only
   * compete for the same cores (on PGlite, which runs one statement at a time, 1).
   */
  concurrency?: number;
  /** Gifts in one statement at most. */
  maxBatch?: number;
  /**
   * Batches of at least this many gifts are settled as sets (a fixed handful of statements),
   * smaller ones gift by gift (migration 0013_gift_set_statement). Sets cost PostgreSQL less at
   * every size since their statements use generic plans (bench/gifts/statement.ts: 867 against
   * 1,067 µs a gift alone, 333 against 533 at 4), so by default every batch goes as a set; with
   * the old threshold of 8, two fifths of a storm's statements went gift by gift, at a quarter of
   * the function's time.
   */
  setFrom?: number;
};

/**
 * Gifts, each at most once per member and Idempotency-Key, in single statements: the SQL function
 * onair_send_gifts (libs/server/ledger/sql/gifts.sql) checks each key, checks the channel, debits the
 * sender's wallet only while it stays non-negative, writes the ledger transaction and its entries
 * (the two credits pending until a fold), records the gifts row and stores the answer under the key,
 * all in the statement's own transaction. One round trip where runIdempotent with post() took
 * seven, and under load one round trip and one commit for all the gifts that arrived together
 * (createBatcher). The ledger rules are the ones post() follows.
 *
 * send() answers as runIdempotent does: the first answer (replayed: false) or the stored one
 * (replayed: true); IdempotencyKeyMismatch for the key with another body. A refusal moved nothing
 * and freed the key; refusalOf words it and it is stored under the key in a second statement, as
 * runIdempotent stores refusals (if another request with the key answered meanwhile, that answer
 * is returned). `sent` is set only for a gift that moved now, so a replay is never shown again.
 * Gifts are answered once their statement has committed.
 */
export function createGiftSender(
  db: Database,
  { concurrency = 4, maxBatch = 100, setFrom = 1 }: GiftSenderOptions = {},
) {
  const sendBatch = createBatcher<Request, GiftRow>((requests) => sendAll(db, requests, setFrom), {
    concurrency,
    maxBatch,
  });

  return {
    async send(
      scope: IdempotencyScope,
      gift: GiftOrder,
      refusalOf: (reason: GiftRefusal) => StoredAnswer,
    ): Promise<GiftOutcome> {
      checkOrder(gift);
      const row = await sendBatch({ scope, gift });
      switch (row.outcome) {
        case 'sent':
          return {
            status: Number(row.answer_status),
            body: row.answer_body,
            replayed: false,
            sent: {
              giftId: Number(row.sent_gift_id),
              live: row.sent_live === true,
              senderNickname: row.sent_nickname ?? '',
            },
          };
        case 'replay':
          return { status: Number(row.answer_status), body: row.answer_body, replayed: true, sent: null };
        case 'mismatch':
          throw new IdempotencyKeyMismatch(scope.key, scope.operation);
        default:
          if (!REFUSALS.has(row.outcome)) throw new Error(`onair_send_gifts answered ${String(row.outcome)}`);
          return { ...(await storeRefusal(db, scope, refusalOf(row.outcome))), sent: null };
      }
    },
  };
}

export type GiftSender = ReturnType<typeof createGiftSender>;

/** One statement for all the requests, answered in their order. */
async function sendAll(db: Database, requests: Request[], setFrom: number): Promise<GiftRow[]> {
  // A unique violation is a key that another request wrote while this statement ran (migration
  // 0019_gift_keys_written_with_answers): the statement was rolled back whole, and run again it
  // answers that gift as a replay. It is its own (implicit) transaction: a deadlock or
  // serialization failure rolled all of it back, so it can simply run again.
  const rows = await withRetry(
    () => preparedRowsOf<GiftRow>(db, giftStatement(requests, setFrom)),
    (error) => isRetryable(error) || sqlStateOf(error) === UNIQUE_VIOLATION,
  );
  return inOrder(requests, rows);
}

/**
 * The call of onair_send_gifts (libs/server/ledger/sql/gifts.sql) for these gifts. One jsonb
 * parameter, so the statement's text is always the same and is prepared once per connection.
 */
function giftStatement(requests: Request[], setFrom: number) {
  const orders = JSON.stringify(
    requests.map(({ scope, gift }, ord) => ({
      ord,
      member_id: scope.memberId,
      key: scope.key,
      operation: scope.operation,
      request_hash: scope.requestHash,
      brand: gift.brand,
      channel_id: gift.channelId,
      item_code: gift.itemCode,
      amount: gift.amount,
      fee: gift.fee,
      message: gift.message,
    })),
  );
  return sql`select * from onair_send_gifts(${orders}::jsonb, ${setFrom}::integer)`;
}

function inOrder(requests: Request[], rows: GiftRow[]): GiftRow[] {
  const byOrder = new Map(rows.map((row) => [Number(row.order_index), row]));
  return requests.map((_, ord) => {
    const row = byOrder.get(ord);
    if (!row) throw new Error(`onair_send_gifts did not answer gift ${ord} of ${requests.length}`);
    return row;
  });
}

/** What became of a gift sent inside a caller's transaction: sent (with what it moved) or why not. */
export type GiftWithinOutcome =
  | { outcome: 'sent'; body: unknown; sent: SentGift }
  | { outcome: 'replay'; body: unknown; sent: null }
  | { outcome: 'mismatch' | GiftRefusal; body: null; sent: null };

/**
 * A gift sent inside the caller's transaction by the same SQL function as send(), for a caller
 * that moves other money in that transaction (the demo seed grants the currency it then gifts).
 * Not batched and not retried: the caller's transaction is, and a refusal stores nothing.
 */
export async function sendGiftWithin(tx: LedgerTx, scope: IdempotencyScope, gift: GiftOrder): Promise<GiftWithinOutcome> {
  checkOrder(gift);
  const requests = [{ scope, gift }];
  const [row] = inOrder(requests, await preparedRowsOf<GiftRow>(tx, giftStatement(requests, 1)));
  if (!row) throw new Error('onair_send_gifts answered nothing');
  if (row.outcome === 'sent')
    return {
      outcome: 'sent',
      body: row.answer_body,
      sent: { giftId: Number(row.sent_gift_id), live: row.sent_live === true, senderNickname: row.sent_nickname ?? '' },
    };
  if (row.outcome === 'replay') return { outcome: 'replay', body: row.answer_body, sent: null };
  return { outcome: row.outcome, body: null, sent: null };
}

/** What post() would throw UnbalancedPosting for, checked before anything is written. */
function checkOrder({ amount, fee }: GiftOrder) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new UnbalancedPosting(`a gift's amount must be a positive safe integer, got ${amount}`);
  if (!Number.isSafeInteger(fee) || fee < 0 || fee >= amount)
    throw new UnbalancedPosting(`a gift's fee must be an integer from 0 to below its amount, got ${fee} of ${amount}`);
}
