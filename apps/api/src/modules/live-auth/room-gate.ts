import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { ROOM_PASS_DAYS } from '@onair/contracts';
import { channels, chatManagers, itemUses, members, type Database } from '@onair/db';
import type { SessionMember } from '../../platform/sessions/session-types';

/** What a live room asks of its viewers, and whose it is. */
export type RoomGate = {
  channelId: number;
  ownerMemberId: number;
  brand: string;
  adult: boolean;
  passwordHash: string | null;
};

export const requirementOf = (gate: RoomGate) => (gate.passwordHash ? 'password' : gate.adult ? 'adult' : 'open');

export async function roomGateOf(db: Database, channelId: number): Promise<RoomGate | null> {
  const [row] = await db
    .select({
      ownerMemberId: channels.ownerMemberId,
      brand: members.brand,
      adult: channels.adult,
      passwordHash: channels.roomPasswordHash,
    })
    .from(channels)
    .innerJoin(members, eq(members.memberId, channels.ownerMemberId))
    .where(eq(channels.channelId, channelId));
  return row ? { channelId, ...row } : null;
}

/** The owner, operators and the room's managers are never kept out of it. */
export async function isRoomStaff(db: Database, gate: RoomGate, member: SessionMember): Promise<boolean> {
  if (member.memberId === gate.ownerMemberId || member.userType === 'O') return true;
  const [manager] = await db
    .select({ memberId: chatManagers.memberId })
    .from(chatManagers)
    .where(and(eq(chatManagers.channelId, gate.channelId), eq(chatManagers.memberId, member.memberId)));
  return manager !== undefined;
}

export async function isAdultMember(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db.select({ adult: members.adult }).from(members).where(eq(members.memberId, memberId));
  return row?.adult === true;
}

/** When the member's room passes used in this channel stop admitting them; null when none is in force. */
export async function roomPassValidUntil(db: Database, memberId: number, channelId: number): Promise<Date | null> {
  const rows = await db
    .select({ itemCode: itemUses.itemCode, quantity: itemUses.quantity, usedAt: itemUses.createdAt })
    .from(itemUses)
    .where(
      and(
        eq(itemUses.memberId, memberId),
        eq(itemUses.channelId, channelId),
        inArray(itemUses.itemCode, Object.keys(ROOM_PASS_DAYS).map(Number)),
        // A pass used a year ago cannot still be in force, however many were used at once.
        gt(itemUses.createdAt, sql`now() - interval '366 days'`),
      ),
    );
  let until: Date | null = null;
  for (const row of rows) {
    const days = (ROOM_PASS_DAYS[row.itemCode] ?? 0) * row.quantity;
    const end = new Date(row.usedAt.getTime() + days * 86_400_000);
    if (end.getTime() > Date.now() && (!until || end > until)) until = end;
  }
  return until;
}
