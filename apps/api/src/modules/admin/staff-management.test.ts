import { desc, eq, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@onair/contracts';
import { auditLog } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { bearerMember, windowFromNow } from '../../platform/maintenance/testing/members';
import { consoleHeaders, newStaff, secretOf, signIn, startConsoleApi, type ConsoleApi } from './testing/console-kit';
import { totpCodeAt } from './totp';

describe.each(testDatabaseTargets())('staff management and the audit log on $name', (target) => {
  let api: ConsoleApi;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    api = await startConsoleApi(target);
    const account = await newStaff(api, 'super-admin');
    adminId = account.id;
    admin = await signIn(api, account);
  });
  afterAll(() => api.close());

  const asAdmin = (method: string, path: string, body?: object) =>
    api.call(method, path, {
      headers: { ...consoleHeaders(admin), 'x-forwarded-for': '203.0.113.7' },
      ...(body ? { body } : {}),
    });
  const lastAudit = async () => (await api.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

  test('an invitation answers the password and otpauth URI once, audited; the invitee enrols and signs in', async () => {
    const invited = await asAdmin('POST', '/api/admin/staff', {
      login: 'new-mod',
      displayName: '새 운영자',
      role: 'moderator',
      brands: ['mint'],
      reason: '채용',
    });
    expect(invited.status).toBe(201);
    expect(invited.body.staff).toMatchObject({
      login: 'new-mod',
      role: 'moderator',
      brands: ['mint'],
      status: 'enrolling',
    });
    expect(invited.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(await lastAudit()).toMatchObject({
      staffId: adminId,
      staffAddress: '203.0.113.7',
      action: 'staff.invite',
      targetKind: 'staff',
      targetId: String(invited.body.staff.id),
      before: null,
      after: { login: 'new-mod', role: 'moderator', brands: ['mint'], status: 'enrolling' },
      reason: '채용',
    });

    const secret = secretOf(invited.body.otpauthUri);
    const enrol = await api.call('POST', '/api/admin/enrolment', {
      body: { login: 'new-mod', password: invited.body.password, code: totpCodeAt(secret, api.clock.ms) },
    });
    expect(enrol.status).toBe(200);
    await signIn(api, { id: invited.body.staff.id, login: 'new-mod', password: invited.body.password, secret }, 'mint');

    const again = await asAdmin('POST', '/api/admin/staff', {
      login: 'new-mod',
      displayName: 'x',
      role: 'support',
      brands: 'all',
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ADMIN_MESSAGES.loginTaken);
  });

  test('changing role and brands is audited with before and after', async () => {
    const staff = await newStaff(api, 'support', ['onair']);
    const changed = await asAdmin('PATCH', `/api/admin/staff/${staff.id}`, {
      role: 'finance',
      brands: ['onair', 'nova'],
      reason: '이동',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: staff.id, role: 'finance', brands: ['nova', 'onair'] });
    expect(await lastAudit()).toMatchObject({
      action: 'staff.change',
      targetId: String(staff.id),
      before: { role: 'support', brands: ['onair'], status: 'active' },
      after: { role: 'finance', brands: ['nova', 'onair'], status: 'active' },
      reason: '이동',
    });
  });

  test('disabling ends the account’s sessions and refuses its sign-in, audited', async () => {
    const staff = await newStaff(api, 'content');
    const cookie = await signIn(api, staff);
    const disabled = await asAdmin('POST', `/api/admin/staff/${staff.id}/disable`, { reason: '퇴사' });
    expect(disabled.status).toBe(200);
    expect(disabled.body.status).toBe('disabled');
    expect(await lastAudit()).toMatchObject({
      action: 'staff.disable',
      before: { status: 'active' },
      after: { status: 'disabled' },
      reason: '퇴사',
    });
    expect((await api.call('GET', '/api/admin/me', { headers: consoleHeaders(cookie) })).status).toBe(401);
    api.clock.ms += 30_000;
    const refused = await api.call('POST', '/api/admin/session', {
      body: { login: staff.login, password: staff.password, code: totpCodeAt(staff.secret, api.clock.ms) },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADMIN_MESSAGES.disabled);
  });

  test('no one changes or disables their own account', async () => {
    const own = await asAdmin('POST', `/api/admin/staff/${adminId}/disable`, {});
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(ADMIN_MESSAGES.ownAccount);
  });

  test('the staff list pages on the server', async () => {
    const first = await asAdmin('GET', '/api/admin/staff?page=1&size=2');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.total).toBeGreaterThan(2);
    const second = await asAdmin('GET', '/api/admin/staff?page=2&size=2');
    expect(second.body.items[0].id).toBeLessThan(first.body.items[1].id);
    expect(first.body.items[0]).not.toHaveProperty('passwordHash');
  });

  test('the staff list sorts on the server by the column asked, either way, across pages', async () => {
    type Row = { id: number; login: string; role: string };
    const all = async (query: string) => {
      const rows: Row[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await asAdmin('GET', `/api/admin/staff?${query}&size=2&page=${page}`);
        expect(answer.status).toBe(200);
        rows.push(...answer.body.items);
        if (rows.length >= answer.body.total) return rows;
      }
    };
    const byLogin = await all('sort=login&order=asc');
    expect(byLogin.map((row) => row.login)).toEqual(byLogin.map((row) => row.login).sort());
    expect(new Set(byLogin.map((row) => row.id)).size).toBe(byLogin.length);
    const byLoginDown = await all('sort=login&order=desc');
    expect(byLoginDown.map((row) => row.id)).toEqual(byLogin.map((row) => row.id).reverse());
    const byRole = await all('sort=role&order=asc');
    expect(byRole.map((row) => row.role)).toEqual(byRole.map((row) => row.role).sort());

    for (const odd of ['sort=passwordHash', 'sort=login&order=sideways', "sort=login'--"]) {
      const refused = await asAdmin('GET', `/api/admin/staff?${odd}`);
      expect(refused.status).toBe(400);
    }
  });

  test('the audit log sorts on the server: by action, oldest first, ties kept in id order', async () => {
    type Row = { id: number; action: string; at: string };
    const byAction: Row[] = (await asAdmin('GET', '/api/admin/audit?sort=action&order=asc&size=100')).body.items;
    expect(byAction.length).toBeGreaterThan(2);
    expect(byAction.map((row) => row.action)).toEqual(byAction.map((row) => row.action).sort());
    for (let i = 1; i < byAction.length; i += 1) {
      const [before, after] = [byAction[i - 1] as Row, byAction[i] as Row];
      if (before.action === after.action) expect(before.id).toBeLessThan(after.id);
    }
    const oldest: Row[] = (await asAdmin('GET', '/api/admin/audit?sort=at&order=asc&size=100')).body.items;
    const newest: Row[] = (await asAdmin('GET', '/api/admin/audit?size=100')).body.items;
    expect(oldest.map((row) => row.id)).toEqual(newest.map((row) => row.id).reverse());
    expect((await asAdmin('GET', '/api/admin/audit?sort=reason')).status).toBe(400);
  });

  test('the audit log filters by staff, action, target and time, a page at a time', async () => {
    const mine = await asAdmin('GET', `/api/admin/audit?staffId=${adminId}&action=staff.change&size=1`);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ page: 1, size: 1, total: 1 });
    expect(mine.body.items[0]).toMatchObject({ staffId: adminId, action: 'staff.change', staffAddress: '203.0.113.7' });
    const target = mine.body.items[0].targetId;
    const byTarget = await asAdmin('GET', `/api/admin/audit?targetKind=staff&targetId=${target}`);
    expect(byTarget.body.items.every((item: { targetId: string }) => item.targetId === target)).toBe(true);
    const future = new Date(api.clock.ms + 86_400_000).toISOString();
    expect((await asAdmin('GET', `/api/admin/audit?from=${future}`)).body.total).toBe(0);
  });

  test('the database refuses any UPDATE or DELETE of the audit log', async () => {
    const db = api.database.db;
    // Drizzle wraps the database's error; its cause is what PostgreSQL said.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'accepted',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(db.execute(sql`update audit_log set reason = 'rewritten'`))).toBe(
      'audit_log is append-only: UPDATE refused',
    );
    expect(await refusal(db.execute(sql`delete from audit_log`))).toBe('audit_log is append-only: DELETE refused');
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'staff.change'));
    expect(row?.reason).toBe('이동');
  });

  test('during a maintenance window the console keeps answering', async () => {
    const operator = await bearerMember(api, 'O');
    expect(
      (await api.call('PUT', '/api/system/maintenance', { body: windowFromNow(-1, 60), headers: operator.headers }))
        .status,
    ).toBe(200);
    try {
      expect((await api.get('/api/guest/show-all-emoji')).status).toBe(503);
      expect((await asAdmin('GET', '/api/admin/me')).status).toBe(200);
    } finally {
      await api.call('DELETE', '/api/system/maintenance', { headers: operator.headers });
    }
  });
});
