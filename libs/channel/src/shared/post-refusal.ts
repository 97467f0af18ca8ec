import { useCallback } from 'react';
import * as v from 'valibot';
import { BOARD_MESSAGES, CHANNEL_NOTICE_MESSAGES, POST_LIMITS, type MessageParams } from '@onair/contracts';
import { useT, type MessageKey, type Translate } from '@onair/i18n';
import { useApiMessage } from '@onair/i18n/api-messages';
import { useFailureText } from './use-failure-text';

/** Why a post was not saved: each field's message at that field, anything else under the buttons. */
export type PostRefusal = { title?: string; content?: string; form?: string };

type PostField = 'title' | 'content';
const isPostField = (field: unknown): field is PostField => field === 'title' || field === 'content';

/**
 * The API's rule messages (boards and channel notices say the same), the field each is about and
 * its bundle key: the Korean bundle holds the API's text letter for letter, the others translate it.
 */
const RULES: Record<string, { field: PostField; key: MessageKey }> = Object.fromEntries(
  [BOARD_MESSAGES, CHANNEL_NOTICE_MESSAGES].flatMap((messages) => [
    [messages.title, { field: 'title', key: 'channel.post.titleRule' }],
    [messages.content, { field: 'content', key: 'channel.post.contentRule' }],
  ]),
);

const trimmedLength = (min: number, max: number) => (text: string) => {
  const length = text.trim().length;
  return length >= min && length <= max;
};

/**
 * The rules a post obviously breaks, as the form's schema, checked before sending so an empty title
 * is never posted: the 1~100 and 1~5000 characters (after trimming) the API holds it to, in the API's words.
 */
export function postRules(t: Translate) {
  return v.object({
    title: v.pipe(v.string(), v.check(trimmedLength(1, POST_LIMITS.titleMax), t('channel.post.titleRule'))),
    content: v.pipe(v.string(), v.check(trimmedLength(1, POST_LIMITS.contentMax), t('channel.post.contentRule'))),
  });
}

type ErrorData = { message?: unknown; errors?: unknown };

/**
 * Splits a refusal of the write or edit call: the API's field errors (ErrorBody.errors) for the title
 * and the content go to those fields; what names another field, or none, stays under the buttons.
 */
export function usePostRefusal() {
  const t = useT();
  const apiMessage = useApiMessage();
  const failureText = useFailureText();
  return useCallback(
    (failure: unknown): PostRefusal => {
      const data: ErrorData = ((failure ?? {}) as { data?: ErrorData }).data ?? {};
      const errors = (Array.isArray(data.errors) ? data.errors : []) as Array<{ field?: unknown; message?: unknown; key?: unknown; params?: unknown }>;
      const refusal: PostRefusal = {};
      const elsewhere: string[] = [];
      for (const { field, message, key, params } of errors) {
        if (typeof message !== 'string' || !message) continue;
        const rule = RULES[message];
        const said = { message, ...(typeof key === 'string' && { key }), ...(params !== null && typeof params === 'object' && { params: params as MessageParams }) };
        const text = rule ? t(rule.key) : apiMessage(said, t('channel.failed'));
        if (isPostField(field)) refusal[field] ??= text;
        else elsewhere.push(text);
      }
      // A rule message that names no field (no errors list) still belongs at the field it is about.
      const rule = errors.length === 0 && typeof data.message === 'string' ? RULES[data.message] : undefined;
      if (rule) refusal[rule.field] = t(rule.key);
      const atFields = refusal.title !== undefined || refusal.content !== undefined;
      const form = elsewhere[0] ?? (atFields ? undefined : failureText(failure));
      return form === undefined ? refusal : { ...refusal, form };
    },
    [t, apiMessage, failureText],
  );
}
