import type { MessageParams } from '@onair/contracts';

/** What a failed call told us, whatever shape RTK Query gave the error. */
export type ApiFailure = {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** ErrorBody.code; empty when there was none. */
  code: string;
  /** ErrorBody.message: Korean, meant for the user; empty when there was none. */
  message: string;
  /** ErrorBody.key and params: which message it is, for the reader's language; absent when there was none. */
  key?: string;
  params?: MessageParams;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readApiFailure(error: unknown): ApiFailure {
  const record = (error ?? {}) as { status?: unknown; data?: unknown };
  const status = typeof record.status === 'number' ? record.status : null;
  const data = (record.data && typeof record.data === 'object' ? record.data : {}) as Record<string, unknown>;
  return {
    status,
    code: text(data['code']),
    message: text(data['message']),
    ...(typeof data['key'] === 'string' && { key: data['key'] }),
    ...(data['params'] !== null && typeof data['params'] === 'object' && { params: data['params'] as MessageParams }),
  };
}
