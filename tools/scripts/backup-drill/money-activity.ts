import { sql } from 'drizzle-orm';
import { BRAND_CODES, ITEM, type BrandCode } from '@onair/contracts';
import { seedDemoData, type Database } from '@onair/db';
import { checkLedgerInvariants, createGiftSender, createLedger, type LedgerInvariantReport } from '@onair/ledger';
import { grant, insertTestMembers, memberAccount } from '@onair/ledger/testing';

const rowsOf = async <Row>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** The members and channels the drill's money moves between, per brand. */
export type Cast = { brand: BrandCode; viewers: number[]; channelId: number }[];

/** The OnAir schema with its demo data (every brand's streamers, channels and viewers), and viewers of the drill's own holding currency. */
export async function seedOnAir(db: Database, viewersPerBrand: number): Promise<Cast> {
  // Nobody signs in to a restored drill database: a cheap stand-in for argon2 keeps the seed fast.
  await seedDemoData(db, async (plain) => `drill-not-a-hash:${plain.length}`);
  const ledger = createLedger(db);
  const cast: Cast = [];
  for (const brand of BRAND_CODES) {
    const [channel] = await rowsOf<{ channel_id: number }>(
      db,
      sql`select c.channel_id from channels c join members m on m.member_id = c.owner_member_id where m.brand = ${brand} order by c.channel_id limit 1`,
    );
    if (!channel) throw new Error(`the demo seed made no channel on ${brand}`);
    const viewers = await insertTestMembers(db, viewersPerBrand, brand);
    await ledger.transaction(async (tx) => {
      for (const viewer of viewers) await grant(ledger, tx, memberAccount(viewer, 'wallet', ITEM.currency, brand), 100_000, `drill:grant:${viewer}`);
    });
    cast.push({ brand, viewers, channelId: Number(channel.channel_id) });
  }
  return cast;
}

/** Gifts from every viewer to their brand's channel, each through the gift statement the API uses; answers how many moved. */
export async function sendGifts(db: Database, cast: Cast, round: string): Promise<number> {
  const sender = createGiftSender(db, { concurrency: 2 });
  const sends = cast.flatMap(({ brand, viewers, channelId }) =>
    viewers.map((viewer, index) => {
      const amount = 100 * (1 + ((index * 7) % 13));
      return sender.send(
        { memberId: viewer, key: `drill:${round}:${viewer}`, operation: 'sendGift', requestHash: `${round}:${viewer}` },
        { brand, senderMemberId: viewer, channelId, itemCode: ITEM.currency, amount, fee: amount / 10, message: `drill ${round}` },
        (reason) => ({ status: 400, body: { reason } }),
      );
    }),
  );
  const outcomes = await Promise.all(sends);
  const refused = outcomes.filter((outcome) => !outcome.sent);
  if (refused.length > 0) throw new Error(`${refused.length} drill gifts were refused: ${JSON.stringify(refused[0]?.body)}`);
  return outcomes.length;
}

/** One posting after the recovery target: a restore to the target must not have it. */
export async function postAfterTarget(db: Database, cast: Cast): Promise<void> {
  const ledger = createLedger(db);
  const first = cast[0];
  const viewer = first?.viewers[0];
  if (!first || viewer === undefined) throw new Error('no drill viewer');
  await ledger.transaction((tx) => grant(ledger, tx, memberAccount(viewer, 'wallet', ITEM.currency, first.brand), 777, AFTER_TARGET_REFERENCE));
}

export const AFTER_TARGET_REFERENCE = 'drill:after-target';

export type MoneyFigures = {
  invariants: LedgerInvariantReport;
  gifts: number;
  /** Postings made after the recovery target that are present (0 on a database restored to the target). */
  afterTarget: number;
};

export async function moneyFigures(db: Database): Promise<MoneyFigures> {
  const invariants = await checkLedgerInvariants(db);
  const [row] = await rowsOf<{ gifts: number | string; after_target: number | string }>(
    db,
    sql`select (select count(*) from gifts) as gifts,
               (select count(*) from ledger_transactions where reference = ${AFTER_TARGET_REFERENCE}) as after_target`,
  );
  return { invariants, gifts: Number(row?.gifts), afterTarget: Number(row?.after_target) };
}
