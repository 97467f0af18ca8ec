import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { csRoutes, type Declaration } from '@onair/contracts';
import { declarations, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { signedIn } from './signed-in';
import type { UploadRecords } from '../../platform/uploads/upload-records';
import { attachmentsOfRows, idsOf } from './attachment-lookup';
import { declarationInReview, declarationNotFound, declarationTargetNotFound } from './cs-refusals';
import { targetInBrand } from './declaration-targets';

type DeclarationRow = typeof declarations.$inferSelect;

/** Declarations (reports): a member reports with attachments, lists their own, withdraws while received. */
export function declarationRoutes(app: FastifyInstance, db: Database, records: UploadRecords) {
  async function shown(rows: DeclarationRow[]): Promise<Declaration[]> {
    const attachmentsOf = await attachmentsOfRows(records, rows);
    return rows.map((row) => ({
      declarationId: row.declarationId,
      targetType: row.targetType as Declaration['targetType'],
      targetId: row.targetId,
      reason: row.reason,
      content: row.content,
      status: row.status as Declaration['status'],
      outcome: row.outcome as Declaration['outcome'],
      decisionReason: row.decisionReason,
      decidedAt: row.decidedAt?.toISOString() ?? null,
      attachments: attachmentsOf(row),
      createdAt: row.createdAt.toISOString(),
    }));
  }

  registerRoute(app, csRoutes.declarationPost, async ({ body, files, request }) => {
    const reporter = signedIn(request).memberId;
    const target = { type: body.targetType, id: body.targetId, seq: body.targetSeq ?? null };
    if (!(await targetInBrand(db, request.brand.code, reporter, target))) throw declarationTargetNotFound();
    const [row] = await db
      .insert(declarations)
      .values({
        reporterMemberId: reporter,
        brand: request.brand.code,
        targetType: body.targetType,
        targetId: body.targetId,
        // Only a chat line has a place within its target (the room).
        targetSeq: body.targetType === 'chat' ? target.seq : null,
        reason: body.reason,
        content: body.content,
        attachmentIds: idsOf(files['attachments']),
      })
      .returning();
    const [declaration] = await shown([row as NonNullable<typeof row>]);
    return declaration as Declaration;
  });

  registerRoute(app, csRoutes.declarationList, async ({ query: { page, size }, request }) => {
    const mine = and(eq(declarations.reporterMemberId, signedIn(request).memberId), isNull(declarations.deletedAt));
    const rows = await db.select().from(declarations).where(mine).orderBy(desc(declarations.declarationId)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ value: count() }).from(declarations).where(mine);
    return { items: await shown(rows), page, size, total: total?.value ?? 0 };
  });

  registerRoute(app, csRoutes.declarationDelete, async ({ params, request }) => {
    const live = and(eq(declarations.declarationId, params.id), isNull(declarations.deletedAt));
    const [row] = await db.select().from(declarations).where(live);
    if (!row || row.reporterMemberId !== signedIn(request).memberId) throw declarationNotFound();
    const withdrawn = await db
      .update(declarations)
      .set({ deletedAt: new Date() })
      .where(and(live, eq(declarations.status, 'received')))
      .returning({ declarationId: declarations.declarationId });
    if (withdrawn.length === 0) throw declarationInReview();
    return { msg: 'ok' as const };
  });
}
