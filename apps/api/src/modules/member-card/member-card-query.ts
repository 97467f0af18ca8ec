import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { MemberCard } from '@onair/contracts';
import { channels, follows, members, type Database } from '@onair/db';

/** A member of the brand for the chat's user card, or null (unknown, withdrawn, another brand's). */
export async function memberCard(
  db: Database,
  memberId: number,
  brand: string,
  viewerMemberId: number | null,
): Promise<MemberCard | null> {
  const [row] = await db
    .select({
      memberId: members.memberId,
      loginId: members.loginId,
      nickname: members.nickname,
      channelId: channels.channelId,
      profileImageUrl: channels.profileImageUrl,
    })
    .from(members)
    .leftJoin(channels, eq(channels.ownerMemberId, members.memberId))
    .where(and(eq(members.memberId, memberId), eq(members.brand, brand), isNull(members.withdrawnAt)));
  if (!row) return null;
  const channelId = row.channelId;
  if (channelId === null)
    return { ...row, channelId: null, profileImageUrl: null, followerCount: null, following: false };
  const [counted] = await db.select({ value: count() }).from(follows).where(eq(follows.channelId, channelId));
  const [mine] =
    viewerMemberId === null
      ? [undefined]
      : await db
          .select({ one: sql<number>`1` })
          .from(follows)
          .where(and(eq(follows.channelId, channelId), eq(follows.memberId, viewerMemberId)));
  return { ...row, channelId, followerCount: counted?.value ?? 0, following: mine !== undefined };
}
