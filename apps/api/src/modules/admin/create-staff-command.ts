import * as v from 'valibot';
import { BRAND_CODES, STAFF_ROLES, StaffBrands, type StaffRole } from '@onair/contracts';
import type { Database } from '@onair/db';
import { randomToken } from '../../platform/secrets';
import { writeAudit } from './audit-writer';
import { createStaff } from './staff-store';

export type CreateStaffArgs = { login: string; role: StaffRole; brands: StaffBrands; displayName: string };

/** `--login ops --role super-admin [--brands all|onair,mint] [--name 운영자]`, or the problem with them. */
export function parseCreateStaffArgs(argv: readonly string[]): CreateStaffArgs | string {
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 2) {
    const [name, value] = [argv[i], argv[i + 1]];
    if (!name?.startsWith('--') || value === undefined) return `unexpected argument ${name ?? ''}`;
    options.set(name.slice(2), value);
  }
  const login = options.get('login');
  const role = options.get('role');
  if (!login) return '--login is required';
  if (!role || !(STAFF_ROLES as readonly string[]).includes(role))
    return `--role must be one of ${STAFF_ROLES.join(', ')}`;
  const brandsText = options.get('brands') ?? 'all';
  const brands = v.safeParse(StaffBrands, brandsText === 'all' ? 'all' : brandsText.split(','));
  if (!brands.success) return `--brands must be all or a comma-separated list of ${BRAND_CODES.join(', ')}`;
  return { login, role: role as StaffRole, brands: brands.output, displayName: options.get('name') ?? login };
}

/**
 * Creates an enrolling account from the command line (the first super-admin has no one to invite
 * it) with a generated password, audited as done by no staff member from the command line.
 */
export async function createStaffFromCommand(db: Database, tokenSecret: string, args: CreateStaffArgs) {
  const password = randomToken().slice(0, 20);
  const at = new Date();
  const created = await db.transaction(async (tx) => {
    const made = await createStaff(tx, tokenSecret, { ...args, password }, at);
    await writeAudit(tx, {
      staffId: null,
      staffAddress: 'command line',
      action: 'staff.create',
      targetKind: 'staff',
      targetId: made.row.id,
      after: { login: made.row.login, role: made.row.role, brands: args.brands, status: made.row.status },
      reason: 'npm run admin:create',
      at,
    });
    return made;
  });
  return { staffId: created.row.id, password, otpauthUri: created.otpauthUri };
}
