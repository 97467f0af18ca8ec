import { sql, type SQL } from 'drizzle-orm';

/** A statement written with $1 and $2 (the span's start and end) as drizzle SQL with those two values. */
export function withSpan(text: string, from: Date, to: Date): SQL {
  const parts = text.split(/\$([12])/);
  const chunks: SQL[] = [];
  parts.forEach((part, index) => {
    if (index % 2 === 0) chunks.push(sql.raw(part));
    else chunks.push(sql`${(part === '1' ? from : to).toISOString()}::timestamptz`);
  });
  return sql.join(chunks, sql.raw(''));
}
