import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { InferOutput } from 'valibot';
import type { MemberSearchQuery } from '@onair/contracts';
import { members, type Database } from '@onair/db';
import { containingPattern } from '../../directory/index';
import { adminMemberColumns, adminMemberView } from './member-view';

type Query = InferOutput<typeof MemberSearchQuery>;

const SORT_COLUMNS = {
  memberId: members.memberId,
  loginId: members.loginId,
  nickname: members.nickname,
  createdAt: members.createdAt,
  lastLoginAt: members.lastLoginAt,
} as const;

/** The brand's members matching every criterion given (none: all of them), a page at a time. */
export async function searchMembers(db: Database, brand: string, query: Query, now: Date) {
  const where = and(
    ...([
      eq(members.brand, brand),
      query.loginId === undefined ? undefined : eq(members.loginId, query.loginId.toLowerCase()),
      query.nickname === undefined ? undefined : ilike(members.nickname, containingPattern(query.nickname)),
      query.memberId === undefined ? undefined : eq(members.memberId, query.memberId),
      query.phone === undefined ? undefined : eq(members.phone, query.phone),
    ] satisfies Array<SQL | undefined>),
  );
  const direction = query.order === 'asc' ? asc : desc;
  // Members who never signed in sort last either way: they are the least interesting end of the list.
  const primary =
    query.sort === 'lastLoginAt'
      ? sql`${members.lastLoginAt} ${sql.raw(query.order)} nulls last`
      : direction(SORT_COLUMNS[query.sort]);
  // The member id breaks ties, so a page never repeats or skips a member between requests.
  const [rows, [total]] = await Promise.all([
    db
      .select(adminMemberColumns)
      .from(members)
      .where(where)
      .orderBy(primary, direction(members.memberId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ value: count() }).from(members).where(where),
  ]);
  return {
    items: rows.map((row) => adminMemberView(row, now)),
    page: query.page,
    size: query.size,
    total: total?.value ?? 0,
  };
}
