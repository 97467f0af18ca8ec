import { asc, count, desc, eq } from 'drizzle-orm';
import { staffAccounts, staffSessions, type Database } from '@onair/db';
import type { StaffBrands, StaffRole } from '@onair/contracts';
import { hashPassword } from '../../platform/passwords/passwords';
import { uniqueViolation } from '../../platform/unique-violation';
import { ApiError } from '../../platform/http/errors';
import type { Tx } from './audit-writer';
import { sealSecret } from './sealed-secrets';
import { newTotpSecret, otpauthUri } from './totp';
import { storedBrands, type StaffRow } from './staff-view';

export type NewStaff = { login: string; displayName: string; role: StaffRole; brands: StaffBrands; password: string };

/**
 * Creates an enrolling account with a fresh TOTP secret; answers the row and the otpauth URI, the
 * only time the secret leaves the API.
 */
export async function createStaff(tx: Tx | Database, tokenSecret: string, input: NewStaff, at: Date) {
  const secret = newTotpSecret();
  try {
    const [row] = await tx
      .insert(staffAccounts)
      .values({
        login: input.login,
        passwordHash: await hashPassword(input.password),
        displayName: input.displayName,
        role: input.role,
        brands: storedBrands(input.brands),
        totpSecret: sealSecret(tokenSecret, secret),
        status: 'enrolling',
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return { row: row as StaffRow, otpauthUri: otpauthUri(input.login, secret) };
  } catch (error) {
    if (uniqueViolation(error)) throw new ApiError(409, 'STAFF_LOGIN_TAKEN', 'admin.loginTaken');
    throw error;
  }
}

export async function findStaff(db: Tx | Database, where: { id: number } | { login: string }) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where('id' in where ? eq(staffAccounts.id, where.id) : eq(staffAccounts.login, where.login));
  return row;
}

const STAFF_SORT_COLUMNS = {
  id: staffAccounts.id,
  login: staffAccounts.login,
  displayName: staffAccounts.displayName,
  role: staffAccounts.role,
  status: staffAccounts.status,
  createdAt: staffAccounts.createdAt,
} as const;

export type StaffSort = { sort: keyof typeof STAFF_SORT_COLUMNS; order: 'asc' | 'desc' };

/** A page of staff accounts; the id breaks ties, so a page never repeats or skips an account. */
export async function pageStaff(db: Database, page: number, size: number, { sort, order }: StaffSort) {
  const direction = order === 'asc' ? asc : desc;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(staffAccounts)
      .orderBy(direction(STAFF_SORT_COLUMNS[sort]), direction(staffAccounts.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ value: count() }).from(staffAccounts),
  ]);
  return { items, total: total?.value ?? 0 };
}

export async function updateStaff(
  tx: Tx,
  id: number,
  changes: Partial<Pick<StaffRow, 'role' | 'brands' | 'status' | 'lastTotpStep'>>,
  at: Date,
) {
  const [row] = await tx
    .update(staffAccounts)
    .set({ ...changes, updatedAt: at })
    .where(eq(staffAccounts.id, id))
    .returning();
  return row as StaffRow;
}

export async function endSessionsOf(tx: Tx, staffId: number, at: Date) {
  await tx.update(staffSessions).set({ endedAt: at }).where(eq(staffSessions.staffId, staffId));
}
