import { IDEMPOTENCY_KEY_HEADER, type BrandCode } from '@onair/contracts';
import { receivedOf } from '../../../platform/ledger/accounts';
import { fund, newKey, newMember, post, type TestMember } from '../../money/testing/money-test-kit';
import { BANK_BODY, makePayoutReady } from '../../money/testing/payout-kit';
import { consoleHeaders } from './console-kit';
import type { DeskApi } from './desk-kit';

/** A streamer of the brand with received luv, a verified identity and a payout account. */
export async function payoutStreamer(api: DeskApi, received: number, brand: BrandCode = 'onair'): Promise<TestMember> {
  const streamer = await newMember(api, { channel: {}, brand });
  await makePayoutReady(api.database.db, streamer.memberId);
  await fund(api, receivedOf(streamer.memberId, brand), received);
  const put = await api.call('PUT', '/api/my/banks', { body: BANK_BODY, headers: streamer.headers });
  if (put.status !== 200) throw new Error(`bank refused: ${put.status} ${JSON.stringify(put.body)}`);
  return streamer;
}

/** The streamer asks to withdraw amount; answers the withdrawal id. */
export async function requestWithdrawal(api: DeskApi, streamer: TestMember, amount: number): Promise<number> {
  const answer = await post(api, streamer, '/api/luv/withdraw', { amount });
  if (answer.status !== 201) throw new Error(`withdrawal refused: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.withdrawId as number;
}

/** A keyed console POST (a fresh Idempotency-Key unless given). */
export function keyedAdmin(api: DeskApi, cookie: string, path: string, body: unknown, key: string = newKey(), brand: BrandCode = 'onair') {
  return api.call('POST', path, { headers: { ...consoleHeaders(cookie, brand), [IDEMPOTENCY_KEY_HEADER]: key }, body });
}
