import { getBrand } from '@onair/brand';
import { receivedOf, systemAccount, walletOf } from '../platform/ledger/accounts';
import { ROOM_PASS, type StormMember } from './storm-members';
import { sendMoney, tally, unexpected, type StormWorld } from './storm-world';

const GIFT_AMOUNTS = [100, 500, 1000, 2000, 5000] as const;
const COMMISSION_PERCENT = getBrand('onair').giftCommissionPercent;

type Body = { code?: string; giftId?: number; amount?: number; netAmount?: number; useId?: number };

/** A viewer sends luv to one of the hot streamers: paid in full, the streamer gets it less the commission. */
export async function gift(world: StormWorld, viewer: StormMember) {
  const streamer = world.rng.pick(world.cast.streamers);
  const amount = world.rng.pick(GIFT_AMOUNTS);
  const answer = await sendMoney(
    world,
    viewer,
    '/api/luv/gift',
    { channelId: streamer.channelId, amount },
    { channelId: streamer.channelId, amount: amount + 1 },
  );
  const body = answer.body as Body;
  if (answer.status === 409 && body.code === 'INSUFFICIENT_BALANCE') return tally(world, 'gift refused (balance)');
  if (answer.status !== 200 || typeof body.giftId !== 'number')
    return unexpected(world, `gift of ${amount} by ${viewer.memberId}`, answer);
  const fee = Math.floor((amount * COMMISSION_PERCENT) / 100);
  if (body.amount !== amount || body.netAmount !== amount - fee) {
    world.problems.push(
      `gift ${body.giftId}: answered amount ${body.amount} net ${body.netAmount}, expected ${amount} net ${amount - fee}`,
    );
  }
  world.model.move(`gift ${body.giftId}`, [
    [walletOf(viewer.memberId, 'onair'), -amount],
    [receivedOf(streamer.memberId, 'onair'), amount - fee],
    ...(fee > 0 ? ([[systemAccount('onair', 'commission'), fee]] as const) : []),
  ]);
  world.succeeded.gifts.push(body.giftId);
  tally(world, 'gift sent');
}

/** A viewer uses up a room pass in a streamer's channel. */
export async function useRoomPass(world: StormWorld, viewer: StormMember) {
  const channelId = world.rng.pick(world.cast.streamers).channelId;
  const answer = await sendMoney(
    world,
    viewer,
    '/api/my/item-use',
    { itemCode: ROOM_PASS, quantity: 1, channelId },
    { itemCode: ROOM_PASS, quantity: 2, channelId },
  );
  const body = answer.body as Body;
  if (answer.status === 409 && body.code === 'INSUFFICIENT_BALANCE')
    return tally(world, 'item use refused (none left)');
  if (answer.status !== 200 || typeof body.useId !== 'number')
    return unexpected(world, `item use by ${viewer.memberId}`, answer);
  world.model.move(`item use ${body.useId}`, [
    [walletOf(viewer.memberId, 'onair', ROOM_PASS), -1],
    [systemAccount('onair', 'consumed', ROOM_PASS), 1],
  ]);
  world.succeeded.itemUses.push(body.useId);
  tally(world, 'item used');
}
