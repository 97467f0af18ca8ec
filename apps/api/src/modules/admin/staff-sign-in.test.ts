import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@onair/contracts';
import { auditLog } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { bearerMember } from '../../platform/maintenance/testing/members';
import {
  codeNow,
  consoleHeaders,
  newStaff,
  signIn,
  staffCookieOf,
  startConsoleApi,
  type ConsoleApi,
} from './testing/console-kit';
import { totpCodeAt } from './totp';

describe.each(testDatabaseTargets('pglite'))('staff sign-in on $name', (target) => {
  let api: ConsoleApi;

  beforeAll(async () => {
    api = await startConsoleApi(target);
  });
  afterAll(() => api.close());

  const attempt = (body: object) => api.call('POST', '/api/admin/session', { body });

  test('the right password and current code sign in: an HttpOnly, SameSite=Strict cookie for /api/admin only', async () => {
    const staff = await newStaff(api, 'support');
    api.clock.ms += 30_000;
    const result = await attempt({ login: staff.login, password: staff.password, code: codeNow(api, staff) });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      id: staff.id,
      login: staff.login,
      role: 'support',
      brands: 'all',
      status: 'active',
    });
    expect(result.body).not.toHaveProperty('totpSecret');
    const setCookie = result.setCookies.find((cookie) => cookie.startsWith('onair_staff='));
    expect(setCookie).toMatch(/Path=\/api\/admin/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);

    const me = await api.call('GET', '/api/admin/me', { headers: consoleHeaders(staffCookieOf(result)) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: staff.id, login: staff.login });
  });

  test('a wrong code, a wrong password and an unknown login are refused alike, in Korean', async () => {
    const staff = await newStaff(api, 'support');
    const code = codeNow(api, staff);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (const body of [
      { login: staff.login, password: staff.password, code: wrongCode },
      { login: staff.login, password: 'not-the-password', code },
      { login: 'nobody-here', password: staff.password, code },
    ]) {
      const result = await attempt(body);
      expect(result.status).toBe(401);
      expect(result.body).toMatchObject({
        key: 'admin.invalidCredentials',
        message: ADMIN_MESSAGES.invalidCredentials,
      });
      expect(staffCookieOf(result)).toBeNull();
    }
  });

  test('a code from long ago is refused, and a code that already signed in is not taken twice', async () => {
    const staff = await newStaff(api, 'support');
    const stale = totpCodeAt(staff.secret, api.clock.ms - 10 * 60_000);
    const old = await attempt({ login: staff.login, password: staff.password, code: stale });
    expect(old.status).toBe(401);
    expect(old.body.key).toBe('admin.invalidCredentials');

    api.clock.ms += 30_000;
    const code = codeNow(api, staff);
    expect((await attempt({ login: staff.login, password: staff.password, code })).status).toBe(200);
    const replay = await attempt({ login: staff.login, password: staff.password, code });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ key: 'admin.codeAlreadyUsed', message: ADMIN_MESSAGES.codeAlreadyUsed });
  });

  test('an invitee confirms the authenticator first; its first code activates it and is not taken again', async () => {
    const staff = await newStaff(api, 'content', 'all', 'enrolling');
    api.clock.ms += 30_000;
    const code = codeNow(api, staff);
    const early = await attempt({ login: staff.login, password: staff.password, code });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(ADMIN_MESSAGES.notEnrolled);

    const enrol = await api.call('POST', '/api/admin/enrolment', {
      body: { login: staff.login, password: staff.password, code },
    });
    expect(enrol.status).toBe(200);
    expect(enrol.body.status).toBe('active');
    // The code the enrolment used does not also sign in.
    expect((await attempt({ login: staff.login, password: staff.password, code })).body.key).toBe(
      'admin.codeAlreadyUsed',
    );
    await signIn(api, staff);
    const [row] = await api.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.enrol'));
    expect(row).toMatchObject({ staffId: staff.id, targetId: String(staff.id), after: { status: 'active' } });
  });

  test('a session ends after 30 idle minutes, and each request renews it', async () => {
    const staff = await newStaff(api, 'finance');
    const cookie = await signIn(api, staff);
    const me = () => api.call('GET', '/api/admin/me', { headers: consoleHeaders(cookie) });
    api.clock.ms += 29 * 60_000;
    expect((await me()).status).toBe(200);
    api.clock.ms += 29 * 60_000;
    expect((await me()).status).toBe(200);
    api.clock.ms += 31 * 60_000;
    const expired = await me();
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ key: 'admin.sessionExpired', message: ADMIN_MESSAGES.sessionExpired });
    api.clock.ms += 60_000;
    expect((await me()).body.key).toBe('admin.signInRequired');
  });

  test('signing out ends the session', async () => {
    const staff = await newStaff(api, 'moderator');
    const cookie = await signIn(api, staff);
    expect((await api.call('DELETE', '/api/admin/session', { headers: consoleHeaders(cookie) })).status).toBe(200);
    const after = await api.call('GET', '/api/admin/me', { headers: consoleHeaders(cookie) });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(ADMIN_MESSAGES.signInRequired);
  });

  test("a member's token does not open the console, and the staff cookie does not act as a member", async () => {
    const viewer = await bearerMember(api, 'V');
    // As the native app (Bearer) and the web (its access-token cookie) send it.
    const token = (viewer.headers['authorization'] ?? '').replace('Bearer ', '');
    const asMember = { ...viewer.headers, cookie: `onair_at=${token}` };
    expect((await api.call('GET', '/api/my/profile', { headers: asMember })).status).toBe(200);
    const consoleAnswer = await api.call('GET', '/api/admin/me', { headers: asMember });
    expect(consoleAnswer.status).toBe(401);
    expect(consoleAnswer.body.message).toBe(ADMIN_MESSAGES.signInRequired);

    const staffCookie = await signIn(api, await newStaff(api, 'super-admin'));
    const asStaff = await api.call('GET', '/api/my/profile', { headers: consoleHeaders(staffCookie) });
    expect(asStaff.status).toBe(401);
  });
});
