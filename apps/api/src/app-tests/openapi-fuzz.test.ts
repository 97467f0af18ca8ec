import fc from 'fast-check';
import { startFuzzWorld, type FuzzWorld } from './testing/fuzz-world';
import { operationsOf } from './testing/openapi-operations';
import { requestsFor, type FuzzRequest } from './testing/openapi-requests';

/** FUZZ_SEED=<n> varies the run; the default keeps every run (and every failure) the same. */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_240_024);
const MIN_REQUESTS = 10_000;
const SLOW_MS = 5_000;
/** Requests in flight at once: enough to keep the API busy, few enough to time each one fairly. */
const IN_FLIGHT = 4;

type Outcome = { request: FuzzRequest; who: 'visitor' | 'member'; status: number; ms: number; answer: string };

async function send(url: string, request: FuzzRequest): Promise<Omit<Outcome, 'request' | 'who'>> {
  const started = performance.now();
  const response = await fetch(`${url}${request.url}`, {
    method: request.method,
    headers: request.headers,
    // fetch sends no body with a GET.
    body: request.method === 'GET' || request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : new Uint8Array(request.body),
  });
  const answer = await response.text();
  return { status: response.status, ms: performance.now() - started, answer };
}

/**
 * The samples with each GET sent once: fast-check draws the same GET again and again for an
 * operation with few inputs (health, a member's own settings), and the same read twice proves
 * nothing more. A write is sent as often as drawn: the second may meet what the first left.
 */
function withoutRepeatedReads<T extends { request: FuzzRequest; who: string }>(planned: T[]): T[] {
  const seen = new Set<string>();
  return planned.filter(({ request, who }) => {
    if (request.method !== 'GET') return true;
    const key = JSON.stringify([who, request.url, request.headers]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const describeRequest = ({ request, who, status, ms, answer }: Outcome) =>
  `${status} in ${Math.round(ms)} ms as ${who}: ${request.method} ${request.url.slice(0, 200)} ${JSON.stringify(request.headers)} ` +
  `body ${JSON.stringify(String(request.body ?? '').slice(0, 300))} -> ${answer.slice(0, 300)}`;

describe('every operation of the OpenAPI document, fuzzed (PGlite)', () => {
  let world: FuzzWorld;
  beforeAll(async () => {
    world = await startFuzzWorld();
  }, 120_000);
  afterAll(() => world.close());

  test(`at least ${MIN_REQUESTS} samples (a GET drawn twice sent once), as a visitor and as a member: no 5xx, none slower than ${SLOW_MS / 1000} s, no stack trace logged`, async () => {
    const operations = operationsOf(world.document);
    const perOperation = Math.ceil(MIN_REQUESTS / (operations.length * 2));
    const sampled = operations.flatMap((operation, index) =>
      (['visitor', 'member'] as const).flatMap((who, whoIndex) =>
        fc
          .sample(requestsFor(world.document, operation, who === 'member' ? world.memberHeaders : {}), { seed: SEED + index * 2 + whoIndex, numRuns: perOperation })
          .map((request) => ({ request, who })),
      ),
    );
    const planned = withoutRepeatedReads(sampled);

    const outcomes: Outcome[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        for (let item = planned[next++]; item; item = planned[next++]) {
          outcomes.push({ ...item, ...(await send(world.url, item.request)) });
        }
      }),
    );

    const byStatus: Record<number, number> = {};
    for (const outcome of outcomes) byStatus[outcome.status] = (byStatus[outcome.status] ?? 0) + 1;
    const slowest = Math.max(...outcomes.map((outcome) => outcome.ms));
    console.log(
      `openapi fuzz (seed ${SEED}): ${outcomes.length} requests (${sampled.length} sampled) over ${operations.length} operations in ${Math.round((performance.now() - started) / 1000)} s, ` +
        `slowest ${Math.round(slowest)} ms; by status ${JSON.stringify(byStatus)}`,
    );

    expect(sampled.length).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(outcomes.length).toBe(planned.length);
    // Every operation is still called, both ways.
    expect(new Set(planned.map(({ request, who }) => `${request.operationId} ${who}`)).size).toBe(operations.length * 2);
    // A 502 (an outside service failing) is an answer only where the operation documents it; the sandbox is up, so none should come.
    const documented = new Map(operations.map((operation) => [operation.operationId, operation.documentedStatuses]));
    const fault = ({ request, status }: Outcome) => status >= 500 && !(status === 502 && documented.get(request.operationId)?.includes('502'));
    const bad = outcomes.filter((outcome) => fault(outcome) || outcome.ms > SLOW_MS);
    expect(bad.slice(0, 25).map(describeRequest)).toEqual([]);
    // A client's mistake is answered, not logged with a stack: the log keeps room for real faults.
    expect(world.logLines.filter((line) => line.includes('"stack"')).slice(0, 5)).toEqual([]);
    // About 40 s on a quiet two-core machine; the margin is for a busy one.
  }, 240_000);
});
