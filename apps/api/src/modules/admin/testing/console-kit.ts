import { eq } from 'drizzle-orm';
import type { BrandCode, StaffBrands, StaffRole } from '@onair/contracts';
import { staffAccounts } from '@onair/db';
import type { TestDatabaseTarget } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../../platform/http/brand';
import { startTestApi, type CallResult, type TestApi } from '../../../testing/test-api';
import { STAFF_COOKIE } from '../staff-sessions';
import { createStaff } from '../staff-store';
import { totpCodeAt } from '../totp';

/** A test API whose console clock the test moves (epoch ms), starting now. */
export type ConsoleApi = TestApi & { clock: { ms: number } };

export async function startConsoleApi(target: TestDatabaseTarget): Promise<ConsoleApi> {
  const clock = { ms: Date.now() };
  const api = await startTestApi(target, { now: () => clock.ms });
  return Object.assign(api, { clock });
}

export type TestStaff = { id: number; login: string; password: string; secret: string };

let serial = 0;

/** The secret inside an otpauth URI, as an authenticator app reads it. */
export const secretOf = (otpauthUri: string) => new URL(otpauthUri).searchParams.get('secret') ?? '';

/** An account as invited, its authenticator set up; active unless said otherwise. */
export async function newStaff(
  api: ConsoleApi,
  role: StaffRole,
  brands: StaffBrands = 'all',
  status: 'active' | 'enrolling' = 'active',
): Promise<TestStaff> {
  serial += 1;
  const login = `staff-${process.pid}-${serial}`;
  const password = `pw-${login}-secret`;
  const db = api.database.db;
  const made = await createStaff(
    db,
    api.settings.tokenSecret,
    { login, displayName: login, role, brands, password },
    new Date(api.clock.ms),
  );
  if (status === 'active') await db.update(staffAccounts).set({ status }).where(eq(staffAccounts.id, made.row.id));
  return { id: made.row.id, login, password, secret: secretOf(made.otpauthUri) };
}

/** The code the staff member's authenticator shows on the console's clock. */
export const codeNow = (api: ConsoleApi, staff: TestStaff) => totpCodeAt(staff.secret, api.clock.ms);

/** Headers for a request on a brand's site (its x-site-code), with the staff cookie when given. */
export function consoleHeaders(cookie: string | null, brand?: BrandCode): Record<string, string> {
  return { ...(cookie ? { cookie } : {}), ...(brand ? { [SITE_CODE_HEADER]: brand } : {}) };
}

/** The name=value of the staff cookie an answer sets. */
export function staffCookieOf(result: CallResult): string | null {
  const set = result.setCookies.find((cookie) => cookie.startsWith(`${STAFF_COOKIE}=`));
  return set ? (set.split(';')[0] ?? null) : null;
}

/** Signs in with the current code (after moving the clock past the last step used) and answers the cookie. */
export async function signIn(api: ConsoleApi, staff: TestStaff, brand?: BrandCode): Promise<string> {
  api.clock.ms += 30_000;
  const result = await api.call('POST', '/api/admin/session', {
    body: { login: staff.login, password: staff.password, code: codeNow(api, staff) },
    headers: consoleHeaders(null, brand),
  });
  const cookie = staffCookieOf(result);
  if (result.status !== 200 || !cookie)
    throw new Error(`sign-in refused: ${result.status} ${JSON.stringify(result.body)}`);
  return cookie;
}
