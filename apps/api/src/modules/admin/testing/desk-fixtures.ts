import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { BrandCode } from '@onair/contracts';
import { accountChangeRequests, boardPosts, channels, declarations, inquiries, members, payoutBatches, uploads, withdrawals, type Database } from '@onair/db';
import { createLedger } from '@onair/ledger';
import { heldOf, systemAccount } from '../../../platform/ledger/accounts';
import type { ApiSettings } from '../../../platform/config/settings';
import { uploadStorageOf } from '../../../platform/uploads/uploads-plugin';
import { newStorageKey } from '../../../platform/uploads/upload-storage';

const first = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('fixture row not inserted');
  return row;
};

/**
 * Fresh work for the console's queues, written straight to the database: a decision closes what it
 * decides, so a test that calls a route with every role needs a new report or request per call.
 */
export function deskFixtures({ database, settings }: { database: { db: Database }; settings: ApiSettings }) {
  const { db } = database;
  const ledger = createLedger(db);

  async function member(brand: BrandCode) {
    const suffix = randomBytes(4).toString('hex');
    return first(await db.insert(members).values({ loginId: `f${suffix}`, nickname: `f${suffix}`, brand }).returning());
  }

  return {
    /** A received report of a post on a channel of the brand (hideable). */
    async postReport(brand: BrandCode = 'onair') {
      const owner = await member(brand);
      const channel = first(await db.insert(channels).values({ ownerMemberId: owner.memberId, name: `c-${owner.loginId}` }).returning());
      const post = first(
        await db.insert(boardPosts).values({ channelId: channel.channelId, authorMemberId: owner.memberId, title: '글', content: '내용' }).returning(),
      );
      const reporter = await member(brand);
      const row = first(
        await db
          .insert(declarations)
          .values({ reporterMemberId: reporter.memberId, brand, targetType: 'board', targetId: post.boardId, reason: 1, content: '신고' })
          .returning(),
      );
      return row.declarationId;
    },
    async inquiry(brand: BrandCode = 'onair') {
      const asker = await member(brand);
      const row = first(
        await db.insert(inquiries).values({ memberId: asker.memberId, brand, category: 1, title: '문의', content: '내용' }).returning(),
      );
      return row.inquiryId;
    },
    async accountChange(brand: BrandCode = 'onair') {
      const streamer = await member(brand);
      const row = first(
        await db
          .insert(accountChangeRequests)
          .values({ memberId: streamer.memberId, bankCode: '004', bankAccount: '12345678901234', bankHolderName: '홍길동' })
          .returning(),
      );
      return row.requestId;
    },
    /** A withdrawal request of the brand as POST /api/luv/withdraw leaves it: 20,000 held. */
    async withdrawal(brand: BrandCode = 'onair') {
      const streamer = await member(brand);
      return ledger.transaction(async (tx) => {
        const { txId } = await ledger.post(tx, {
          brand,
          reason: 'adjustment',
          reference: `fixture-hold:${randomUUID().slice(0, 8)}`,
          entries: [
            { account: systemAccount(brand, 'issuance'), amount: -20_000 },
            { account: heldOf(streamer.memberId, brand), amount: 20_000 },
          ],
        });
        const row = first(
          await tx
            .insert(withdrawals)
            .values({ memberId: streamer.memberId, brand, amount: 20_000, payout: 19_340, state: 'requested', bankCode: '004', bankAccount: '123456789012', bankHolderName: '홍길동', holdTxId: txId })
            .returning(),
        );
        return row.withdrawId;
      });
    },
    /** An approved payout batch of the brand holding one withdrawal. */
    async payoutBatch(brand: BrandCode = 'onair') {
      const withdrawId = await this.withdrawal(brand);
      const batch = first(await db.insert(payoutBatches).values({ brand, state: 'approved', createdByStaffId: 1 }).returning());
      await db.update(withdrawals).set({ state: 'approved', batchId: batch.batchId, approvedAt: new Date() }).where(eq(withdrawals.withdrawId, withdrawId));
      return batch.batchId;
    },
    /** A stored inquiry attachment (bytes and row) of the brand. */
    async attachment(brand: BrandCode = 'onair') {
      const asker = await member(brand);
      const storageKey = newStorageKey();
      await uploadStorageOf(settings.uploads).put(storageKey, Readable.from([Buffer.from('%PDF-1.4\n')]), 'application/pdf');
      const upload = first(
        await db
          .insert(uploads)
          .values({ uploadId: randomUUID(), ownerMemberId: asker.memberId, purpose: 'inquiry-attachment', storageKey, fileName: 'a.pdf', contentType: 'application/pdf', sizeBytes: 9 })
          .returning(),
      );
      await db.insert(inquiries).values({ memberId: asker.memberId, brand, category: 1, title: '첨부', content: '내용', attachmentIds: [upload.uploadId] });
      return upload.uploadId;
    },
  };
}
