import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrandCode, StaffBrands, StaffRole } from '@onair/contracts';
import { staffAccounts } from '@onair/db';
import type { TestDatabaseTarget } from '@onair/db/testing';
import { startMoneyApi, type MoneyApi, type TestMember } from '../../money/testing/money-test-kit';
import { postMultipart, type FilePartInput } from '../../../platform/uploads/testing/upload-test-api';
import type { ApiSettings } from '../../../platform/config/settings';
import { createStaff } from '../staff-store';
import { totpCodeAt } from '../totp';
import { consoleHeaders, secretOf, staffCookieOf } from './console-kit';

/** Members (Bearer tokens, uploads in a temp directory) and staff (console cookies) on one real API, real clock. */
export type DeskApi = MoneyApi & {
  multipart(member: TestMember, path: string, fields: Record<string, string>, files?: FilePartInput[]): ReturnType<typeof postMultipart>;
  /** A signed-in staff account's cookie. */
  staff(role: StaffRole, brands?: StaffBrands): Promise<string>;
  /** A console call on a brand's site. */
  admin(cookie: string, method: string, path: string, body?: unknown, brand?: BrandCode): ReturnType<MoneyApi['call']>;
};

let serial = 0;

export async function startDeskApi(target: TestDatabaseTarget): Promise<DeskApi> {
  const dir = await mkdtemp(join(tmpdir(), 'onair-desk-uploads-'));
  let settings: ApiSettings | undefined;
  const api = await startMoneyApi(target, {
    settings: (base) => {
      settings = { ...base, uploads: { kind: 'local', dir } };
      return settings;
    },
  });
  const close = api.close;
  return Object.assign(api, {
    multipart: (member: TestMember, path: string, fields: Record<string, string>, files: FilePartInput[] = []) =>
      postMultipart(api.url, path, { fields, files, headers: member.headers }),
    async staff(role: StaffRole, brands: StaffBrands = 'all') {
      serial += 1;
      const login = `desk-${process.pid}-${serial}`;
      const password = `pw-${login}-secret`;
      const made = await createStaff(
        api.database.db,
        settings?.tokenSecret ?? '',
        { login, displayName: login, role, brands, password },
        new Date(),
      );
      await api.database.db.update(staffAccounts).set({ status: 'active' }).where(eq(staffAccounts.id, made.row.id));
      const code = totpCodeAt(secretOf(made.otpauthUri), Date.now());
      const result = await api.call('POST', '/api/admin/session', { body: { login, password, code } });
      const cookie = staffCookieOf(result);
      if (!cookie) throw new Error(`sign-in refused: ${result.status} ${JSON.stringify(result.body)}`);
      return cookie;
    },
    admin: (cookie: string, method: string, path: string, body?: unknown, brand: BrandCode = 'onair') =>
      api.call(method, path, { headers: consoleHeaders(cookie, brand), ...(body === undefined ? {} : { body }) }),
    async close() {
      await close();
      await rm(dir, { recursive: true, force: true });
    },
  });
}
