import { and, eq } from 'drizzle-orm';
import { members, type Database } from '@onair/db';
import { ApiError } from '../../../platform/http/errors';
import type { Tx } from '../audit-writer';
import { adminMemberColumns } from './member-view';

/**
 * The member with this id on the request's brand. Another brand's member is answered exactly as
 * one that exists nowhere (docs/permissions.md, "Brands"). forUpdate: locked until the
 * transaction ends, so two staff acting on one member take turns.
 */
export async function memberOfBrand(db: Database | Tx, memberId: number, brand: string, forUpdate = false) {
  const query = db
    .select(adminMemberColumns)
    .from(members)
    .where(and(eq(members.memberId, memberId), eq(members.brand, brand)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'NOT_FOUND', 'adminMember.memberNotFound');
  return row;
}
