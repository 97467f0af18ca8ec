import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { AccountChange } from '@onair/contracts';
import { BANKS, csRoutes } from '@onair/contracts';
import { accountChangeRequests, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { requireFeature } from '../../platform/http/feature-gate';
import { signedIn } from './signed-in';
import type { UploadRecords } from '../../platform/uploads/upload-records';

type AccountChangeRow = typeof accountChangeRequests.$inferSelect;
const bankName = (code: string) => BANKS.find((bank) => bank.code === code)?.name ?? code;

/** accountChange: a member asks to be paid into another account, with a bankbook copy; an operator decides. */
export function accountChangeRoutes(app: FastifyInstance, db: Database, records: UploadRecords) {
  async function shown(row: AccountChangeRow): Promise<v.InferOutput<typeof AccountChange>> {
    const [bankbook] = row.bankbookUploadId ? await records.attachments([row.bankbookUploadId]) : [];
    return {
      requestId: row.requestId,
      bank_code: row.bankCode,
      bank_name: bankName(row.bankCode),
      bank_account: row.bankAccount,
      bank_holder_name: row.bankHolderName,
      status: row.status as v.InferOutput<typeof AccountChange>['status'],
      bankbook: bankbook ?? null,
      decisionReason: row.decisionReason,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    };
  }

  // The account payouts go to: only where the brand pays its streamers out itself (mint and nova
  // settle through their partner). A refused request's bankbook is discarded with it (register-route).
  registerRoute(app, csRoutes.accountChange, async ({ body, files, request }) => {
    requireFeature(request.brand, 'withdrawals');
    const [row] = await db
      .insert(accountChangeRequests)
      .values({
        memberId: signedIn(request).memberId,
        bankCode: body.bank_code,
        bankAccount: body.bank_account,
        bankHolderName: body.bank_holder_name,
        bankbookUploadId: files['bankbook']?.[0]?.uploadId ?? null,
      })
      .returning();
    return shown(row as NonNullable<typeof row>);
  });

  registerRoute(app, csRoutes.accountChangeLatest, async ({ request }) => {
    requireFeature(request.brand, 'withdrawals');
    const [row] = await db
      .select()
      .from(accountChangeRequests)
      .where(eq(accountChangeRequests.memberId, signedIn(request).memberId))
      .orderBy(desc(accountChangeRequests.requestId))
      .limit(1);
    return row ? shown(row) : null;
  });
}
