import type { Translate } from '@onair/i18n';
import { apiMessageText, type ApiSaid } from '@onair/i18n/api-messages';
import { readApiError } from './api-error';

/**
 * A server answer's message (by its key and params) or a shared schema's text, in the reader's
 * language; words no bundle knows are shown as sent.
 */
export const serverText = (t: Translate, said: ApiSaid): string => apiMessageText(t, said);

/** A failed call's message in the reader's language, or otherwise when the server sent none. */
export function failureText(t: Translate, error: unknown, otherwise: string): string {
  const failure = readApiError(error);
  return failure.message ? serverText(t, failure) : otherwise;
}
