import { and, count, desc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { memberMessages, members, memberSettings, messageBlocks, type Database } from '@onair/db';
import type { BlockedMember, MemberMessage, MessageDivision } from '@onair/contracts';
import { getBrand } from '@onair/brand';

const sender = alias(members, 'sender');
const recipient = alias(members, 'recipient');

const messageColumns = {
  msgId: memberMessages.msgId,
  senderLoginId: sender.loginId,
  senderNickname: sender.nickname,
  recipientLoginId: recipient.loginId,
  recipientNickname: recipient.nickname,
  recipientBrand: recipient.brand,
  content: memberMessages.content,
  readAt: memberMessages.readAt,
  createdAt: memberMessages.createdAt,
};

type MessageRow = {
  readAt: Date | null;
  createdAt: Date;
  senderLoginId: string | null;
  senderNickname: string | null;
  recipientBrand: string;
} & Omit<MemberMessage, 'readAt' | 'createdAt' | 'senderLoginId' | 'senderNickname'>;

/** A message with no sender was written by the service (service-message.ts): it is signed with the brand's name. */
const toMessage = ({ recipientBrand, ...row }: MessageRow): MemberMessage => ({
  ...row,
  senderLoginId: row.senderLoginId ?? '',
  senderNickname: row.senderNickname ?? getBrand(recipientBrand).serviceName,
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** Which copies are the member's: the ones they sent or received and have not deleted. */
const ownCopy = (memberId: number) =>
  or(
    and(eq(memberMessages.senderMemberId, memberId), isNull(memberMessages.senderDeletedAt)),
    and(eq(memberMessages.recipientMemberId, memberId), isNull(memberMessages.recipientDeletedAt)),
  );

const divisionFilter = (memberId: number, division: MessageDivision) =>
  division === 'received'
    ? and(eq(memberMessages.recipientMemberId, memberId), isNull(memberMessages.recipientDeletedAt))
    : and(eq(memberMessages.senderMemberId, memberId), isNull(memberMessages.senderDeletedAt));

export function messageStore(db: Database) {
  async function byId(msgId: number): Promise<MemberMessage> {
    const [row] = await db
      .select(messageColumns)
      .from(memberMessages)
      .leftJoin(sender, eq(sender.memberId, memberMessages.senderMemberId))
      .innerJoin(recipient, eq(recipient.memberId, memberMessages.recipientMemberId))
      .where(eq(memberMessages.msgId, msgId));
    if (!row) throw new Error(`message ${msgId} vanished`);
    return toMessage(row);
  }

  return {
    /** An active member of the brand by login ID: who a message or a block can name. */
    async memberByLoginId(loginId: string, brand: string) {
      const [row] = await db
        .select({ memberId: members.memberId })
        .from(members)
        .where(and(eq(members.loginId, loginId), eq(members.brand, brand), isNull(members.withdrawnAt)));
      return row ?? null;
    },

    /** Did blocker block target? Blocking is one-way: only the target is kept from writing to the blocker. */
    async blocks(blockerMemberId: number, targetMemberId: number): Promise<boolean> {
      const rows = await db
        .select({ memberId: messageBlocks.memberId })
        .from(messageBlocks)
        .where(and(eq(messageBlocks.memberId, blockerMemberId), eq(messageBlocks.targetMemberId, targetMemberId)))
        .limit(1);
      return rows.length > 0;
    },

    /** Members who never saved settings accept messages (the column default). */
    async acceptsMessages(memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ allowMessages: memberSettings.allowMessages })
        .from(memberSettings)
        .where(eq(memberSettings.memberId, memberId));
      return row?.allowMessages ?? true;
    },

    async send(senderMemberId: number, recipientMemberId: number, content: string): Promise<MemberMessage> {
      const [row] = await db
        .insert(memberMessages)
        .values({ senderMemberId, recipientMemberId, content })
        .returning({ msgId: memberMessages.msgId });
      if (!row) throw new Error('message not stored');
      return byId(row.msgId);
    },

    async page(memberId: number, division: MessageDivision, page: number, size: number) {
      const filter = divisionFilter(memberId, division);
      const rows = await db
        .select(messageColumns)
        .from(memberMessages)
        .leftJoin(sender, eq(sender.memberId, memberMessages.senderMemberId))
        .innerJoin(recipient, eq(recipient.memberId, memberMessages.recipientMemberId))
        .where(filter)
        .orderBy(desc(memberMessages.msgId))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(memberMessages).where(filter);
      return { items: rows.map(toMessage), page, size, total: total?.value ?? 0 };
    },

    /**
     * The member's copy of a message, or null (not theirs, deleted by them, or unknown). The
     * recipient opening it marks it read the first time; the sender opening it changes nothing.
     */
    async read(memberId: number, msgId: number): Promise<MemberMessage | null> {
      const [own] = await db
        .select({ recipientMemberId: memberMessages.recipientMemberId, readAt: memberMessages.readAt })
        .from(memberMessages)
        .where(and(eq(memberMessages.msgId, msgId), ownCopy(memberId)));
      if (!own) return null;
      if (own.recipientMemberId === memberId && own.readAt === null) {
        await db
          .update(memberMessages)
          .set({ readAt: new Date() })
          .where(and(eq(memberMessages.msgId, msgId), isNull(memberMessages.readAt)));
      }
      return byId(msgId);
    },

    /**
     * Deletes the member's own copies among msgIds; ids that are not theirs are skipped, so the
     * other side's copy stays. A message both sides deleted is removed for good.
     */
    async deleteOwn(memberId: number, msgIds: number[]): Promise<number> {
      const ids = [...new Set(msgIds)];
      return db.transaction(async (tx) => {
        const now = new Date();
        const sent = await tx
          .update(memberMessages)
          .set({ senderDeletedAt: now })
          .where(
            and(
              inArray(memberMessages.msgId, ids),
              eq(memberMessages.senderMemberId, memberId),
              isNull(memberMessages.senderDeletedAt),
            ),
          )
          .returning({ msgId: memberMessages.msgId });
        const received = await tx
          .update(memberMessages)
          .set({ recipientDeletedAt: now })
          .where(
            and(
              inArray(memberMessages.msgId, ids),
              eq(memberMessages.recipientMemberId, memberId),
              isNull(memberMessages.recipientDeletedAt),
            ),
          )
          .returning({ msgId: memberMessages.msgId });
        await tx
          .delete(memberMessages)
          .where(
            and(
              inArray(memberMessages.msgId, ids),
              isNotNull(memberMessages.senderDeletedAt),
              isNotNull(memberMessages.recipientDeletedAt),
            ),
          );
        return sent.length + received.length;
      });
    },

    async unreadCount(memberId: number): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(memberMessages)
        .where(
          and(
            eq(memberMessages.recipientMemberId, memberId),
            isNull(memberMessages.readAt),
            isNull(memberMessages.recipientDeletedAt),
          ),
        );
      return row?.value ?? 0;
    },

    /** Blocking twice is one block (the primary key). */
    async block(memberId: number, targetMemberId: number): Promise<void> {
      await db.insert(messageBlocks).values({ memberId, targetMemberId }).onConflictDoNothing();
    },

    /** A member blocks only members of their own brand, so the ID names one of their blocks at most. */
    async unblock(memberId: number, brand: string, targetLoginId: string): Promise<void> {
      const named = db
        .select({ memberId: members.memberId })
        .from(members)
        .where(and(eq(members.loginId, targetLoginId), eq(members.brand, brand)));
      await db
        .delete(messageBlocks)
        .where(and(eq(messageBlocks.memberId, memberId), inArray(messageBlocks.targetMemberId, named)));
    },

    async blockedPage(memberId: number, page: number, size: number, only?: number) {
      const filter = and(
        eq(messageBlocks.memberId, memberId),
        only === undefined ? undefined : eq(messageBlocks.targetMemberId, only),
      );
      const rows = await db
        .select({ loginId: members.loginId, nickname: members.nickname, blockedAt: messageBlocks.createdAt })
        .from(messageBlocks)
        .innerJoin(members, eq(members.memberId, messageBlocks.targetMemberId))
        .where(filter)
        .orderBy(desc(messageBlocks.createdAt), desc(messageBlocks.targetMemberId))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(messageBlocks).where(filter);
      const items: BlockedMember[] = rows.map((row) => ({ ...row, blockedAt: row.blockedAt.toISOString() }));
      return { items, page, size, total: total?.value ?? 0 };
    },
  };
}
