import { memberMessages, type Database } from '@onair/db';

type Writer = Pick<Database, 'insert'>;

/**
 * A message from the service itself (no sender member), such as a payout account change notice.
 * The member's message box shows it signed with the brand's name (message-store.ts). The service
 * keeps no copy: its side counts as deleted, so the row goes once the member deletes theirs.
 */
export async function sendServiceMessage(db: Writer, recipientMemberId: number, content: string): Promise<void> {
  const now = new Date();
  await db.insert(memberMessages).values({ senderMemberId: null, recipientMemberId, content, senderDeletedAt: now, createdAt: now });
}
