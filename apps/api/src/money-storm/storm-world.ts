import { randomUUID } from 'node:crypto';
import type { BalanceModel } from './balance-model';
import type { Rng } from './rng';
import type { Answer, Caller, StormClient } from './storm-client';
import type { StormCast, StormMember } from './storm-members';

/** An order as the buyer expects it to end, from the decision they made at the gateway. */
export type OrderExpectation = {
  orderId: string;
  memberId: number;
  itemCode: number;
  quantity: number;
  expectedState: number;
  how: string;
  /** The gateway's key of the payment, for what the gateway itself does to it later (a chargeback). */
  paymentKey: string;
};

export type OpenWithdrawal = { withdrawId: number; amount: number; streamer: StormMember };

/** An operator decision whose first try got no answer and whose retry was refused: decided by the row afterwards. */
export type UnsureDecision = { withdrawal: OpenWithdrawal; to: 'completed' | 'rejected' };

/** Everything the storm's clients know: who they are, what they were told, what they expect. */
export type StormWorld = {
  client: StormClient;
  gatewayUrl: string;
  model: BalanceModel;
  rng: Rng;
  cast: StormCast;
  orders: OrderExpectation[];
  /** Approved orders a buyer may still ask to refund. */
  refundable: OrderExpectation[];
  openWithdrawals: OpenWithdrawal[];
  unsureDecisions: UnsureDecision[];
  /** Ids from success answers, each of which must be in the ledger exactly once. */
  succeeded: {
    gifts: number[];
    itemUses: number[];
    withdrawals: number[];
    cancels: number[];
    decisions: number[];
    refunds: string[];
    approvals: string[];
  };
  /** How each kind of operation ended, for the summary. */
  outcomes: Record<string, number>;
  duplicates: { concurrent: number; later: number; mismatched: number };
  problems: string[];
};

export function createWorld(
  parts: Pick<StormWorld, 'client' | 'gatewayUrl' | 'model' | 'rng' | 'cast' | 'problems'>,
): StormWorld {
  return {
    ...parts,
    orders: [],
    refundable: [],
    openWithdrawals: [],
    unsureDecisions: [],
    succeeded: { gifts: [], itemUses: [], withdrawals: [], cancels: [], decisions: [], refunds: [], approvals: [] },
    outcomes: {},
    duplicates: { concurrent: 0, later: 0, mismatched: 0 },
  };
}

export const tally = (world: StormWorld, outcome: string) => {
  world.outcomes[outcome] = (world.outcomes[outcome] ?? 0) + 1;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often a client sends the same request again on its own: at the same moment, after the answer, or (wrongly) with another body. */
const DUPLICATE_CONCURRENT = 0.12;
const DUPLICATE_LATER = 0.12;
const DUPLICATE_MISMATCHED = 0.02;

/**
 * A money-moving request as an impatient client sends it: one Idempotency-Key, and at random the
 * same request again at the same time (racing the original in the database) or after its answer,
 * or the key reused with another body (which must be refused with 422). Answers the original's
 * answer; every answer lands in the key's record, where the checks compare them.
 */
export async function sendMoney(
  world: StormWorld,
  caller: Caller,
  path: string,
  body: Record<string, unknown>,
  altered: Record<string, unknown>,
): Promise<Answer> {
  const { client, rng } = world;
  const key = `storm-${randomUUID()}`;
  const roll = rng.next();
  const original = client.keyed(caller, path, body, key);
  const extra: Array<Promise<unknown>> = [];
  if (roll < DUPLICATE_CONCURRENT) {
    world.duplicates.concurrent++;
    extra.push(client.keyed(caller, path, body, key));
  }
  const answer = await original;
  if (roll >= DUPLICATE_CONCURRENT && roll < DUPLICATE_CONCURRENT + DUPLICATE_LATER) {
    world.duplicates.later++;
    await sleep(rng.int(0, 100));
    extra.push(client.keyed(caller, path, body, key));
  } else if (
    roll >= DUPLICATE_CONCURRENT + DUPLICATE_LATER &&
    roll < DUPLICATE_CONCURRENT + DUPLICATE_LATER + DUPLICATE_MISMATCHED
  ) {
    world.duplicates.mismatched++;
    extra.push(client.mismatch(caller, path, altered, key));
  }
  await Promise.all(extra);
  return answer;
}

/** An answer the storm did not expect: written down, and the operation goes no further. */
export function unexpected(world: StormWorld, what: string, answer: Answer) {
  world.problems.push(`${what}: unexpected answer ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
  tally(world, `${what.split(' ')[0]} unexpected`);
}
