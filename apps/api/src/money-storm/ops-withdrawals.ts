import { heldOf, receivedOf, systemAccount } from '../platform/ledger/accounts';
import type { StormMember } from './storm-members';
import { sendMoney, tally, unexpected, type OpenWithdrawal, type StormWorld } from './storm-world';

type Body = { code?: string; withdrawId?: number; amount?: number; payout?: number; state?: string };

/** 3.3 % rounded half up, in integers (per mille), worked out here independently of the API. */
const feeOf = (amount: number) => Math.floor((amount * 33 + 500) / 1000);

/** A streamer asks to withdraw part of what they received: it is held at once. */
export async function withdraw(world: StormWorld, streamer: StormMember) {
  const amount = world.rng.int(10, 40) * 1000;
  const answer = await sendMoney(world, streamer, '/api/luv/withdraw', { amount }, { amount: amount + 1 });
  const body = answer.body as Body;
  if (answer.status === 409 && body.code === 'INSUFFICIENT_BALANCE')
    return tally(world, 'withdrawal refused (balance)');
  if (answer.status !== 201 || typeof body.withdrawId !== 'number')
    return unexpected(world, `withdrawal of ${amount} by ${streamer.memberId}`, answer);
  if (body.amount !== amount || body.payout !== amount - feeOf(amount))
    world.problems.push(`withdrawal ${body.withdrawId}: answered ${JSON.stringify(body)} for ${amount}`);
  world.model.move(`withdrawal ${body.withdrawId}`, [
    [receivedOf(streamer.memberId, 'onair'), -amount],
    [heldOf(streamer.memberId, 'onair'), amount],
  ]);
  world.openWithdrawals.push({ withdrawId: body.withdrawId, amount, streamer });
  world.succeeded.withdrawals.push(body.withdrawId);
  tally(world, 'withdrawal requested');
}

/** The streamer takes back one of their requests. Two clients may pick the same one: one of them is refused. */
export async function cancelWithdrawal(world: StormWorld, streamer: StormMember) {
  const mine = world.openWithdrawals.filter((open) => open.streamer === streamer);
  if (mine.length === 0) return withdraw(world, streamer);
  const open = world.rng.pick(mine);
  const answer = await sendMoney(
    world,
    streamer,
    '/api/luv/withdraw-cancel',
    { withdrawId: open.withdrawId },
    { withdrawId: open.withdrawId + 1_000_000 },
  );
  const body = answer.body as Body;
  if (answer.status === 409 && body.code === 'CONFLICT') return tally(world, 'withdrawal cancel refused (decided)');
  if (answer.status !== 200 || body.state !== 'cancelled')
    return unexpected(world, `cancel of withdrawal ${open.withdrawId}`, answer);
  release(world, open, 'cancel');
  world.succeeded.cancels.push(open.withdrawId);
  tally(world, 'withdrawal cancelled');
}

/**
 * An operator completes (pays out) or rejects an open request. Decisions carry no Idempotency-Key
 * (a second decision is refused by state), so a retry after a lost answer that is refused leaves
 * the outcome unknown to the client: the checks settle it from the withdrawal row.
 */
export async function decideWithdrawal(world: StormWorld) {
  if (world.openWithdrawals.length === 0) return tally(world, 'decision skipped (nothing open)');
  const open = world.rng.pick(world.openWithdrawals);
  const to = world.rng.chance(0.7) ? 'completed' : 'rejected';
  const path = `/api/luv/withdraw/${open.withdrawId}/${to === 'completed' ? 'complete' : 'reject'}`;
  const answer = await world.client.plain('POST', path, { headers: world.cast.operator.headers, body: {} });
  const body = answer.body as Body;
  if (answer.status === 409 && answer.ambiguous) {
    world.unsureDecisions.push({ withdrawal: open, to });
    return tally(world, 'decision unsure (retried, refused)');
  }
  if (answer.status === 409 && body.code === 'CONFLICT') return tally(world, 'decision refused (decided)');
  if (answer.status !== 200 || body.state !== to)
    return unexpected(world, `operator ${to} of withdrawal ${open.withdrawId}`, answer);
  settleDecision(world, open, to);
  tally(world, `withdrawal ${to}`);
}

/** What a decision moves: a payout, or the hold back to received. */
export function settleDecision(world: StormWorld, open: OpenWithdrawal, to: 'completed' | 'rejected') {
  if (to === 'rejected') return release(world, open, 'reject');
  // The whole amount leaves as won: the net to the streamer, the 3.3 % withheld to the tax office
  // (onair charges no withdrawal fee, so nothing goes to commission).
  world.model.move(`payout of withdrawal ${open.withdrawId}`, [
    [heldOf(open.streamer.memberId, 'onair'), -open.amount],
    [systemAccount('onair', 'payout'), open.amount],
  ]);
  forget(world, open);
  world.succeeded.decisions.push(open.withdrawId);
}

function release(world: StormWorld, open: OpenWithdrawal, why: string) {
  world.model.move(`${why} of withdrawal ${open.withdrawId}`, [
    [heldOf(open.streamer.memberId, 'onair'), -open.amount],
    [receivedOf(open.streamer.memberId, 'onair'), open.amount],
  ]);
  forget(world, open);
  if (why === 'reject') world.succeeded.decisions.push(open.withdrawId);
}

function forget(world: StormWorld, open: OpenWithdrawal) {
  const index = world.openWithdrawals.indexOf(open);
  if (index >= 0) world.openWithdrawals.splice(index, 1);
}
