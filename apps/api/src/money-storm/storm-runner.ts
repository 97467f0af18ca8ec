import { gift, useRoomPass } from './ops-gifts-items';
import { chargeback, purchase, refund, type PurchaseDecision } from './ops-purchases';
import { cancelWithdrawal, decideWithdrawal, withdraw } from './ops-withdrawals';
import { tally, type StormWorld } from './storm-world';
import { present } from '../platform/present';

type Operation = (world: StormWorld) => Promise<void>;

const byViewer =
  (run: (world: StormWorld, viewer: StormWorld['cast']['viewers'][number]) => Promise<void>): Operation =>
  (world) =>
    run(world, world.rng.pick(world.cast.viewers));
const byStreamer =
  (run: (world: StormWorld, streamer: StormWorld['cast']['streamers'][number]) => Promise<void>): Operation =>
  (world) =>
    run(world, world.rng.pick(world.cast.streamers));
const buying = (decision: PurchaseDecision): Operation =>
  byViewer((world, viewer) => purchase(world, viewer, decision));

/** The storm's mix: mostly gifts into the hot streamers, then purchases of every outcome (and the gateway's own refunds), item uses and the streamers' withdrawals. */
const MIX: ReadonlyArray<readonly [weight: number, operation: Operation]> = [
  [55, byViewer(gift)],
  [9, buying('approve')],
  [2, buying('decline')],
  [1.5, buying('cancel')],
  [1, buying('approval_error')],
  [1.5, buying('deposit')],
  [0.7, buying('wrongDeposit')],
  [1, buying('cancelBeforePaying')],
  [10, byViewer(useRoomPass)],
  [7, byStreamer(withdraw)],
  [5, byStreamer(cancelWithdrawal)],
  [3, refund],
  [1, chargeback],
  [3, decideWithdrawal],
];
const TOTAL_WEIGHT = MIX.reduce((sum, [weight]) => sum + weight, 0);

function chooseOperation(world: StormWorld): Operation {
  let roll = world.rng.next() * TOTAL_WEIGHT;
  for (const [weight, operation] of MIX) {
    roll -= weight;
    if (roll < 0) return operation;
  }
  return present(MIX[0], 'the operation mix')[1];
}

/** How far the storm has got; the kill test watches it to choose its moment. */
export type StormProgress = { total: number; done: number };

/**
 * Runs `operations` operations, `concurrency` at a time, each to its end (an operation's own
 * duplicates and retries included). An operation that throws is a problem, not the end of the storm.
 */
export async function runStorm(
  world: StormWorld,
  operations: number,
  concurrency: number,
  progress: StormProgress = { total: operations, done: 0 },
) {
  let next = 0;
  const worker = async () => {
    while (next < operations) {
      next++;
      try {
        await chooseOperation(world)(world);
      } catch (error) {
        world.problems.push(`an operation failed: ${(error as Error).stack ?? String(error)}`);
        tally(world, 'operation failed');
      }
      progress.done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
