import type { MessageParams } from '@onair/contracts';

/** What a failed money call told us, whatever shape RTK Query gave the error. */
export type MoneyFailure = {
  /** The HTTP status, or null when no answer came (network down, timeout). */
  status: number | null;
  /** ErrorBody.code, e.g. INSUFFICIENT_BALANCE; empty when there was none. */
  code: string;
  /** ErrorBody.message: Korean, meant for the user; empty when there was none. */
  message: string;
  /** ErrorBody.key and params: which message it is, for the reader's language; absent when there was none. */
  key?: string;
  params?: MessageParams;
  /**
   * The server may or may not have done it (no answer, or a 5xx). Only then is the same
   * Idempotency-Key sent again: a 4xx refusal is stored under its key and would only be replayed.
   */
  outcomeUnknown: boolean;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readMoneyFailure(error: unknown): MoneyFailure {
  const record = (error ?? {}) as { status?: unknown; data?: unknown };
  const status = typeof record.status === 'number' ? record.status : null;
  const data = (record.data ?? {}) as Record<string, unknown>;
  return {
    status,
    code: text(data['code']),
    message: text(data['message']),
    ...(typeof data['key'] === 'string' && { key: data['key'] }),
    ...(data['params'] !== null && typeof data['params'] === 'object' && { params: data['params'] as MessageParams }),
    outcomeUnknown: status === null || status >= 500,
  };
}

/** ErrorBody.errors by field (the first message of each), for a form to show beside its fields. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = ((error ?? {}) as { data?: unknown }).data as { errors?: unknown } | undefined;
  const found: Record<string, string> = {};
  if (!Array.isArray(data?.errors)) return found;
  for (const entry of data.errors as Array<{ field?: unknown; message?: unknown }>) {
    const field = text(entry?.field);
    if (field && !found[field]) found[field] = text(entry?.message);
  }
  return found;
}
