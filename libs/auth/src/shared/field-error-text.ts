import type { Translate } from '@onair/i18n';
import { serverText } from './server-text';

/** A field's message in the reader's language: schema messages are the contract's, server ones come translated. */
export function fieldErrorText(t: Translate, message: string | undefined): string | undefined {
  return message ? serverText(t, message) : undefined;
}
