import { eq, sql } from 'drizzle-orm';
import type { BrandConfig } from '@onair/brand';
import type { ChannelSettings } from '@onair/contracts';
import { channels, memberBanks, type Database } from '@onair/db';

type ChannelFlags = Pick<
  typeof channels.$inferSelect,
  | 'broadcast'
  | 'isLive'
  | 'adult'
  | 'adultPlusBroadcast'
  | 'snsLoginKakao'
  | 'snsLoginNaver'
  | 'snsLoginGoogle'
  | 'snsLoginTwitch'
>;

type Bank = { bankAccount: string; bankCode: string; bankHolderName: string } | null;

/** What a page outside any channel goes by: everything the brand offers, nothing adult, nothing live. */
const SITE_DEFAULTS: ChannelFlags = {
  broadcast: true,
  isLive: false,
  adult: false,
  adultPlusBroadcast: false,
  snsLoginKakao: true,
  snsLoginNaver: true,
  snsLoginGoogle: true,
  snsLoginTwitch: true,
};

/**
 * The settings as the SPEC names them. A switch the brand has off answers false whatever the
 * channel chose, so the sign-in dialog never offers what the brand does not.
 */
export function settingsAnswer(
  brand: BrandConfig,
  channelId: number | null,
  flags: ChannelFlags = SITE_DEFAULTS,
  bank: Bank = null,
): ChannelSettings {
  const social = brand.features.socialLogin;
  const adult = brand.features.adultBroadcast && flags.adult;
  return {
    channelId,
    broadcast: flags.broadcast,
    broadcasting: flags.isLive,
    adultBroadcast: adult,
    adultPlusBroadcast: adult && flags.adultPlusBroadcast,
    isSnsLoginKakao: social && flags.snsLoginKakao,
    isSnsLoginNaver: social && flags.snsLoginNaver,
    isSnsLoginGoogle: social && flags.snsLoginGoogle,
    isSnsLoginTwitch: social && flags.snsLoginTwitch,
    bank_account: bank?.bankAccount ?? null,
    bank_code: bank?.bankCode ?? null,
    bank_holder_name: bank?.bankHolderName ?? null,
  };
}

export async function channelFlags(db: Database, channelId: number): Promise<ChannelFlags | null> {
  const [row] = await db
    .select({
      broadcast: channels.broadcast,
      isLive: channels.isLive,
      adult: channels.adult,
      adultPlusBroadcast: channels.adultPlusBroadcast,
      snsLoginKakao: channels.snsLoginKakao,
      snsLoginNaver: channels.snsLoginNaver,
      snsLoginGoogle: channels.snsLoginGoogle,
      snsLoginTwitch: channels.snsLoginTwitch,
    })
    .from(channels)
    .where(eq(channels.channelId, channelId));
  return row ?? null;
}

export async function bankOf(db: Database, memberId: number): Promise<Bank> {
  const [row] = await db
    .select({
      bankAccount: memberBanks.bankAccount,
      bankCode: memberBanks.bankCode,
      bankHolderName: memberBanks.bankHolderName,
    })
    .from(memberBanks)
    .where(eq(memberBanks.memberId, memberId));
  return row ?? null;
}

export type FlagChanges = Partial<Omit<ChannelFlags, 'isLive'>>;

export async function updateChannelFlags(db: Database, channelId: number, changes: FlagChanges) {
  await db
    .update(channels)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(channels.channelId, channelId));
}
