import { IDEMPOTENCY_KEY_HEADER } from '@onair/contracts';
import { REPLAYED_HEADER } from '../platform/http/idempotent-route';

/** A definitive answer: anything but a network failure or a 5xx (which a client retries). */
export type Answer = { status: number; body: unknown; replayed: boolean; location: string | null };

/** Every answer one Idempotency-Key got, as the client saw them. */
export type KeyRecord = {
  key: string;
  path: string;
  /** The request's body (the first one sent under the key). */
  body: unknown;
  memberId: number;
  answers: Answer[];
  mismatches: Answer[];
  /** Some attempt under this key got no definitive answer and was sent again (across a kill, say). */
  retriedAfterFailure: boolean;
};

export type ClientCounters = {
  /** HTTP requests sent, retries and duplicates included. */
  requests: number;
  networkErrors: number;
  serverErrors: number;
  /** Requests sent again, same key and body, after a network error or a 5xx. */
  retriesAfterFailure: number;
  /** Answers marked idempotent-replayed. */
  replays: number;
};

export type Caller = { memberId: number; headers: Record<string, string> };

/** How long one request keeps being retried (the kill test's restart is well within it). */
const GIVE_UP_AFTER_MS = 120_000;
const ANSWER_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (attempt: number) => sleep(Math.min(500, 25 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random()));

/**
 * The storm's HTTP client. Like a careful app, it retries a request it got no definitive answer to
 * (connection refused or reset, a timeout, a 5xx) with the same Idempotency-Key and body until it
 * gets one; every definitive answer is written down under its key for the checks afterwards.
 * 5xx answers are also written down as problems: none is expected, not even across a kill.
 */
export function stormClient(baseUrl: string, problems: string[]) {
  const records = new Map<string, KeyRecord>();
  const counters: ClientCounters = {
    requests: 0,
    networkErrors: 0,
    serverErrors: 0,
    retriesAfterFailure: 0,
    replays: 0,
  };

  /** Sends until a definitive answer; also says whether any attempt failed without one (its outcome unknown). */
  async function untilDefinitive(
    what: string,
    send: () => Promise<Response>,
  ): Promise<Answer & { ambiguous: boolean }> {
    const started = Date.now();
    let ambiguous = false;
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) counters.retriesAfterFailure++;
      counters.requests++;
      try {
        const response = await send();
        const text = await response.text();
        if (response.status < 500) {
          const body =
            text && response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as unknown) : text;
          const replayed = response.headers.get(REPLAYED_HEADER) === 'true';
          if (replayed) counters.replays++;
          return { status: response.status, body, replayed, location: response.headers.get('location'), ambiguous };
        }
        counters.serverErrors++;
        problems.push(`${what} answered ${response.status}: ${text.slice(0, 300)}`);
      } catch {
        counters.networkErrors++;
      }
      ambiguous = true;
      if (Date.now() - started > GIVE_UP_AFTER_MS)
        throw new Error(`${what}: no definitive answer within ${GIVE_UP_AFTER_MS} ms`);
      await backoff(attempt);
    }
  }

  function keyedRequest(caller: Caller, path: string, body: unknown, key: string) {
    const headers = { ...caller.headers, 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key };
    return untilDefinitive(`POST ${path} (key ${key})`, () =>
      fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      }),
    );
  }

  function recordOf(caller: Caller, path: string, key: string, body: unknown) {
    let record = records.get(key);
    if (!record) {
      record = { key, path, body, memberId: caller.memberId, answers: [], mismatches: [], retriedAfterFailure: false };
      records.set(key, record);
    }
    return record;
  }

  return {
    baseUrl,
    counters,
    records,
    /** A money-moving POST under an Idempotency-Key; its answer joins the key's record. */
    async keyed(caller: Caller, path: string, body: unknown, key: string): Promise<Answer> {
      const record = recordOf(caller, path, key, body);
      const { ambiguous, ...answer } = await keyedRequest(caller, path, body, key);
      if (ambiguous) record.retriedAfterFailure = true;
      record.answers.push(answer);
      return answer;
    },
    /** The same key with another body: the API must refuse it (422) and move nothing. */
    async mismatch(caller: Caller, path: string, body: unknown, key: string): Promise<Answer> {
      const record = recordOf(caller, path, key, body);
      const { ambiguous, ...answer } = await keyedRequest(caller, path, body, key);
      if (ambiguous) record.retriedAfterFailure = true;
      record.mismatches.push(answer);
      return answer;
    },
    /** Any other call (the gateway's return, a look-up, an operator's decision, the sandbox): retried the same way. */
    plain(
      method: 'GET' | 'POST' | 'PUT',
      url: string,
      options: { headers?: Record<string, string>; body?: unknown } = {},
    ) {
      const headers = {
        ...options.headers,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      };
      const body = options.body === undefined ? undefined : JSON.stringify(options.body);
      const absolute = url.startsWith('http') ? url : `${baseUrl}${url}`;
      return untilDefinitive(`${method} ${absolute}`, () =>
        fetch(absolute, { method, headers, body, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) }),
      );
    },
  };
}

export type StormClient = ReturnType<typeof stormClient>;
