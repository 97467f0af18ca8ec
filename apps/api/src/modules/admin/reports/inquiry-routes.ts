import { and, asc, count, eq, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from '@onair/contracts';
import { inquiries, members, type Database } from '@onair/db';
import { ApiError } from '../../../platform/http/errors';
import { registerRoute } from '../../../platform/http/register-route';
import { uploadRecords } from '../../../platform/uploads/upload-records';
import { writeAudit } from '../audit-writer';
import type { Clock } from '../clock';
import { staffOf } from '../staff-guard';

type InquiryRow = typeof inquiries.$inferSelect;

// Another brand's inquiry is not found here, like a missing one.
const inquiryNotFound = () => new ApiError(404, 'INQUIRY_NOT_FOUND', 'admin.inquiryNotFound');

/** Inquiries in the console: the brand's queue (oldest first) with attachments, and the answer. */
export function inquiryRoutes(app: FastifyInstance, { db, now }: { db: Database; now: Clock }) {
  const records = uploadRecords(db);

  async function shown(rows: Array<{ row: InquiryRow; nickname: string }>) {
    const all = await records.attachments(rows.flatMap(({ row }) => row.attachmentIds));
    const byId = new Map(all.map((attachment) => [attachment.uploadId, attachment]));
    return rows.map(({ row, nickname }) => ({
      inquiryId: row.inquiryId,
      brand: row.brand,
      member: { memberId: row.memberId, nickname },
      category: row.category,
      title: row.title,
      content: row.content,
      status: row.status as 'waiting' | 'answered',
      answer: row.answer,
      attachments: row.attachmentIds.flatMap((id) => byId.get(id) ?? []),
      createdAt: row.createdAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
    }));
  }

  registerRoute(app, adminRoutes.listInquiries, async ({ query, request }) => {
    const where = and(
      eq(inquiries.brand, request.brand.code),
      isNull(inquiries.deletedAt),
      query.status === undefined ? undefined : eq(inquiries.status, query.status),
    ) as SQL;
    const [rows, [total]] = await Promise.all([
      db
        .select({ row: inquiries, nickname: members.nickname })
        .from(inquiries)
        .innerJoin(members, eq(members.memberId, inquiries.memberId))
        .where(where)
        .orderBy(asc(inquiries.createdAt), asc(inquiries.inquiryId))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ value: count() }).from(inquiries).where(where),
    ]);
    return { items: await shown(rows), page: query.page, size: query.size, total: total?.value ?? 0 };
  });

  registerRoute(app, adminRoutes.answerInquiry, async ({ params, body, request }) => {
    const staff = staffOf(request);
    const brand = request.brand.code;
    const at = new Date(now());
    const answered = await db.transaction(async (tx) => {
      const live = and(eq(inquiries.inquiryId, params.inquiryId), eq(inquiries.brand, brand), isNull(inquiries.deletedAt));
      const [before] = await tx.select().from(inquiries).where(live).for('update');
      if (!before) throw inquiryNotFound();
      const [row] = await tx
        .update(inquiries)
        .set({ answer: body.answer, status: 'answered', answeredAt: at, answeredByStaffId: staff.id })
        .where(live)
        .returning();
      if (!row) throw inquiryNotFound();
      await writeAudit(tx, {
        staffId: staff.id,
        staffAddress: request.ip,
        action: 'inquiry.answer',
        targetKind: 'inquiry',
        targetId: row.inquiryId,
        brand,
        before: { status: before.status, answer: before.answer },
        after: { status: row.status, answer: row.answer },
        at,
      });
      return row;
    });
    const [member] = await db.select({ nickname: members.nickname }).from(members).where(eq(members.memberId, answered.memberId));
    const [inquiry] = await shown([{ row: answered, nickname: member?.nickname ?? '' }]);
    return inquiry as NonNullable<typeof inquiry>;
  });
}
