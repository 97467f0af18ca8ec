import { count, desc } from 'drizzle-orm';
import { csNotices, type Database } from '@onair/db';

export function csNoticeRepository(db: Database) {
  return {
    async page({ page, size }: { page: number; size: number }) {
      const rows = await db
        .select()
        .from(csNotices)
        .orderBy(desc(csNotices.important), desc(csNotices.createdAt), desc(csNotices.noticeId))
        .limit(size)
        .offset((page - 1) * size);
      const [total] = await db.select({ value: count() }).from(csNotices);
      return {
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        page,
        size,
        total: total?.value ?? 0,
      };
    },
  };
}
