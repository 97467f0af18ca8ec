import { eq } from 'drizzle-orm';
import { auditLog, declarations, inquiries, members } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { walletOf } from '../../../platform/ledger/accounts';
import { fund, newMember, post, type TestMember } from '../../money/testing/money-test-kit';
import { consoleHeaders, newStaff, signIn } from '../testing/console-kit';
import { startMembersConsoleApi, type MembersConsoleApi } from './testing/members-console-kit';

/** Finding a member of the request's brand, their page, their wallet's movements and their user type. */
describe.each(testDatabaseTargets())('the console’s members on $name', (target) => {
  let api: MembersConsoleApi;
  let support: Record<string, string>;
  let streamer: TestMember;
  let member: TestMember;
  let mintTwin: TestMember;

  beforeAll(async () => {
    api = await startMembersConsoleApi(target);
    support = consoleHeaders(await signIn(api, await newStaff(api, 'support')));
    streamer = await newMember(api, { channel: { live: true } });
    member = await newMember(api, { channel: {} });
    mintTwin = await newMember(api, { brand: 'mint' });
    const db = api.database.db;
    await db
      .update(members)
      .set({ nickname: `Zeta${member.memberId}`.slice(0, 10), phone: '01012345678' })
      .where(eq(members.memberId, member.memberId));
    // A member of another brand with the same phone and a like nickname: never found from onair.
    await db
      .update(members)
      .set({ nickname: `zeta${mintTwin.memberId}`.slice(0, 10), phone: '01012345678' })
      .where(eq(members.memberId, mintTwin.memberId));
  });
  afterAll(() => api.close());

  const search = (query: string, headers = support) => api.call('GET', `/api/admin/members?${query}`, { headers });

  test('by login ID, part of a nickname in any case, member id and exact phone, within the brand', async () => {
    const [row] = await api.database.db.select().from(members).where(eq(members.memberId, member.memberId));
    const nickname = row?.nickname ?? '';
    const found = (body: { items: Array<{ memberId: number }> }) => body.items.map((item) => item.memberId);

    expect(found((await search(`loginId=${member.loginId}`)).body)).toEqual([member.memberId]);
    expect(found((await search(`nickname=${nickname.slice(1, 6).toUpperCase()}`)).body)).toEqual([member.memberId]);
    expect(found((await search(`memberId=${member.memberId}`)).body)).toEqual([member.memberId]);
    expect(found((await search('phone=01012345678')).body)).toEqual([member.memberId]);
    expect(found((await search('phone=0101234567')).body)).toEqual([]);
    expect(found((await search(`memberId=${mintTwin.memberId}`)).body)).toEqual([]);
    expect(found((await search('phone=01012345678', { ...support, 'x-site-code': 'mint' })).body)).toEqual([
      mintTwin.memberId,
    ]);
    // LIKE's wildcards are characters here.
    expect((await search('nickname=%25')).body.total).toBe(0);

    const hit = (await search(`loginId=${member.loginId}`)).body.items[0];
    expect(hit).toMatchObject({
      loginId: member.loginId,
      userType: 'V',
      phone: '01012345678',
      identityStatus: 0,
      block: { active: false, until: null },
      chatBan: { active: false, until: null },
      withdrawnAt: null,
    });
  });

  test('pages and sorts on the server, each member once', async () => {
    const all = await search('sort=memberId&order=asc&size=100');
    expect(all.status).toBe(200);
    const ids = all.body.items.map((item: { memberId: number }) => item.memberId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const total = all.body.total as number;
    expect(total).toBeGreaterThanOrEqual(3);

    const pages = [];
    for (let page = 1; (page - 1) * 2 < total; page += 1) {
      const answer = await search(`sort=loginId&order=desc&size=2&page=${page}`);
      expect(answer.body).toMatchObject({ page, size: 2, total });
      pages.push(...answer.body.items.map((item: { loginId: string }) => item.loginId));
    }
    expect(pages).toHaveLength(total);
    expect(new Set(pages).size).toBe(total);
    expect(pages).toEqual([...pages].sort().reverse());
    // Never signed in sorts last, in both directions.
    await api.database.db.update(members).set({ lastLoginAt: new Date() }).where(eq(members.memberId, member.memberId));
    for (const order of ['asc', 'desc']) {
      const first = await search(`sort=lastLoginAt&order=${order}&size=1`);
      expect(first.body.items[0].lastLoginAt).not.toBeNull();
    }
    for (const bad of [
      'sort=password',
      'order=up',
      'size=0',
      'page=0',
      'memberId=x',
      'phone=010-1234',
      'size=101',
      'memberId=999999999999999',
      'nickname=a%00b',
    ]) {
      expect({ bad, status: (await search(bad)).status }).toEqual({ bad, status: 400 });
    }
  });

  test('the member page: profile, channel, follows, reports both ways, inquiries and the wallet, read only', async () => {
    const db = api.database.db;
    await fund(api, walletOf(member.memberId, 'onair'), 5_000);
    expect(await post(api, member, '/api/luv/gift', { channelId: streamer.channelId, amount: 300 })).toMatchObject({
      status: 200,
    });
    expect(
      (await api.call('POST', '/api/my/follows', { body: { channelId: streamer.channelId }, headers: member.headers }))
        .status,
    ).toBe(200);
    expect(
      (await api.call('POST', '/api/my/follows', { body: { channelId: member.channelId }, headers: streamer.headers }))
        .status,
    ).toBe(200);
    await db.insert(declarations).values([
      {
        reporterMemberId: streamer.memberId,
        brand: 'onair',
        targetType: 'member',
        targetId: member.memberId,
        reason: 1,
        content: '욕설',
      },
      {
        reporterMemberId: streamer.memberId,
        brand: 'onair',
        targetType: 'channel',
        targetId: member.channelId as number,
        reason: 2,
        content: '음란',
      },
      {
        reporterMemberId: member.memberId,
        brand: 'onair',
        targetType: 'member',
        targetId: streamer.memberId,
        reason: 3,
        content: '광고',
      },
    ]);
    await db
      .insert(inquiries)
      .values({ memberId: member.memberId, brand: 'onair', category: 2, title: '결제 문의', content: '환불' });

    const page = await api.call('GET', `/api/admin/members/${member.memberId}`, { headers: support });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      member: { memberId: member.memberId, loginId: member.loginId },
      channel: { channelId: member.channelId, name: member.channelName, isLive: false, followers: 1 },
      follows: 1,
      walletBalance: 4_700,
      sanctions: [],
    });
    const list = async (path: string) =>
      (await api.call('GET', `/api/admin/members/${member.memberId}/${path}`, { headers: support })).body;
    expect(await list('reports?side=by')).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ targetType: 'member', targetId: streamer.memberId, content: '광고' })],
    });
    expect(await list('inquiries')).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ title: '결제 문의', status: 'waiting' })],
    });
    const against = await list('reports?side=against');
    expect(against.items.map((report: { content: string }) => report.content)).toEqual(['음란', '욕설']);

    const ledger = await api.call('GET', `/api/admin/members/${member.memberId}/ledger?size=1`, { headers: support });
    expect(ledger.body).toMatchObject({
      page: 1,
      size: 1,
      total: 2,
      items: [{ reason: 'gift', amount: -300, channelName: streamer.channelName }],
    });
    const second = await api.call('GET', `/api/admin/members/${member.memberId}/ledger?size=1&page=2`, {
      headers: support,
    });
    expect(second.body.items).toEqual([expect.objectContaining({ reason: 'adjustment', amount: 5_000 })]);
    expect(await api.call('GET', `/api/admin/members/${mintTwin.memberId}`, { headers: support })).toMatchObject({
      status: 404,
    });
  });

  test('reports both ways and inquiries page on the server, newest first, each once, within the brand', async () => {
    const db = api.database.db;
    const subject = await newMember(api, { channel: {} });
    const reporter = await newMember(api);
    const report = (n: number, about: { targetType: string; targetId: number }, by = reporter.memberId) => ({
      reporterMemberId: by,
      brand: 'onair',
      ...about,
      reason: 1,
      content: `신고 ${n}`,
    });
    // 60 against them (past the old cap of 50), half on their channel; 3 by them; one of another brand.
    await db
      .insert(declarations)
      .values(
        Array.from({ length: 60 }, (_, n) =>
          report(
            n,
            n % 2 === 0
              ? { targetType: 'member', targetId: subject.memberId }
              : { targetType: 'channel', targetId: subject.channelId as number },
          ),
        ),
      );
    await db
      .insert(declarations)
      .values(
        [0, 1, 2].map((n) => report(100 + n, { targetType: 'member', targetId: reporter.memberId }, subject.memberId)),
      );
    await db
      .insert(declarations)
      .values({ ...report(999, { targetType: 'member', targetId: subject.memberId }), brand: 'mint' });
    await db.insert(inquiries).values(
      Array.from({ length: 23 }, (_, n) => ({
        memberId: subject.memberId,
        brand: 'onair',
        category: 1,
        title: `문의 ${n}`,
        content: '내용',
      })),
    );

    const get = (path: string, headers = support) =>
      api.call('GET', `/api/admin/members/${subject.memberId}/${path}`, { headers });
    const collect = async (path: string, size: number) => {
      const seen: string[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await get(`${path}${path.includes('?') ? '&' : '?'}size=${size}&page=${page}`);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({ page, size });
        seen.push(...answer.body.items.map((item: { content?: string; title?: string }) => item.content ?? item.title));
        if (answer.body.items.length < size) return { seen, total: answer.body.total as number };
      }
    };
    const against = await collect('reports?side=against', 25);
    expect(against.total).toBe(60);
    expect(against.seen).toEqual(Array.from({ length: 60 }, (_, n) => `신고 ${59 - n}`));
    const by = await collect('reports?side=by', 2);
    expect(by).toEqual({ total: 3, seen: ['신고 102', '신고 101', '신고 100'] });
    const asked = await collect('inquiries', 10);
    expect(asked.total).toBe(23);
    expect(asked.seen).toEqual(Array.from({ length: 23 }, (_, n) => `문의 ${22 - n}`));

    // Another brand's member is not found; odd paging and sides are 400, never 5xx.
    const mintSite = { ...support, 'x-site-code': 'mint' };
    expect((await get('reports', mintSite)).status).toBe(404);
    expect((await get('inquiries', mintSite)).status).toBe(404);
    for (const bad of ['reports?side=both', 'reports?size=101', 'inquiries?page=0', 'inquiries?size=x']) {
      expect({ bad, status: (await get(bad)).status }).toEqual({ bad, status: 400 });
    }
  });

  test("a super-admin sets the user type with a reason: audited, and the member's token is renewed", async () => {
    const subject = await newMember(api);
    await fund(api, walletOf(subject.memberId, 'onair'), 1_000);
    const superAdmin = consoleHeaders(await signIn(api, await newStaff(api, 'super-admin', ['onair'])));
    const set = (body: object, headers = superAdmin) =>
      api.call('PUT', `/api/admin/members/${subject.memberId}/user-type`, { body, headers });

    expect(await set({ userType: 'X', reason: '승격' })).toMatchObject({ status: 400 });
    expect(await set({ userType: 'O' })).toMatchObject({ status: 400 });
    expect(await set({ userType: 'O', reason: '운영자 승격' }, support)).toMatchObject({ status: 403 });
    expect(await set({ userType: 'O', reason: '운영자 승격' })).toMatchObject({ status: 200, body: { userType: 'O' } });
    // The old token said V: it is refused once, and the refresh hands out one that says O.
    expect(await post(api, subject, '/api/luv/gift', { channelId: streamer.channelId, amount: 100 })).toMatchObject({
      status: 401,
    });

    const [audit] = await api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(subject.memberId)));
    expect(audit).toMatchObject({
      action: 'member.userType',
      targetKind: 'member',
      brand: 'onair',
      before: { userType: 'V' },
      after: { userType: 'O' },
      reason: '운영자 승격',
    });
    const mint = await api.call('PUT', `/api/admin/members/${mintTwin.memberId}/user-type`, {
      body: { userType: 'O', reason: '타 브랜드' },
      headers: superAdmin,
    });
    expect(mint).toMatchObject({ status: 404 });
    const [twin] = await api.database.db.select().from(members).where(eq(members.memberId, mintTwin.memberId));
    expect(twin?.userType).toBe('V');
  });
});
