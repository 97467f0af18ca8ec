import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { csNotices, type Database } from '@onair/db';

export type CsNoticeKind = 'notice' | 'develop' | 'guide';

export type CsNoticeRepository = ReturnType<typeof csNoticeRepository>;

export function csNoticeRepository(db: Database) {
  return {
    /** One kind's texts for every brand (brand null) and this brand, pinned first, newest first. */
    async page({ kind = 'notice', brand, page, size }: { kind?: CsNoticeKind; brand?: string; page: number; size: number }) {
      const where = and(eq(csNotices.kind, kind), brand ? or(isNull(csNotices.brand), eq(csNotices.brand, brand)) : undefined);
      const rows = await db
        .select()
        .from(csNotices)
        .where(where)
        .orderBy(desc(csNotices.important), desc(csNotices.createdAt), desc(csNotices.noticeId))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(csNotices).where(where);
      return {
        items: rows.map((row) => ({
          noticeId: row.noticeId,
          title: row.title,
          content: row.content,
          important: row.important,
          createdAt: row.createdAt.toISOString(),
        })),
        page,
        size,
        total: total?.value ?? 0,
      };
    },
  };
}
