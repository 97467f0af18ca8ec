import { isMessageKey, messageOfText, messageText, type MessageKey as ApiMessageKey, type MessageParams } from '@onair/contracts';
import type { MessageKey, MessageValues, Translate } from './I18nProvider';

/** What the API (or a shared schema) said: an error answer's key, params and Korean message, or a bare text. */
export type ApiSaid = string | { message?: string; key?: string; params?: MessageParams };

/** The bundle key of an API message: 'auth.blocked' is worded by 'error.auth.blocked'. */
export const bundleKeyOf = (key: ApiMessageKey): MessageKey => `error.${key}` satisfies MessageKey;

const HANGUL = /[\uAC00-\uD7A3]/;

/** True when a text is (partly) Korean: an unknown Korean message means nothing to other readers. */
export const isKorean = (text: string) => HANGUL.test(text);

export type ApiMessageOptions = {
  /** Shown instead of words no bundle knows when they are Korean and the locale is not ko. */
  fallback?: string;
  locale?: string;
  /** Override params: the brand's currency in the reader's language rather than the Korean one sent. */
  values?: MessageValues;
};

/**
 * What the API said, in the reader's language: worded by its key and params (a bare text, from a
 * schema checked in the browser, by the message its words are). Words no bundle knows (an unknown
 * key, Fastify's own text) are shown as sent, or as the fallback (see ApiMessageOptions).
 */
export function apiMessageText(t: Translate, said: ApiSaid, { fallback, locale, values }: ApiMessageOptions = {}): string {
  const { message, key, params } = typeof said === 'string' ? { message: said, ...messageOfText(said) } : said;
  const ref = key === undefined ? messageOfText(message ?? '') : { key, params };
  if (isMessageKey(ref.key) && ref.key !== 'system.text') return t(bundleKeyOf(ref.key), { ...ref.params, ...values });
  const sent = message ?? (isMessageKey(ref.key) ? messageText({ key: ref.key, params: ref.params }) : '');
  return fallback !== undefined && locale !== undefined && locale !== 'ko' && isKorean(sent) ? fallback : sent;
}
