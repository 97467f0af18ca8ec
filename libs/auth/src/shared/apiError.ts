/** What a failed call told us, read from an RTK Query error whatever its shape. */
export type ApiFailure = {
  /** The HTTP status, or null when there was no response. */
  status: number | null;
  /** The server's message (ErrorBody.message), empty when it sent none. */
  message: string;
  /** Legacy error / error_msg text, which SPEC section 8 shows in an alert. */
  alertText: string | null;
  /** Per-field messages of a 400 (ErrorBody.errors). */
  fieldErrors: Array<{ field: string; message: string }>;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function readApiError(error: unknown): ApiFailure {
  const record = (error ?? {}) as { status?: unknown; data?: unknown };
  const status = typeof record.status === 'number' ? record.status : null;
  const data = (record.data ?? {}) as Record<string, unknown>;
  const alertText = text(data['error_msg']) || text(data['error']) || null;
  const fieldErrors = Array.isArray(data['errors'])
    ? (data['errors'] as Array<Record<string, unknown>>).map((item) => ({ field: text(item['field']), message: text(item['message']) }))
    : [];
  return { status, message: text(data['message']), alertText, fieldErrors };
}
