import type { MessageParams } from '@onair/contracts';

/** A message's key and params as an answer carries them (ErrorBody.key, ErrorBody.params). */
type Keyed = { key?: string; params?: MessageParams };

/** What a failed call told us, read from an RTK Query error whatever its shape. */
export type ApiFailure = Keyed & {
  /** The HTTP status, or null when there was no response. */
  status: number | null;
  /** The server's message (ErrorBody.message), empty when it sent none. */
  message: string;
  /** Legacy error / error_msg text, which SPEC section 8 shows in an alert. */
  alertText: string | null;
  /** Per-field messages of a 400 (ErrorBody.errors). */
  fieldErrors: Array<Keyed & { field: string; message: string }>;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The key and params of an answer's message, where it sent them. */
function keyed(record: Record<string, unknown>): Keyed {
  const key = record['key'];
  const params = record['params'];
  return {
    ...(typeof key === 'string' && { key }),
    ...(params !== null && typeof params === 'object' && { params: params as MessageParams }),
  };
}

export function readApiError(error: unknown): ApiFailure {
  const record = (error ?? {}) as { status?: unknown; data?: unknown };
  const status = typeof record.status === 'number' ? record.status : null;
  const data = (record.data ?? {}) as Record<string, unknown>;
  const alertText = text(data['error_msg']) || text(data['error']) || null;
  const fieldErrors = Array.isArray(data['errors'])
    ? (data['errors'] as Array<Record<string, unknown>>).map((item) => ({ field: text(item['field']), message: text(item['message']), ...keyed(item) }))
    : [];
  return { status, message: text(data['message']), ...keyed(data), alertText, fieldErrors };
}
