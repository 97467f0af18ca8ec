import { and, count, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Locale } from '@onair/contracts';
import { csNotices, type Database } from '@onair/db';

export type CsNoticeKind = 'notice' | 'develop' | 'guide';

export type CsNoticeRepository = ReturnType<typeof csNoticeRepository>;

export function csNoticeRepository(db: Database) {
  return {
    /**
     * One kind's texts for every brand (brand null) and this brand, pinned first, newest first: those
     * within their window and not retired (the console's schedule), in English where the operator gave it.
     */
    async page({
      kind = 'notice',
      brand,
      page,
      size,
      locale = 'ko',
      now = new Date(),
    }: {
      kind?: CsNoticeKind;
      brand?: string;
      page: number;
      size: number;
      locale?: Locale;
      now?: Date;
    }) {
      const where = and(
        eq(csNotices.kind, kind),
        brand ? or(isNull(csNotices.brand), eq(csNotices.brand, brand)) : undefined,
        isNull(csNotices.retiredAt),
        or(isNull(csNotices.startsAt), lte(csNotices.startsAt, now)),
        or(isNull(csNotices.endsAt), gt(csNotices.endsAt, now)),
      );
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
          title: locale === 'en' && row.titleEn ? row.titleEn : row.title,
          content: locale === 'en' && row.contentEn ? row.contentEn : row.content,
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
