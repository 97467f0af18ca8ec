import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, messageText } from '@onair/contracts';
import { auditLog } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { kstMinute } from '../../platform/sessions/member-restrictions';
import { codeNow, newStaff, startConsoleApi, type ConsoleApi, type TestStaff } from './testing/console-kit';

const MINUTE = 60_000;

/** Five failed staff sign-ins in 15 minutes lock the login for 15 minutes, on the console's clock. */
describe.each(testDatabaseTargets())('staff sign-in lockout on $name', (target) => {
  let api: ConsoleApi;

  beforeAll(async () => {
    api = await startConsoleApi(target);
  });
  afterAll(() => api.close());

  const attempt = (body: object) => api.call('POST', '/api/admin/session', { body });
  const wrongPassword = (staff: TestStaff) =>
    attempt({ login: staff.login, password: 'wrong-password', code: codeNow(api, staff) });
  const wrongCode = (staff: TestStaff) => {
    const code = codeNow(api, staff);
    return attempt({
      login: staff.login,
      password: staff.password,
      code: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    });
  };
  const rightOnes = (staff: TestStaff) => {
    api.clock.ms += 30_000;
    return attempt({ login: staff.login, password: staff.password, code: codeNow(api, staff) });
  };
  const lockAudit = (login: string) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.signInLocked'), eq(auditLog.targetId, login)));

  test('the fifth wrong password or code locks the login: refused even with the right ones, audited, free after 15 minutes', async () => {
    const staff = await newStaff(api, 'moderator');
    for (const fail of [wrongPassword, wrongCode, wrongPassword, wrongCode]) {
      expect(await fail(staff)).toMatchObject({ status: 401, body: { message: ADMIN_MESSAGES.invalidCredentials } });
    }
    const lockedAt = api.clock.ms;
    const fifth = await wrongPassword(staff);
    const until = kstMinute(new Date(lockedAt + 15 * MINUTE));
    const lockedMessage = messageText({ key: 'adminMember.signInLocked', params: { until } });
    expect(fifth).toMatchObject({
      status: 423,
      body: {
        code: 'STAFF_SIGN_IN_LOCKED',
        key: 'adminMember.signInLocked',
        params: { until },
        message: lockedMessage,
      },
    });
    expect(lockedMessage).toContain('15분');

    api.clock.ms += 14 * MINUTE;
    expect(await rightOnes(staff)).toMatchObject({ status: 423, body: { message: lockedMessage } });
    expect(await lockAudit(staff.login)).toEqual([
      expect.objectContaining({
        staffId: staff.id,
        targetKind: 'staff-login',
        after: { lockedUntil: new Date(lockedAt + 15 * MINUTE).toISOString() },
      }),
    ]);

    api.clock.ms = lockedAt + 15 * MINUTE + 1;
    expect(await rightOnes(staff)).toMatchObject({ status: 200, body: { id: staff.id } });
  });

  test('failures spread over more than 15 minutes do not lock, and a sign-in starts the count again', async () => {
    const staff = await newStaff(api, 'support');
    for (let i = 0; i < 4; i += 1) expect((await wrongPassword(staff)).status).toBe(401);
    api.clock.ms += 16 * MINUTE;
    for (let i = 0; i < 4; i += 1) expect((await wrongPassword(staff)).status).toBe(401);
    expect((await rightOnes(staff)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await wrongCode(staff)).status).toBe(401);
    expect((await rightOnes(staff)).status).toBe(200);
    expect(await lockAudit(staff.login)).toEqual([]);
  });

  test('failures at the same moment all count, and those racing the fifth keep the lock: audited once', async () => {
    const staff = await newStaff(api, 'content');
    const answers = await Promise.all(Array.from({ length: 8 }, () => wrongPassword(staff)));
    expect(answers.filter((answer) => answer.status === 423).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => [401, 423].includes(answer.status))).toBe(true);
    expect((await rightOnes(staff)).status).toBe(423);
    expect(await lockAudit(staff.login)).toHaveLength(1);
  });

  test('an unknown login locks the same way, so a lock tells nothing about which logins exist', async () => {
    const login = `ghost-${process.pid}`;
    const guess = () => attempt({ login, password: 'guess-password', code: '123456' });
    for (let i = 0; i < 4; i += 1) expect((await guess()).status).toBe(401);
    expect(await guess()).toMatchObject({ status: 423, body: { key: 'adminMember.signInLocked' } });
    expect(await lockAudit(login)).toEqual([expect.objectContaining({ staffId: null })]);
    // Another account is not touched by it.
    const other = await newStaff(api, 'support');
    expect((await rightOnes(other)).status).toBe(200);
  });
});
