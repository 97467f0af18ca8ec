import { and, count, desc, eq } from 'drizzle-orm';
import { channels, follows, ledgerAccounts, memberSanctions, type Database } from '@onair/db';
import { CURRENCY_ITEM } from '../../../platform/ledger/accounts';
import { memberOfBrand } from './member-lookup';
import { adminMemberView } from './member-view';
import { sanctionView } from './sanction-view';

async function channelOf(db: Database, memberId: number) {
  const [channel] = await db
    .select({ channelId: channels.channelId, name: channels.name, isLive: channels.isLive })
    .from(channels)
    .where(eq(channels.ownerMemberId, memberId));
  if (!channel) return null;
  const [followers] = await db.select({ value: count() }).from(follows).where(eq(follows.channelId, channel.channelId));
  return { ...channel, followers: followers?.value ?? 0 };
}

/** Everything the member page shows but the lists paged on their own: reports, inquiries, the wallet's movements. */
export async function memberDetail(db: Database, memberId: number, brand: string, now: Date) {
  const row = await memberOfBrand(db, memberId, brand);
  const channel = await channelOf(db, memberId);
  const [[followed], [wallet], sanctions] = await Promise.all([
    db.select({ value: count() }).from(follows).where(eq(follows.memberId, memberId)),
    db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.ownerMemberId, memberId),
          eq(ledgerAccounts.kind, 'wallet'),
          eq(ledgerAccounts.itemCode, CURRENCY_ITEM),
        ),
      ),
    db.select().from(memberSanctions).where(eq(memberSanctions.memberId, memberId)).orderBy(desc(memberSanctions.id)),
  ]);
  return {
    member: adminMemberView(row, now),
    channel,
    follows: followed?.value ?? 0,
    walletBalance: Number(wallet?.balance ?? 0),
    sanctions: sanctions.map((sanction) => sanctionView(sanction, now)),
  };
}
