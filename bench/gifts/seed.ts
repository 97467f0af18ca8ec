import { sql } from 'drizzle-orm';
import type { Database } from '@onair/db';
import { createLedger } from '@onair/ledger';
import { accessTokens } from '../../apps/api/src/platform/sessions/access-tokens';
import { systemAccount, walletOf } from '../../apps/api/src/platform/ledger/accounts';

/** The API under test is started with this secret, so the benchmark can sign its viewers' tokens. */
export const BENCH_AUTH_SECRET = 'gift-benchmark-secret-long-enough-0123456789abcdef';
/** Each viewer's luv: far more than the benchmark ever sends, so every gift is accepted. */
export const VIEWER_LUV = 10_000_000;

export type Seeded = {
  /** Authorization header values, one per viewer. */
  senders: string[];
  /** The streamers' channel ids. */
  channels: number[];
  viewerIds: number[];
  streamerIds: number[];
};

const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * Viewers and streamers (each with a live channel), inserted in bulk; viewers' luv is granted
 * through the ledger (an adjustment from the brand's issuance, 250 viewers a posting), so the books
 * are exact from the start.
 */
export async function seedGiftBench(db: Database, viewers: number, streamers: number): Promise<Seeded> {
  const insertMembers = (prefix: string, count: number) =>
    rowsOf<{ member_id: number }>(
      db,
      sql`insert into members (login_id, nickname, brand)
          select ${prefix} || g, ${prefix} || g, 'onair' from generate_series(1, ${count}::integer) g
          returning member_id`,
    ).then((rows) => rows.map((row) => Number(row.member_id)));
  const viewerIds = await insertMembers('bv', viewers);
  const streamerIds = await insertMembers('bs', streamers);
  const channels = await rowsOf<{ channel_id: number }>(
    db,
    sql`insert into channels (owner_member_id, name, is_live)
        select m, 'bench ' || m, true from unnest(${`{${streamerIds.join(',')}}`}::integer[]) m
        returning channel_id`,
  ).then((rows) => rows.map((row) => Number(row.channel_id)));

  const ledger = createLedger(db);
  for (let start = 0; start < viewerIds.length; start += 250) {
    const chunk = viewerIds.slice(start, start + 250);
    await ledger.transaction((tx) =>
      ledger.post(tx, {
        brand: 'onair',
        reason: 'adjustment',
        reference: 'bench:grant',
        entries: [{ account: systemAccount('onair', 'issuance'), amount: -VIEWER_LUV * chunk.length }, ...chunk.map((id) => ({ account: walletOf(id, 'onair'), amount: VIEWER_LUV }))],
      }),
    );
  }

  const tokens = accessTokens(BENCH_AUTH_SECRET);
  const senders = await Promise.all(viewerIds.map(async (memberId, index) => `Bearer ${await tokens.sign({ memberId, loginId: `bv${index + 1}`, userType: 'V', brand: 'onair' })}`));
  return { senders, channels, viewerIds, streamerIds };
}
