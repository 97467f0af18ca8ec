import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import { auditLog, channels, members } from '@onair/db';
import { SITE_CODE_HEADER } from '../../../platform/http/brand';
import { accessTokens } from '../../../platform/sessions/access-tokens';
import type { ConsoleApi } from './console-kit';

/** The first channel of a brand in the demo data. */
export async function channelOfBrand(api: ConsoleApi, brand: BrandCode): Promise<number> {
  const [row] = await api.database.db
    .select({ channelId: channels.channelId })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(eq(members.brand, brand))
    .orderBy(asc(channels.channelId))
    .limit(1);
  if (!row) throw new Error(`no ${brand} channel in the demo data`);
  return row.channelId;
}

export type TestStreamer = { memberId: number; loginId: string; channelId: number; headers: Record<string, string> };

let serial = 0;

/** A member of the brand with a channel of their own, signed in by a Bearer token. */
export async function newStreamer(api: ConsoleApi, brand: BrandCode = 'onair'): Promise<TestStreamer> {
  serial += 1;
  const suffix = `${randomBytes(3).toString('hex')}${serial}`;
  const loginId = `s${suffix}`.slice(0, 15);
  const db = api.database.db;
  const [member] = await db
    .insert(members)
    .values({ loginId, nickname: `n${suffix}`.slice(0, 10), brand, userType: 'V' })
    .returning({ memberId: members.memberId });
  if (!member) throw new Error('member not inserted');
  const [channel] = await db
    .insert(channels)
    .values({ ownerMemberId: member.memberId, name: `${loginId}의 채널` })
    .returning({ channelId: channels.channelId });
  if (!channel) throw new Error('channel not inserted');
  const token = await accessTokens(api.settings.tokenSecret).sign({
    memberId: member.memberId,
    loginId,
    userType: 'V',
    brand,
  });
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, [SITE_CODE_HEADER]: brand };
  return { memberId: member.memberId, loginId, channelId: channel.channelId, headers };
}

/** The audit rows written about a channel, oldest first. */
export const auditOfChannel = (api: ConsoleApi, channelId: number) =>
  api.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, 'channel'), eq(auditLog.targetId, String(channelId))))
    .orderBy(asc(auditLog.id));
