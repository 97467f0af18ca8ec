import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { csRoutes, type Inquiry } from '@onair/contracts';
import { inquiries, type Database } from '@onair/db';
import { registerRoute } from '../../platform/http/register-route';
import { signedIn } from './signed-in';
import type { UploadRecords } from '../../platform/uploads/upload-records';
import { attachmentsOfRows, idsOf } from './attachment-lookup';
import { inquiryAnswered, inquiryNotFound, operatorOnly } from './cs-refusals';

type InquiryRow = typeof inquiries.$inferSelect;

const summaryOf = (row: InquiryRow) => ({
  inquiryId: row.inquiryId,
  category: row.category,
  title: row.title,
  status: row.status as Inquiry['status'],
  createdAt: row.createdAt.toISOString(),
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

/** Inquiries: a member asks (with attachments), lists and withdraws while waiting; an operator answers. */
export function inquiryRoutes(app: FastifyInstance, db: Database, records: UploadRecords) {
  const live = (inquiryId: number) => and(eq(inquiries.inquiryId, inquiryId), isNull(inquiries.deletedAt));

  async function full(rows: InquiryRow[]): Promise<Inquiry[]> {
    const attachmentsOf = await attachmentsOfRows(records, rows);
    return rows.map((row) => ({ ...summaryOf(row), content: row.content, answer: row.answer, attachments: attachmentsOf(row) }));
  }

  async function pageOf(memberId: number, { page, size }: { page: number; size: number }) {
    const mine = and(eq(inquiries.memberId, memberId), isNull(inquiries.deletedAt));
    const rows = await db.select().from(inquiries).where(mine).orderBy(desc(inquiries.inquiryId)).limit(size).offset((page - 1) * size);
    const [total] = await db.select({ value: count() }).from(inquiries).where(mine);
    return { rows, page, size, total: total?.value ?? 0 };
  }

  registerRoute(app, csRoutes.inquiryWrite, async ({ body, files, request }) => {
    const member = signedIn(request);
    const [row] = await db
      .insert(inquiries)
      .values({ memberId: member.memberId, brand: request.brand.code, ...body, attachmentIds: idsOf(files['attachment']) })
      .returning();
    const [inquiry] = await full([row as NonNullable<typeof row>]);
    return inquiry as Inquiry;
  });

  registerRoute(app, csRoutes.inquiryList, async ({ query, request }) => {
    const { rows, ...rest } = await pageOf(signedIn(request).memberId, query);
    return { items: rows.map(summaryOf), ...rest };
  });

  registerRoute(app, csRoutes.inquiryListV2, async ({ query, request }) => {
    const { rows, ...rest } = await pageOf(signedIn(request).memberId, query);
    return { items: await full(rows), ...rest };
  });

  registerRoute(app, csRoutes.inquiryDelete, async ({ params, request }) => {
    const [row] = await db.select().from(inquiries).where(live(params.id));
    if (!row || row.memberId !== signedIn(request).memberId) throw inquiryNotFound();
    // Only while it waits: the status check is in the update too, so an answer arriving meanwhile wins.
    const deleted = await db
      .update(inquiries)
      .set({ deletedAt: new Date() })
      .where(and(live(params.id), eq(inquiries.status, 'waiting')))
      .returning({ inquiryId: inquiries.inquiryId });
    if (deleted.length === 0) throw inquiryAnswered();
    return { msg: 'ok' as const };
  });

  registerRoute(app, csRoutes.inquiryAnswer, async ({ params, body, request }) => {
    if (signedIn(request).userType !== 'O') throw operatorOnly();
    // An operator is staff of their brand: another brand's inquiry is not found here (docs/permissions.md).
    const [row] = await db
      .update(inquiries)
      .set({ answer: body.answer, status: 'answered', answeredAt: new Date() })
      .where(and(live(params.id), eq(inquiries.brand, request.brand.code)))
      .returning();
    if (!row) throw inquiryNotFound();
    const [inquiry] = await full([row]);
    return inquiry as Inquiry;
  });
}
