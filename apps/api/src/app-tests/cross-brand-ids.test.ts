import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type BrandCode } from '@onair/contracts';
import { testDatabaseTargets } from '@onair/db/testing';
import { expectLedgerSound } from '../modules/money/testing/money-test-kit';
import { callApi, type CallResult } from '../testing/test-api';
import { startCsApi, type CsApi } from '../modules/cs/testing/cs-test-kit';
import { postMultipart } from '../platform/uploads/testing/upload-test-api';
import { brandState } from './testing/brand-state';
import {
  CROSS_BRAND_CASES,
  missingLike,
  type CaseExpectation,
  type CaseRequest,
  type Caller,
  type World,
} from './testing/cross-brand-cases';
import { CROSS_BRAND_EXCEPTIONS } from './testing/cross-brand-exceptions';
import { foreignWorld, homeCallers } from './testing/cross-brand-world';
import { idFieldsOf, type IdField, type OpenApiDocument } from './testing/openapi-id-fields';

/**
 * The brands are separate businesses (docs/auth.md, docs/permissions.md): every route of the
 * OpenAPI document that takes the id of a channel, member, post, order, withdrawal, inquiry, report
 * (or anything else) is called by a signed-in member, operator or owner of onair with an id that
 * exists only on another brand. Each must answer as for an id that exists nowhere (404, or the
 * route's documented refusal), never 5xx, and nothing of the other brand may change: not a row,
 * not a balance. The list of fields comes from the document itself, so a route added later with
 * such a field fails here until it has a case or an exception with its reason.
 */
const OTHER_BRANDS: BrandCode[] = ['bellcast', 'mint', 'nova'];
/**
 * Every other brand on PGlite; on PostgreSQL (when DATABASE_URL is set) one of them: what the
 * engine could change (a type, a cast, a constraint) does not depend on which brand owns the id.
 */
const cases = testDatabaseTargets().flatMap((target) =>
  (target.name === 'pglite' ? OTHER_BRANDS : OTHER_BRANDS.slice(0, 1)).map((brand) => ({ ...target, brand, target })),
);

describe.each(cases)("another brand's ids on $name, $brand", ({ target, brand }) => {
  let api: CsApi;
  let world: World;
  let fields: Map<string, IdField>;
  /** The other brand's state after the last case that left it alone: the next case's before, read once. */
  let unchanged: unknown;
  beforeAll(async () => {
    api = await startCsApi(target);
    world = { home: await homeCallers(api), foreign: await foreignWorld(api, brand) };
    const document = (await api.call('GET', '/api/openapi.json')).body as OpenApiDocument;
    fields = new Map(idFieldsOf(document).map((field) => [field.key, field]));
  });
  afterAll(async () => {
    await expectLedgerSound(api);
    await api.close();
  });

  test('every id-taking field of the document is tried, or excepted with a reason; no entry names a field it lacks', () => {
    const listed = new Set([...Object.keys(CROSS_BRAND_CASES), ...Object.keys(CROSS_BRAND_EXCEPTIONS)]);
    expect([...fields.keys()].filter((key) => !listed.has(key))).toEqual([]);
    expect([...listed].filter((key) => !fields.has(key))).toEqual([]);
    expect(Object.keys(CROSS_BRAND_CASES).filter((key) => key in CROSS_BRAND_EXCEPTIONS)).toEqual([]);
  });

  test("the other brand's things are there for its own members (so a 404 here is the brand boundary, not a missing row)", async () => {
    const { owner, fan, noticeId, inquiryId, declarationId, orderId } = world.foreign;
    const as = (member: typeof fan, path: string) => callApi(api.url, 'GET', path, { headers: member.headers });
    expect((await as(fan, `/api/guest/channel/${owner.channelId}`)).status).toBe(200);
    expect((await as(fan, `/api/my/channel-notice/${noticeId}`)).status).toBe(200);
    expect((await as(fan, `/api/shoppings/payments/${orderId}`)).status).toBe(200);
    expect(
      (await as(fan, '/v2/api/cs/inquiry-list')).body.items.map((item: { inquiryId: number }) => item.inquiryId),
    ).toEqual([inquiryId]);
    expect(
      (await as(fan, '/api/cs/declaration-list')).body.items.map(
        (item: { declarationId: number }) => item.declarationId,
      ),
    ).toEqual([declarationId]);
  });

  test.each(Object.keys(CROSS_BRAND_CASES))('%s', async (key) => {
    const field = fields.get(key);
    if (!field) throw new Error(`${key} is not in the OpenAPI document`);
    const {
      as = 'member',
      requests,
      expect: expectation = 404,
    } = CROSS_BRAND_CASES[key] as (typeof CROSS_BRAND_CASES)[string];
    const before = unchanged ?? (await brandState(api.database.db, brand));
    unchanged = undefined;
    for (const request of requests(world)) {
      const foreign = await send(field, as, request);
      const missing = await send(field, as, withMissing(field, request));
      expectAnswer(foreign, missing, expectation);
    }
    const after = await brandState(api.database.db, brand);
    expect(after).toEqual(before);
    unchanged = after;
  });

  /** The request as a client sends it: the path filled in, the query, the body in the document's media type. */
  async function send(
    field: IdField,
    caller: Caller,
    { params = {}, query = {}, body }: CaseRequest,
  ): Promise<CallResult> {
    const path = field.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
    const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
    const url = `${path}${search ? `?${search}` : ''}`;
    const headers = {
      ...world.home[caller].headers,
      ...(field.idempotent ? { [IDEMPOTENCY_KEY_HEADER]: `cross-${randomUUID()}` } : {}),
    };
    if (field.mediaType === 'multipart/form-data') {
      const sent = await postMultipart(api.url, url, { method: field.method, fields: stringsOf(body ?? {}), headers });
      return { ...sent, setCookies: [] };
    }
    if (field.mediaType === 'application/x-www-form-urlencoded')
      return callApi(api.url, field.method, url, { form: stringsOf(body ?? {}), headers });
    return callApi(api.url, field.method, url, { body: field.mediaType ? (body ?? {}) : undefined, headers });
  }
});

/** The same request with the field under test naming something that exists nowhere. */
function withMissing(field: IdField, request: CaseRequest): CaseRequest {
  const part = field.in === 'path' ? 'params' : field.in;
  const fields = request[part] ?? {};
  return { ...request, [part]: { ...fields, [field.name]: missingLike(fields[field.name], field.name) } };
}

function expectAnswer(foreign: CallResult, missing: CallResult, expectation: CaseExpectation) {
  const answer = (result: CallResult) => ({ status: result.status, body: result.body });
  expect(foreign.status).toBeLessThan(500);
  if (expectation === 404 || 'status' in expectation) {
    const status = expectation === 404 ? 404 : expectation.status;
    expect(answer(missing).status).toBe(status);
  }
  expect(answer(foreign)).toEqual(answer(missing));
}

const stringsOf = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]));
