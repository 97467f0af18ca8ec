import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  ADMIN_MESSAGES,
  adminRoutes,
  eventItem,
  IDEMPOTENCY_KEY_HEADER,
  ITEM,
  STAFF_ROLES,
  type RouteContract,
  type StaffRole,
} from '@onair/contracts';
import { maintenanceWindows, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { ADMIN_ROUTE_ROLES } from './permission-table';
import { fileRecording } from '../streams/testing/recordings';
import { channelOfBrand } from './testing/live-kit';
import { consoleHeaders, newStaff, signIn, startConsoleApi, type ConsoleApi } from './testing/console-kit';
import { contentFixtures } from './testing/content-fixtures';
import { deskFixtures } from './testing/desk-fixtures';

type GuardedOperation = keyof typeof ADMIN_ROUTE_ROLES;
const routeName = (operation: GuardedOperation) => `${adminRoutes[operation].method} ${adminRoutes[operation].path}`;

/** The table of docs/permissions.md between its markers: route -> the roles marked yes. */
function documentedTable(): Map<string, StaffRole[]> {
  const doc = readFileSync(resolve(import.meta.dirname, '../../../../../docs/permissions.md'), 'utf8');
  const section = doc.split('<!-- admin-permissions:start -->')[1]?.split('<!-- admin-permissions:end -->')[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header, , ...body] = rows;
  const roles = (header ?? []).slice(1) as StaffRole[];
  return new Map(body.map(([route = '', ...cells]) => [route, roles.filter((_, index) => cells[index] === 'yes')]));
}

// Sign-out last: it ends the session the other calls use.
const OPERATIONS = (Object.keys(ADMIN_ROUTE_ROLES) as GuardedOperation[]).sort(
  (a, b) => Number(a === 'signOut') - Number(b === 'signOut'),
);

test('docs/permissions.md shows exactly the table the admin guard enforces', () => {
  const documented = documentedTable();
  expect(documented.get('GET /api/admin/audit')).toBeDefined();
  const enforced = new Map(OPERATIONS.map((operation) => [routeName(operation), [...ADMIN_ROUTE_ROLES[operation]]]));
  expect(Object.fromEntries(documented)).toEqual(Object.fromEntries(enforced));
});

describe.each(testDatabaseTargets('pglite'))('every admin route with every role on $name', (target) => {
  let api: ConsoleApi;
  let targetStaffId: number;
  let targetMemberId: number;
  let onairChannelId: number;

  beforeAll(async () => {
    api = await startConsoleApi(target);
    targetStaffId = (await newStaff(api, 'support', ['onair'])).id;
    const [member] = await api.database.db
      .insert(members)
      .values({ loginId: 'permtarget1', nickname: 'permtarget', brand: 'onair' })
      .returning({ memberId: members.memberId });
    targetMemberId = member?.memberId ?? 0;
    onairChannelId = await channelOfBrand(api, 'onair');
  });
  afterAll(() => api.close());

  /** A window a day ahead on onair, so ending it (or scheduling another) never closes the brand under the test. */
  const dayAhead = () => ({
    startAt: new Date(Date.now() + 86_400_000).toISOString(),
    endAt: new Date(Date.now() + 90_000_000).toISOString(),
  });
  async function aheadWindow() {
    const { startAt, endAt } = dayAhead();
    const [row] = await api.database.db
      .insert(maintenanceWindows)
      .values({ brand: 'onair', startAt: new Date(startAt), endAt: new Date(endAt), reason: '권한 확인' })
      .returning({ id: maintenanceWindows.id });
    return row?.id ?? 0;
  }

  /** Fresh work for each call of a route that needs some (a decision closes what it decides). */
  async function pathOf(operation: GuardedOperation) {
    const fixtures = { ...deskFixtures(api), ...contentFixtures(api) };
    const template: string = adminRoutes[operation].path;
    if (template.includes('{reportId}')) return template.replace('{reportId}', String(await fixtures.postReport()));
    if (template.includes('{inquiryId}')) return template.replace('{inquiryId}', String(await fixtures.inquiry()));
    if (template.includes('{requestId}')) return template.replace('{requestId}', String(await fixtures.accountChange()));
    if (template.includes('{uploadId}')) return template.replace('{uploadId}', await fixtures.attachment());
    if (template.includes('{itemId}'))
      return template.replace('{kind}', 'banner').replace('{itemId}', String(await fixtures.banner()));
    if (template.includes('/coupons/batches/{batchId}'))
      return template.replace('{batchId}', String(await fixtures.couponBatch()));
    if (template.includes('{eventId}')) return template.replace('{eventId}', String(await fixtures.exchangeEvent()));
    if (operation === 'previewContent') return `${template}?at=${new Date().toISOString()}&asker=visitor`;
    if (template.includes('{withdrawId}')) return template.replace('{withdrawId}', String(await fixtures.withdrawal()));
    if (template.includes('{batchId}')) return template.replace('{batchId}', String(await fixtures.payoutBatch()));
    // A fresh recording each call: a delete removes the one it names.
    if (template.includes('{recordedStreamId}')) {
      const recording = await fileRecording(api.database.db, onairChannelId, '권한 확인', new Date().toISOString(), 60);
      return template.replace('{recordedStreamId}', String(recording.recordedStreamId));
    }
    if (template.includes('{windowId}')) return template.replace('{windowId}', String(await aheadWindow()));
    // The seeded talk category (the first of the migration's list).
    if (template.includes('{categoryId}')) return template.replace('{categoryId}', '1');
    return template
      .replace('{kind}', 'banner')
      .replace('{staffId}', String(targetStaffId))
      .replace('{memberId}', String(targetMemberId))
      .replace('{channelId}', String(onairChannelId))
      .replace('{orderId}', 'no-such-order');
  }

  /**
   * Routes that decide a mistaken-gift report or read and refund a payment: their work (a gift
   * reported within its window, a payment at the sandbox gateway) is made by their own tests
   * (gift-reports.test.ts, finance-payments.test.ts), which also try every other role. Here an
   * allowed role gets past the guard to the route's own 404 for an id that is not one.
   */
  const WORK_MADE_ELSEWHERE = new Set<GuardedOperation>(['reverseGiftReport', 'refuseGiftReport', 'paymentDetail', 'refundPayment']);

  /** A valid call of each route, so only the guard decides whether it is refused. */
  const callOf = async (operation: GuardedOperation, cookie: string, brand?: 'onair' | 'mint') => {
    const contract = adminRoutes[operation] as RouteContract;
    const headers = { ...consoleHeaders(cookie, brand), ...(contract.idempotent ? { [IDEMPOTENCY_KEY_HEADER]: randomUUID() } : {}) };
    const path = await pathOf(operation);
    const bodies: Partial<Record<GuardedOperation, object>> = {
      inviteStaff: {
        login: `invitee-${Math.random().toString(36).slice(2, 10)}`,
        displayName: '초대',
        role: 'support',
        brands: ['onair'],
      },
      changeStaff: { role: 'support' },
      disableStaff: {},
      // The table orders sanction before lift, so each allowed role lifts the ban it just gave.
      sanctionMember: { kind: 'chat-ban', reason: '권한 확인', days: 1 },
      liftSanction: { kind: 'chat-ban', reason: '권한 확인' },
      setUserType: { userType: 'V', reason: '권한 확인' },
      // A year ahead and the viewer rules (never agreed to), so no member of the test is asked to agree.
      publishRulesDocument: {
        document: 'viewer-rules',
        bodyKo: '권한 확인용 시청자 이용정책',
        effectiveAt: new Date(Date.now() + 365 * 86_400_000).toISOString(),
        reason: '권한 확인',
      },
      endBroadcast: { reason: '권한 확인' },
      revokeStreamKey: { reason: '권한 확인' },
      suspendChannel: { reason: '권한 확인' },
      liftSuspension: { reason: '권한 확인' },
      setRecordingHidden: { hidden: true, reason: '권한 확인' },
      deleteRecording: { reason: '권한 확인' },
      dismissReport: { reason: '규정 위반 아님' },
      hideReportedContent: { reason: '욕설' },
      actionReport: { outcome: 'sanctioned', reason: '정지' },
      answerInquiry: { answer: '답변드립니다.' },
      approveAccountChange: {},
      refuseAccountChange: { reason: '사본 불일치' },
      createContent: { title: '권한 확인' },
      createCategory: {
        slug: `perm-${Math.random().toString(36).slice(2, 10)}`,
        kind: 'other',
        nameKo: '권한 확인',
        nameEn: 'Permission check',
      },
      updateCategory: { position: 10 },
      updateContent: { title: '권한 확인' },
      retireContent: {},
      createCouponBatch: {
        title: '권한 확인',
        count: 1,
        itemCode: ITEM.currency,
        quantity: 10,
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        onePerMember: false,
      },
      disableCouponBatch: { reason: '권한 확인' },
      createExchangeEvent: {
        title: '권한 확인',
        fromItemCode: eventItem(1),
        toItemCode: ITEM.currency,
        rateFrom: 10,
        rateTo: 100,
        perMemberLimit: 100,
        startsAt: new Date().toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      endExchangeEvent: { reason: '권한 확인' },
      scheduleMaintenance: { brands: ['onair'], ...dayAhead(), reason: '권한 확인' },
      endMaintenance: { reason: '권한 확인' },
      reverseGiftReport: { reason: '권한 확인' },
      refuseGiftReport: { reason: '권한 확인' },
      refundPayment: { reason: '권한 확인' },
      payPayoutBatch: {},
      rejectPayout: { reason: '권한 확인' },
    };
    // A batch approves fresh requests, one made for each call.
    const body = operation === 'approvePayouts' ? { withdrawIds: [await deskFixtures(api).withdrawal()] } : bodies[operation];
    if (operation === 'attachment') {
      // The answer is the file, not JSON; refusals are JSON.
      const response = await fetch(`${api.url}${path}`, { headers });
      const text = await response.text();
      return { status: response.status, body: response.ok ? null : JSON.parse(text) };
    }
    return api.call(adminRoutes[operation].method, path, { headers, ...(body ? { body } : {}) });
  };

  test.each(STAFF_ROLES)('%s: allowed where the table says yes, 403 elsewhere', async (role) => {
    const cookie = await signIn(api, await newStaff(api, role));
    for (const operation of OPERATIONS) {
      const result = await callOf(operation, cookie);
      const allowed = ADMIN_ROUTE_ROLES[operation].includes(role);
      if (allowed && WORK_MADE_ELSEWHERE.has(operation)) {
        // Past the guard: the route answers by its own rules (no such gift report or payment here).
        expect({ operation, status: result.status, key: result.body?.key }).toEqual({ operation, status: 404, key: expect.any(String) });
        continue;
      }
      expect({ operation, status: result.status }).toEqual({
        operation,
        status: allowed ? ((adminRoutes[operation] as RouteContract).status ?? 200) : 403,
      });
      if (!allowed)
        expect(result.body).toMatchObject({ key: 'admin.roleRefused', message: ADMIN_MESSAGES.roleRefused });
    }
  });

  test("a brand-scoped account is refused on another brand's site on every route, and manages only its brands", async () => {
    const scoped = await newStaff(api, 'super-admin', ['onair']);
    const cookie = await signIn(api, scoped);
    for (const operation of OPERATIONS) {
      const result = await callOf(operation, cookie, 'mint');
      expect({ operation, status: result.status }).toEqual({ operation, status: 403 });
      expect(result.body).toMatchObject({ key: 'admin.brandRefused', message: ADMIN_MESSAGES.brandRefused });
    }
    expect((await api.call('GET', '/api/admin/me', { headers: consoleHeaders(cookie, 'onair') })).status).toBe(200);

    const mintStaff = await newStaff(api, 'support', ['mint']);
    const change = await api.call('PATCH', `/api/admin/staff/${mintStaff.id}`, {
      headers: consoleHeaders(cookie),
      body: { role: 'content' },
    });
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(ADMIN_MESSAGES.brandRefused);
    const invite = await api.call('POST', '/api/admin/staff', {
      headers: consoleHeaders(cookie),
      body: { login: 'everywhere-1', displayName: '전체', role: 'support', brands: 'all' },
    });
    expect(invite.status).toBe(403);
  });

  test('without a staff session every guarded route answers 401', async () => {
    for (const operation of OPERATIONS) {
      const result = await callOf(operation, 'onair_staff=not-a-session');
      expect({ operation, status: result.status }).toEqual({ operation, status: 401 });
      expect(result.body.message).toBe(ADMIN_MESSAGES.signInRequired);
    }
  });
});
