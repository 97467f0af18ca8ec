import { sql, type SQL } from 'drizzle-orm';
import { isDeepStrictEqual } from 'node:util';
import { ITEM } from '@onair/contracts';
import type { Database } from '@onair/db';
import { checkLedgerInvariants, createLedger } from '@onair/ledger';
import { settleDecision } from './ops-withdrawals';
import type { StormWorld } from './storm-world';

const rows = async <Row>(db: Database, query: SQL) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const LUV = ITEM.currency;

/**
 * Everything the storm promises, checked once it is over (the API stopped, the webhooks settled):
 * the ledger's own rules, every key's answers alike, every success in the ledger exactly once and
 * nothing in it no client was told of, payments credited once, the books adding up from the
 * tables alone, and every account holding what the client-side model predicts.
 */
export async function checkStorm(db: Database, world: StormWorld): Promise<string[]> {
  const problems: string[] = [];
  await settleUnsureDecisions(db, world);
  // Fold what the API left pending, through the ledger itself, so settled balances are final.
  await createLedger(db).foldPending();
  const report = await checkLedgerInvariants(db);
  problems.push(...report.problems.map((problem) => `ledger: ${problem}`));
  if (report.counts.pending !== 0)
    problems.push(`ledger: ${report.counts.pending} entries still pending after folding`);

  problems.push(...checkAnswers(world));
  problems.push(...(await checkPayments(db, world)));
  problems.push(
    ...(await checkRecorded(db, 'gift', world.succeeded.gifts, sql`select gift_id as id, tx_id from gifts`)),
  );
  problems.push(
    ...(await checkRecorded(db, 'item_use', world.succeeded.itemUses, sql`select use_id as id, tx_id from item_uses`)),
  );
  problems.push(...(await checkWithdrawals(db, world)));
  problems.push(...(await checkBooks(db, world, report.totals)));
  problems.push(...(await checkModel(db, world)));
  const [open] = await rows<{ n: string }>(db, sql`select count(*) as n from idempotency_keys where status_code = 0`);
  if (Number(open?.n) !== 0) problems.push(`idempotency: ${open?.n} keys left without a stored answer`);
  return problems;
}

/**
 * Operator decisions whose answer was lost and whose retry was refused: the row says whether the
 * operator's went through. Only once per withdrawal: another decision on it may have been answered
 * (and settled in the model) already, or two may both be unsure; the row holds one decision.
 */
async function settleUnsureDecisions(db: Database, world: StormWorld) {
  const settled = new Set(world.succeeded.decisions);
  for (const unsure of world.unsureDecisions.splice(0)) {
    if (settled.has(unsure.withdrawal.withdrawId)) continue;
    const [row] = await rows<{ state: string; decided_by: number | null }>(
      db,
      sql`select state, decided_by from withdrawals where withdraw_id = ${unsure.withdrawal.withdrawId}`,
    );
    if (row?.state === unsure.to && row.decided_by === world.cast.operator.memberId) {
      settleDecision(world, unsure.withdrawal, unsure.to);
      settled.add(unsure.withdrawal.withdrawId);
    }
  }
}

/** Every answer to one key is the same answer; at most one of them is not marked replayed; another body under it is refused. */
function checkAnswers(world: StormWorld): string[] {
  const problems: string[] = [];
  for (const record of world.client.records.values()) {
    const [first, ...rest] = record.answers;
    if (!first) {
      problems.push(`key ${record.key} (${record.path}) never got an answer`);
      continue;
    }
    for (const other of rest) {
      if (other.status !== first.status || !isDeepStrictEqual(other.body, first.body)) {
        problems.push(
          `key ${record.key} (${record.path}): answers differ: ${first.status} ${JSON.stringify(first.body)} vs ${other.status} ${JSON.stringify(other.body)}`,
        );
      }
    }
    const originals = record.answers.filter((answer) => !answer.replayed).length;
    if (originals > 1) problems.push(`key ${record.key} (${record.path}): ${originals} answers not marked replayed`);
    for (const mismatch of record.mismatches) {
      if (mismatch.status !== 422 || (mismatch.body as { code?: string }).code !== 'IDEMPOTENCY_KEY_MISMATCH') {
        problems.push(
          `key ${record.key} (${record.path}) reused with another body answered ${mismatch.status} ${JSON.stringify(mismatch.body)}`,
        );
      }
    }
  }
  return problems;
}

/** Each order ended as its buyer's decision says, and was credited (and refunded) at most once, by reference. */
async function checkPayments(db: Database, world: StormWorld): Promise<string[]> {
  const problems: string[] = [];
  const payments = await rows<{
    order_id: string;
    state: number;
    credit_tx_id: string | null;
    refund_tx_id: string | null;
  }>(db, sql`select order_id, state, credit_tx_id, refund_tx_id from payments`);
  const byOrder = new Map(payments.map((payment) => [payment.order_id, payment]));
  if (payments.length !== world.orders.length)
    problems.push(`payments: ${payments.length} orders in the database, the clients placed ${world.orders.length}`);
  for (const order of world.orders) {
    const row = byOrder.get(order.orderId);
    if (!row) problems.push(`payments: order ${order.orderId} (${order.how}) is missing`);
    else if (row.state !== order.expectedState) {
      problems.push(
        `payments: order ${order.orderId} (${order.how}) is in state ${row.state}, expected ${order.expectedState}; ${cancelAnswers(world, order.orderId)}`,
      );
    }
  }
  const postings = await rows<{ reason: string; reference: string; n: string }>(
    db,
    sql`select reason, reference, count(*) as n from ledger_transactions where reason in ('payment', 'refund') group by reason, reference`,
  );
  for (const posting of postings)
    if (Number(posting.n) !== 1) problems.push(`payments: ${posting.reference} posted ${posting.n} times`);
  const credited = new Set(
    postings
      .filter((posting) => posting.reason === 'payment')
      .map((posting) => posting.reference.replace(/^payment:/, '')),
  );
  const refunded = new Set(
    postings
      .filter((posting) => posting.reason === 'refund')
      .map((posting) => posting.reference.replace(/^refund:/, '')),
  );
  problems.push(...sameSet('payments credited', credited, new Set(world.succeeded.approvals)));
  problems.push(...sameSet('payments refunded', refunded, new Set(world.succeeded.refunds)));
  for (const payment of payments) {
    if ((payment.credit_tx_id !== null) !== credited.has(payment.order_id))
      problems.push(
        `payments: ${payment.order_id} credit_tx_id ${payment.credit_tx_id} but ${credited.has(payment.order_id) ? 'a' : 'no'} payment posting`,
      );
  }
  return problems;
}

/** What the buyer was told when they asked to cancel the order, for a problem report. */
function cancelAnswers(world: StormWorld, orderId: string): string {
  const asked = [...world.client.records.values()].filter(
    (record) =>
      record.path === '/api/shoppings/payments-cancel' && (record.body as { orderId?: string }).orderId === orderId,
  );
  if (asked.length === 0) return 'no cancel was asked';
  return asked
    .map(
      (record) =>
        `cancel ${record.key}${record.retriedAfterFailure ? ' (resent after no answer)' : ''}: ${record.answers.map((answer) => `${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`).join(' | ')}`,
    )
    .join('; ');
}

/** Each success answer's id has exactly one row, whose ledger transaction is the only one with its reference; no row was never answered. */
async function checkRecorded(db: Database, prefix: string, answered: number[], query: SQL): Promise<string[]> {
  const problems: string[] = [];
  const found = await rows<{ id: string; tx_id: string }>(db, query);
  const postings = await rows<{ reference: string; tx_id: string; n: string }>(
    db,
    sql`select reference, min(tx_id) as tx_id, count(*) as n from ledger_transactions where reference like ${`${prefix}:%`} group by reference`,
  );
  const postingOf = new Map(postings.map((posting) => [posting.reference, posting]));
  problems.push(...sameSet(`${prefix} rows`, new Set(found.map((row) => Number(row.id))), new Set(answered)));
  if (new Set(answered).size !== answered.length)
    problems.push(`${prefix}: the same id was answered to two different keys`);
  for (const row of found) {
    const posting = postingOf.get(`${prefix}:${row.id}`);
    if (!posting) problems.push(`${prefix} ${row.id}: no ledger transaction`);
    else if (Number(posting.n) !== 1 || posting.tx_id !== String(row.tx_id))
      problems.push(`${prefix} ${row.id}: ${posting.n} ledger transactions (row says ${row.tx_id})`);
  }
  if (postings.length !== found.length)
    problems.push(`${prefix}: ${postings.length} ledger references for ${found.length} rows`);
  return problems;
}

/** Every requested withdrawal holds once, and a decided one settles once, in the state the clients were told. */
async function checkWithdrawals(db: Database, world: StormWorld): Promise<string[]> {
  const problems: string[] = [];
  const found = await rows<{ id: string; state: string; postings: string }>(
    db,
    sql`select w.withdraw_id as id, w.state, (select count(*) from ledger_transactions t where t.reference = 'withdrawal:' || w.withdraw_id) as postings from withdrawals w`,
  );
  problems.push(
    ...sameSet('withdrawal rows', new Set(found.map((row) => Number(row.id))), new Set(world.succeeded.withdrawals)),
  );
  const cancelled = new Set(world.succeeded.cancels);
  const decided = new Set(world.succeeded.decisions);
  for (const row of found) {
    const id = Number(row.id);
    const expected = row.state === 'requested' ? 1 : 2;
    if (Number(row.postings) !== expected)
      problems.push(`withdrawal ${id} (${row.state}): ${row.postings} ledger transactions, expected ${expected}`);
    const told = cancelled.has(id) ? 'cancelled' : decided.has(id) ? 'decided' : 'requested';
    const is = row.state === 'cancelled' ? 'cancelled' : row.state === 'requested' ? 'requested' : 'decided';
    if (told !== is) problems.push(`withdrawal ${id} is ${row.state}, the clients were told ${told}`);
  }
  return problems;
}

/** Members hold what came in (grants, approved payments less refunds) less what went out (commission, payouts, items used), from the tables alone. */
async function checkBooks(
  db: Database,
  world: StormWorld,
  totals: Awaited<ReturnType<typeof checkLedgerInvariants>>['totals'],
): Promise<string[]> {
  const problems: string[] = [];
  const perItem = async (query: SQL) =>
    new Map(
      (await rows<{ item: number; total: string }>(db, query)).map((row) => [Number(row.item), Number(row.total)]),
    );
  const paid = await perItem(
    sql`select item_code as item, sum(quantity) as total from payments where credit_tx_id is not null group by item_code`,
  );
  const refunded = await perItem(
    sql`select item_code as item, sum(quantity) as total from payments where refund_tx_id is not null group by item_code`,
  );
  const consumed = await perItem(
    sql`select item_code as item, sum(quantity) as total from item_uses group by item_code`,
  );
  const [money] = await rows<{ gift_fees: string; withdrawal_fees: string; payouts: string }>(
    db,
    // A paid withdrawal's whole amount leaves through payout (the net and the 3.3 % withheld for
    // the tax office), except the platform's own fee, which is commission (docs/money.md, "Payouts").
    sql`select (select coalesce(sum(amount - net_amount), 0) from gifts) as gift_fees,
               (select coalesce(sum(fee), 0) from withdrawals where state = 'completed') as withdrawal_fees,
               (select coalesce(sum(amount - fee), 0) from withdrawals where state = 'completed') as payouts`,
  );
  const commission = Number(money?.gift_fees) + Number(money?.withdrawal_fees);
  const payouts = Number(money?.payouts);
  const granted = (item: number) => -(world.model.balances().get(`s:onair:issuance:${item}`) ?? 0);
  for (const item of new Set([...totals.map((total) => total.itemCode), ...paid.keys(), ...consumed.keys()])) {
    const total = totals.find((candidate) => candidate.itemCode === item);
    // Debt is negative: what the gateway refunded of currency already spent.
    const holdings = total ? total.wallet + total.received + total.held + total.debt : 0;
    const cameIn = granted(item) + (paid.get(item) ?? 0) - (refunded.get(item) ?? 0);
    const wentOut = (consumed.get(item) ?? 0) + (item === LUV ? commission + payouts : 0);
    if (holdings !== cameIn - wentOut)
      problems.push(
        `books of item ${item}: members hold ${holdings}, but ${cameIn} came in and ${wentOut} went out (${cameIn - wentOut})`,
      );
    const expect = {
      gateway: -((paid.get(item) ?? 0) - (refunded.get(item) ?? 0)),
      consumed: consumed.get(item) ?? 0,
      commission: item === LUV ? commission : 0,
      payout: item === LUV ? payouts : 0,
    };
    for (const [kind, value] of Object.entries(expect)) {
      const held = total?.[kind as keyof typeof expect] ?? 0;
      if (held !== value)
        problems.push(`books of item ${item}: the ${kind} account holds ${held}, the tables say ${value}`);
    }
  }
  return problems;
}

/**
 * Every account holds what the client-side model predicts from the answers. A member's debt is
 * counted with their wallet of the item: how a chargeback splits between the two, and how much of a
 * later credit settles debt, depends on races the clients cannot see; their sum they can.
 */
async function checkModel(db: Database, world: StormWorld): Promise<string[]> {
  const problems: string[] = [];
  const actual = new Map<string, number>();
  const stored = await rows<{ account_key: string; available: string }>(
    db,
    sql`select a.account_key, a.balance + onair_ledger_pending(a.account_id, a.deferred) as available from ledger_accounts a`,
  );
  for (const row of stored) {
    const key = row.account_key.replace(/^(m:\d+):debt:/, '$1:wallet:');
    actual.set(key, (actual.get(key) ?? 0) + Number(row.available));
  }
  const predicted = world.model.balances();
  for (const key of new Set([...actual.keys(), ...predicted.keys()])) {
    const has = actual.get(key) ?? 0;
    const should = predicted.get(key) ?? 0;
    if (has !== should)
      problems.push(
        `balance of ${key} is ${has}, the clients' answers say ${should} (${has > should ? '+' : ''}${has - should})`,
      );
  }
  return problems;
}

function sameSet<T>(what: string, inDatabase: Set<T>, answered: Set<T>): string[] {
  const extra = [...inDatabase].filter((value) => !answered.has(value));
  const missing = [...answered].filter((value) => !inDatabase.has(value));
  return [
    ...(extra.length > 0
      ? [`${what}: ${extra.length} in the database that no success answer named, e.g. ${extra.slice(0, 5).join(', ')}`]
      : []),
    ...(missing.length > 0
      ? [`${what}: ${missing.length} answered as done but missing, e.g. ${missing.slice(0, 5).join(', ')}`]
      : []),
  ];
}

/** Debts the gateway's own refunds left open at the end, for the summary: proof the path ran. */
export async function openDebts(db: Database): Promise<string> {
  const [row] = await rows<{ accounts: string; owed: string }>(
    db,
    sql`select count(*) as accounts, coalesce(-sum(balance), 0) as owed from ledger_accounts where kind = 'debt' and balance < 0`,
  );
  return `debts open after chargebacks: ${Number(row?.accounts)} accounts, ${Number(row?.owed)} owed`;
}
