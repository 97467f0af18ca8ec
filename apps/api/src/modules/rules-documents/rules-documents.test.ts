import { and, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, RULES_MESSAGES } from '@onair/contracts';
import { auditLog } from '@onair/db';
import { testDatabaseTargets } from '@onair/db/testing';
import { SITE_CODE_HEADER } from '../../platform/http/brand';
import { get, newMember, post, type TestMember } from '../money/testing/money-test-kit';
import { startDeskApi, type DeskApi } from '../admin/testing/desk-kit';

const SECOND = 1_000;
const wait = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The rules documents (docs/rules-documents.md): content staff publish a version in the console;
 * once it is in force, members who agreed to an earlier one are asked again, agree, and are asked
 * no more; a member who joins later agreed to it at signup; visitors read it; brands stay apart.
 */
describe.each(testDatabaseTargets())('rules documents and members’ agreement on $name', (target) => {
  let api: DeskApi;
  let content: string;

  beforeAll(async () => {
    api = await startDeskApi(target);
    content = await api.staff('content', ['onair']);
  }, 180_000);
  afterAll(() => api.close());

  const publish = (body: Record<string, unknown>, cookie = content, brand: 'onair' | 'mint' = 'onair') =>
    api.admin(cookie, 'POST', '/api/admin/rules-documents', { reason: '개인정보 보유기간 변경', ...body }, brand);
  const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
  const agreements = async (member: TestMember) => (await get(api, member, '/api/my/rules-agreements')).body;

  test('a published version is asked for once in force, agreed to once, and a later member agreed at signup', async () => {
    const before = await newMember(api, { channel: {} });
    expect(await agreements(before)).toMatchObject({
      agreed: [
        { document: 'service-rules', version: 1 },
        { document: 'privacy-rules', version: 1 },
        { document: 'broadcast-rules', version: 1 },
      ],
      pending: [],
    });
    // Visitors read the built-in text until a version takes effect.
    const builtIn = await api.call('GET', '/api/guest/rules-documents/privacy-rules');
    expect(builtIn.body).toEqual({ document: 'privacy-rules', version: 1, effectiveAt: null, bodyKo: null, bodyEn: null });

    const published = await publish({ document: 'privacy-rules', bodyKo: '개정된 개인정보 처리방침 본문', effectiveAt: soon(1_500) });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ document: 'privacy-rules', version: 2, state: 'scheduled', bodyEn: null });
    // Scheduled: nobody is asked yet, and visitors still read version 1.
    expect((await agreements(before)).pending).toEqual([]);
    expect((await api.call('GET', '/api/guest/rules-documents/privacy-rules')).body.version).toBe(1);

    await wait(2 * SECOND);
    const asked = await agreements(before);
    expect(asked.pending).toEqual([{ document: 'privacy-rules', version: 2, effectiveAt: published.body.effectiveAt }]);
    expect((await api.call('GET', '/api/guest/rules-documents/privacy-rules')).body).toMatchObject({
      version: 2,
      bodyKo: '개정된 개인정보 처리방침 본문',
    });

    // Agreeing to another version than the one in force is refused; to it, recorded once.
    const wrong = await post(api, before, '/api/my/rules-agreements', { document: 'privacy-rules', version: 3 }, null);
    expect(wrong).toMatchObject({ status: 409, body: { code: 'RULES_VERSION_NOT_IN_FORCE', message: RULES_MESSAGES.versionNotInForce } });
    for (let round = 0; round < 2; round += 1) {
      const agreed = await post(api, before, '/api/my/rules-agreements', { document: 'privacy-rules', version: 2 }, null);
      expect(agreed.status).toBe(200);
      expect(agreed.body.pending).toEqual([]);
      expect(agreed.body.agreed).toContainEqual({ document: 'privacy-rules', version: 2, agreedAt: expect.any(String) });
    }

    // A member who joins now agreed to version 2 at signup; one without a channel is not asked of the broadcast rules.
    const later = await newMember(api);
    expect(await agreements(later)).toMatchObject({
      agreed: [
        { document: 'service-rules', version: 1 },
        { document: 'privacy-rules', version: 2 },
      ],
      pending: [],
    });
    await publish({ document: 'broadcast-rules', bodyKo: '방송 운영정책 개정', effectiveAt: soon(0) });
    expect((await agreements(later)).pending).toEqual([]);
    expect((await agreements(before)).pending.map((each: { document: string }) => each.document)).toEqual(['broadcast-rules']);

    // Each publication is in the audit log with its reason.
    const audited = await api.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'rules.publish'), eq(auditLog.targetId, String(published.body.versionId))));
    expect(audited).toEqual([expect.objectContaining({ reason: '개인정보 보유기간 변경', brand: 'onair' })]);

    const listed = await api.admin(content, 'GET', '/api/admin/rules-documents');
    expect(listed.body.versions.map((each: { document: string; version: number; state: string }) => [each.document, each.version, each.state])).toEqual([
      ['broadcast-rules', 2, 'current'],
      ['privacy-rules', 2, 'current'],
    ]);
  });

  test('versions number on per document, and a time in the past is refused', async () => {
    const first = await publish({ document: 'service-rules', bodyKo: '서비스 이용약관 2판', bodyEn: 'Terms, 2nd', effectiveAt: soon(86_400_000) });
    const second = await publish({ document: 'service-rules', bodyKo: '서비스 이용약관 3판', effectiveAt: soon(2 * 86_400_000) });
    expect([first.body.version, second.body.version]).toEqual([2, 3]);
    const past = await publish({ document: 'service-rules', bodyKo: '과거', effectiveAt: soon(-3_600_000) });
    expect(past).toMatchObject({ status: 400, body: { code: 'RULES_EFFECTIVE_IN_PAST', message: RULES_MESSAGES.effectiveInPast } });
    const empty = await publish({ document: 'service-rules', bodyKo: '   ', effectiveAt: soon(60_000) });
    expect(empty.status).toBe(400);
  });

  test('another brand keeps its own versions, and staff of one brand cannot publish for another', async () => {
    const mintMember = await newMember(api, { brand: 'mint' });
    expect((await api.call('GET', '/api/guest/rules-documents/privacy-rules', { headers: { [SITE_CODE_HEADER]: 'mint' } })).body.version).toBe(1);
    expect((await agreements(mintMember)).pending).toEqual([]);
    const refused = await publish({ document: 'privacy-rules', bodyKo: '민트 개정', effectiveAt: soon(0) }, content, 'mint');
    expect(refused).toMatchObject({ status: 403, body: { message: ADMIN_MESSAGES.brandRefused } });
    // Support staff do not publish rules, even of their brand.
    const support = await api.staff('support', ['onair']);
    expect((await publish({ document: 'viewer-rules', bodyKo: '시청자', effectiveAt: soon(0) }, support)).status).toBe(403);
  });

  test('a visitor cannot read the agreements, nor agree', async () => {
    expect((await api.call('GET', '/api/my/rules-agreements')).status).toBe(401);
    expect((await api.call('POST', '/api/my/rules-agreements', { body: { document: 'privacy-rules', version: 1 } })).status).toBe(401);
    expect((await api.call('GET', '/api/guest/rules-documents/no-such-rules')).status).toBe(400);
  });
});
