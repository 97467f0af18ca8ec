import { sql } from 'drizzle-orm';
import { accountKeyOf } from './accounts-model';
import { rowsOf } from './sql-rows';
import type { AccountRef, LedgerReader } from './types';

/**
 * A lot of a wallet (wallet_lots, kept by the trigger in sql/lots.sql): one credit, and what
 * became of it. quantity = remaining + used + refunded + expired.
 */
export type WalletLot = {
  lotId: number;
  memberId: number;
  brand: string;
  itemCode: number;
  source: 'purchase' | 'free' | 'opening';
  reference: string;
  quantity: number;
  remaining: number;
  used: number;
  refunded: number;
  expired: number;
  acquiredAt: Date;
  expiresAt: Date;
  expiryNotifiedAt: Date | null;
};

type LotRow = Record<string, unknown>;

const LOT_COLUMNS = sql`l.lot_id, l.member_id, l.brand, l.item_code, l.source, l.reference, l.quantity, l.remaining,
  l.used, l.refunded, l.expired, l.acquired_at, l.expires_at, l.expiry_notified_at`;

function lotOf(row: LotRow): WalletLot {
  const at = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
  return {
    lotId: Number(row['lot_id']),
    memberId: Number(row['member_id']),
    brand: String(row['brand']),
    itemCode: Number(row['item_code']),
    source: row['source'] as WalletLot['source'],
    reference: String(row['reference']),
    quantity: Number(row['quantity']),
    remaining: Number(row['remaining']),
    used: Number(row['used']),
    refunded: Number(row['refunded']),
    expired: Number(row['expired']),
    acquiredAt: at(row['acquired_at']),
    expiresAt: at(row['expires_at']),
    expiryNotifiedAt: row['expiry_notified_at'] == null ? null : at(row['expiry_notified_at']),
  };
}

/** The lots of one wallet, oldest first (the order they are spent in); open ones only unless all. */
export async function walletLotsOf(reader: LedgerReader, wallet: AccountRef, options: { all?: boolean } = {}) {
  const rows = await rowsOf<LotRow>(
    reader,
    sql`select ${LOT_COLUMNS} from wallet_lots l
          join ledger_accounts a on a.account_id = l.account_id
         where a.account_key = ${accountKeyOf(wallet)} ${options.all ? sql`` : sql`and l.remaining > 0`}
         order by l.lot_id`,
  );
  return rows.map(lotOf);
}

/** The lot a payment opened in the wallet (reference payment:{orderId}), if it reached the wallet. */
export async function paymentLotOf(reader: LedgerReader, orderId: string): Promise<WalletLot | undefined> {
  const [row] = await rowsOf<LotRow>(
    reader,
    sql`select ${LOT_COLUMNS} from wallet_lots l where l.reference = ${`payment:${orderId}`} order by l.lot_id limit 1`,
  );
  return row ? lotOf(row) : undefined;
}

/** Remaining of the lots payments opened, by order id (orders whose credit reached no wallet are absent). */
export async function paymentLotsRemaining(reader: LedgerReader, orderIds: readonly string[]): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map();
  const references = orderIds.map((orderId) => `payment:${orderId}`);
  const rows = await rowsOf<{ reference: string; remaining: number | string }>(
    reader,
    sql`select reference, sum(remaining) as remaining from wallet_lots
         where reference in (${sql.join(references.map((reference) => sql`${reference}`), sql`, `)})
         group by reference`,
  );
  return new Map(rows.map((row) => [row.reference.slice('payment:'.length), Number(row.remaining)]));
}

/** Lots with something left that expire at or before `before`, oldest expiry first, at most limit. */
export async function lotsExpiringBy(reader: LedgerReader, before: Date, limit: number): Promise<WalletLot[]> {
  const rows = await rowsOf<LotRow>(
    reader,
    sql`select ${LOT_COLUMNS} from wallet_lots l
         where l.remaining > 0 and l.expires_at <= ${before.toISOString()}::timestamptz
         order by l.expires_at, l.lot_id limit ${limit}`,
  );
  return rows.map(lotOf);
}

/** One lot by id, read afresh (after its wallet's row is locked, it cannot change under the reader). */
export async function walletLotById(reader: LedgerReader, lotId: number): Promise<WalletLot | undefined> {
  const [row] = await rowsOf<LotRow>(reader, sql`select ${LOT_COLUMNS} from wallet_lots l where l.lot_id = ${lotId}`);
  return row ? lotOf(row) : undefined;
}

/** The reference of the posting that expires a lot; the lots trigger takes it from that lot. */
export const lotExpiryReference = (lotId: number) => `lot-expiry:${lotId}`;
