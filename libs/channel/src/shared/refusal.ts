import type { MessageParams } from '@onair/contracts';

/** A message as an answer carries it: the Korean words, and the key and params that name it. */
export type Said = { message: string; key?: string; params?: MessageParams };

type Worded = { message?: unknown; key?: unknown; params?: unknown };

const saidOf = (entry: Worded): Said | null =>
  typeof entry.message === 'string' && entry.message
    ? {
        message: entry.message,
        ...(typeof entry.key === 'string' && { key: entry.key }),
        ...(entry.params !== null && typeof entry.params === 'object' && { params: entry.params as MessageParams }),
      }
    : null;

/**
 * What the API said when it refused (the first field error, else ErrorBody's own message), with
 * its key and params. null when no answer came or it said nothing.
 */
export function refusalSaid(error: unknown): Said | null {
  const data = ((error ?? {}) as { data?: unknown }).data;
  if (!data || typeof data !== 'object') return null;
  const body = data as Worded & { errors?: Worded[] };
  const field = Array.isArray(body.errors) ? body.errors.map(saidOf).find((said) => said !== null) : undefined;
  return field ?? saidOf(body);
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
