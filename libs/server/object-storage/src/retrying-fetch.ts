/** How a bucket's requests are retried (docs/uploads.md, "Object storage"). */
export type RetryPolicy = {
  /** Tries of one request in all, the first included. */
  attempts: number;
  /** How long one try may wait for the answer's headers before it is abandoned and retried. */
  timeoutMs: number;
  /** The first wait between tries; each later one doubles, with jitter, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 4, timeoutMs: 10_000, baseDelayMs: 200, maxDelayMs: 3_000 };

/** Why a try is tried again: the store was busy or failing, or never answered. */
export type RetryReason = { status: number } | { error: string };

/** A store's answers worth another try: throttling (429) and its own failures (5xx). */
const retryable = (status: number) => status === 429 || status >= 500;

/** A failure that every try met: the last answer's status, or why no answer came. */
export class ObjectStorageUnavailable extends Error {
  constructor(
    readonly what: string,
    readonly attempts: number,
    readonly last: RetryReason,
  ) {
    super(`${what}: ${'status' in last ? `answered ${last.status}` : last.error} after ${attempts} ${attempts === 1 ? 'try' : 'tries'}`);
    this.name = 'ObjectStorageUnavailable';
  }
}

/** An error's message with its cause's (fetch's own says only "fetch failed"); by shape, as errors may come from another realm. */
function describeError(error: unknown): string {
  const messageOf = (value: unknown) =>
    typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'
      ? (value as { message: string }).message
      : null;
  const message = messageOf(error) ?? String(error);
  const cause = messageOf((error as { cause?: unknown } | null)?.cause);
  return cause ? `${message}: ${cause}` : message;
}

/** Full jitter (AWS's advice): many nodes retrying after one outage do not come back in step. */
function delayBefore(attempt: number, policy: RetryPolicy, retryAfter: string | null): number {
  const asked = retryAfter && /^\d{1,2}$/.test(retryAfter) ? Number(retryAfter) * 1000 : 0;
  const backoff = Math.random() * Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.min(policy.maxDelayMs, Math.max(asked, backoff));
}

/**
 * Sends a request, made afresh (and signed afresh) for every try, until the store answers with
 * something other than 429 or 5xx or the tries run out. Each try is abandoned once it has waited
 * timeoutMs for headers; a body that then streams is not cut. Only for idempotent requests: every
 * S3 call here (PUT of a whole object, GET, DELETE) leaves the same state when repeated.
 */
export async function fetchWithRetries(
  what: string,
  makeRequest: (signal: AbortSignal) => Promise<Request>,
  policy: RetryPolicy,
  onRetry: (reason: RetryReason, attempt: number) => void = () => undefined,
): Promise<Response> {
  let last: RetryReason = { error: 'not tried' };
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`no answer within ${policy.timeoutMs} ms`)), policy.timeoutMs);
    let retryAfter: string | null = null;
    try {
      const response = await fetch(await makeRequest(abort.signal));
      if (!retryable(response.status)) return response;
      last = { status: response.status };
      retryAfter = response.headers.get('retry-after');
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      last = { error: describeError(abort.signal.aborted ? abort.signal.reason : error) };
    } finally {
      clearTimeout(timer);
    }
    if (attempt === policy.attempts) break;
    onRetry(last, attempt);
    await new Promise((resolve) => setTimeout(resolve, delayBefore(attempt, policy, retryAfter)));
  }
  throw new ObjectStorageUnavailable(what, policy.attempts, last);
}
