import { channels, members, type Database } from '@onair/db';
import { createLedger, type AccountRef } from '@onair/ledger';
import { accessTokens } from '../platform/sessions/access-tokens';
import { receivedOf, systemAccount, walletOf } from '../platform/ledger/accounts';
import type { BalanceModel } from './balance-model';
import type { Caller, StormClient } from './storm-client';
import { present } from '../platform/present';
import { hashPassword } from '../platform/passwords/passwords';
import { IDENTITY_STATUS, ITEM } from '@onair/contracts';

export type StormMember = Caller & { loginId: string; channelId: number | null };

export type StormCast = { viewers: StormMember[]; streamers: StormMember[]; operator: StormMember };

/** The room pass the storm's viewers use up (one day). */
export const ROOM_PASS = ITEM.roomPassDay;

export type CastOptions = {
  viewers: number;
  streamers: number;
  /** What each viewer starts with: luv in the wallet, and room passes. */
  viewerLuv: number;
  viewerPasses: number;
  /** Luv each streamer has already received, so withdrawals can start at once. */
  streamerReceived: number;
};

/**
 * Streamers are identity-verified as 방송인 and confirm the account with this password (docs/money.md,
 * "Payout account"); viewers enter the same one before each purchase ("Purchase limits").
 */
const STREAMER_NAME = '방송인';
export const STORM_PASSWORD = 'Storm-payout-1!';
const STREAMER_PASSWORD = STORM_PASSWORD;
const BANK = { bankCode: '004', bankAccount: '110-123-456789', bankHolderName: STREAMER_NAME, password: STREAMER_PASSWORD };

/**
 * Members, channels and starting balances, inserted directly (a sign-in per member would only make
 * the storm slow), with Bearer tokens signed by the API's secret. Grants go through the ledger as
 * adjustments from the brand's issuance and into the model; banks are registered over HTTP.
 */
export async function createCast(
  db: Database,
  client: StormClient,
  model: BalanceModel,
  authSecret: string,
  options: CastOptions,
): Promise<StormCast> {
  const tokens = accessTokens(authSecret);
  // Hashed once: argon2 per member would only make the storm slow.
  const memberPasswordHash = await hashPassword(STREAMER_PASSWORD);
  const tag = Math.random().toString(36).slice(2, 7);

  async function member(role: 'v' | 's' | 'o', index: number, withChannel: boolean): Promise<StormMember> {
    const loginId = `${role}${tag}${index}`;
    const userType = role === 'o' ? 'O' : 'V';
    const [row] = await db
      .insert(members)
      .values({
        loginId,
        nickname: loginId,
        brand: 'onair',
        userType,
        passwordHash: memberPasswordHash,
        ...(withChannel && { name: STREAMER_NAME, verifiedName: STREAMER_NAME, identityStatus: IDENTITY_STATUS.approved }),
      })
      .returning({ memberId: members.memberId });
    const memberId = present(row, 'the new member').memberId;
    let channelId: number | null = null;
    if (withChannel) {
      const [channel] = await db
        .insert(channels)
        .values({ ownerMemberId: memberId, name: `${loginId}의 방송`, isLive: true })
        .returning({ channelId: channels.channelId });
      channelId = present(channel, 'the new channel').channelId;
    }
    const token = await tokens.sign({ memberId, loginId, userType, brand: 'onair' });
    return { memberId, loginId, channelId, headers: { authorization: `Bearer ${token}` } };
  }

  const viewers = await Promise.all(Array.from({ length: options.viewers }, (_, index) => member('v', index, false)));
  const streamers = await Promise.all(
    Array.from({ length: options.streamers }, (_, index) => member('s', index, true)),
  );
  const operator = await member('o', 0, false);

  const ledger = createLedger(db);
  const grants: Array<[AccountRef, number]> = [
    ...viewers.flatMap((viewer): Array<[AccountRef, number]> => [
      [walletOf(viewer.memberId, 'onair'), options.viewerLuv],
      [walletOf(viewer.memberId, 'onair', ROOM_PASS), options.viewerPasses],
    ]),
    ...streamers.map((streamer): [AccountRef, number] => [
      receivedOf(streamer.memberId, 'onair'),
      options.streamerReceived,
    ]),
  ];
  await ledger.transaction(async (tx) => {
    for (const [account, amount] of grants) {
      const source = systemAccount('onair', 'issuance', account.itemCode);
      await ledger.post(tx, {
        brand: 'onair',
        reason: 'adjustment',
        reference: 'storm:grant',
        entries: [
          { account: source, amount: -amount },
          { account, amount },
        ],
      });
    }
  });
  for (const [account, amount] of grants)
    model.move('grant', [
      [systemAccount('onair', 'issuance', account.itemCode), -amount],
      [account, amount],
    ]);

  for (const streamer of streamers) {
    const answer = await client.plain('PUT', '/api/my/banks', { headers: streamer.headers, body: BANK });
    if (answer.status !== 200)
      throw new Error(`registering the bank of streamer ${streamer.memberId} answered ${answer.status}`);
  }
  return { viewers, streamers, operator };
}
