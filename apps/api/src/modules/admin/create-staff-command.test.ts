import { eq } from 'drizzle-orm';
import { auditLog } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { createStaffFromCommand, parseCreateStaffArgs } from './create-staff-command';
import { secretOf, signIn, startConsoleApi, type ConsoleApi } from './testing/console-kit';
import { totpCodeAt } from './totp';

test('admin:create reads login, role, brands and name, and says what is wrong otherwise', () => {
  expect(parseCreateStaffArgs(['--login', 'ops', '--role', 'super-admin'])).toEqual({
    login: 'ops',
    role: 'super-admin',
    brands: 'all',
    displayName: 'ops',
  });
  expect(
    parseCreateStaffArgs(['--login', 'ops', '--role', 'finance', '--brands', 'onair,mint', '--name', '정산']),
  ).toMatchObject({
    brands: ['onair', 'mint'],
    displayName: '정산',
  });
  expect(parseCreateStaffArgs(['--role', 'super-admin'])).toBe('--login is required');
  expect(parseCreateStaffArgs(['--login', 'ops', '--role', 'boss'])).toMatch(/^--role must be one of super-admin/);
  expect(parseCreateStaffArgs(['--login', 'ops', '--role', 'support', '--brands', 'onair,moon'])).toMatch(
    /^--brands must be/,
  );
});

describe.each(testDatabaseTargets('pglite'))('the first super-admin on $name', (target) => {
  let api: ConsoleApi;
  beforeAll(async () => {
    api = await startConsoleApi(target);
  });
  afterAll(() => api.close());

  test('is created enrolling and audited; its printed password and URI enrol it, and it signs in', async () => {
    const made = await createStaffFromCommand(api.database.db, api.settings.tokenSecret, {
      login: 'first-ops',
      role: 'super-admin',
      brands: 'all',
      displayName: '첫 운영자',
    });
    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(made.staffId)));
    expect(audit).toMatchObject({
      staffId: null,
      action: 'staff.create',
      after: { login: 'first-ops', status: 'enrolling' },
    });

    const secret = secretOf(made.otpauthUri);
    const enrol = await api.call('POST', '/api/admin/enrolment', {
      body: { login: 'first-ops', password: made.password, code: totpCodeAt(secret, api.clock.ms) },
    });
    expect(enrol.status).toBe(200);
    const cookie = await signIn(api, { id: made.staffId, login: 'first-ops', password: made.password, secret });
    const staff = await api.call('GET', '/api/admin/staff', { headers: { cookie } });
    expect(staff.status).toBe(200);
  });
});
