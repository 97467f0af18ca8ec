/**
 * What the API said when it refused (ErrorBody.message, else the first field error), word for
 * word: the server's Korean is meant for the user. null when no answer came or it said nothing.
 */
export function refusalMessage(error: unknown): string | null {
  const data = ((error ?? {}) as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return null;
  const body = data as { message?: unknown; errors?: Array<{ message?: unknown }> };
  const field = body.errors?.find((entry) => typeof entry.message === 'string')?.message;
  if (typeof field === 'string' && field) return field;
  return typeof body.message === 'string' && body.message ? body.message : null;
}

/** The HTTP status of a failed query, or null when no answer came. */
export function failureStatus(error: unknown): number | null {
  const status = ((error ?? {}) as { status?: unknown }).status;
  return typeof status === 'number' ? status : null;
}

/** A 404 (absent, deleted, another brand's) or a 400 (not an id): the thing is not there. */
export const isMissing = (error: unknown) => {
  const status = failureStatus(error);
  return status === 404 || status === 400;
};
