import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { CHAT_LINE_MAX_LENGTH, chatTextLength, emojiToken } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRefusal } from '../room/chat-room-state';
import { EmojiPicker } from '../emoji/EmojiPicker';
import { insertAtCursor } from '../emoji/insert-at-cursor';
import { MentionList } from '../mentions/MentionList';
import { useMentionAutocomplete } from '../mentions/use-mention-autocomplete';
import { useRefusalText } from './use-refusal-text';
import { useSecondsLeft } from './use-seconds-left';

// A line worth sending: something besides spaces, sent trimmed; the 200-character limit is said as it is typed.
const resolver = valibotResolver(
  v.object({
    text: v.pipe(
      v.string(),
      v.check((text) => chatTextLength(text) <= CHAT_LINE_MAX_LENGTH),
      v.trim(),
      v.nonEmpty(),
    ),
  }),
);

/** Until when (a Date.now() time) a RATE_LIMITED refusal stands; null for any other, or one that names no wait. */
function rateLimitedUntil(refusal: ChatRefusal | null): number | null {
  if (refusal?.code !== 'RATE_LIMITED' || refusal.retryAfterMs === undefined || refusal.at === undefined) return null;
  return refusal.at + refusal.retryAfterMs;
}

export type ChatComposerProps = {
  onSend: (text: string) => void;
  refusal: ChatRefusal | null;
  /** The room is gone for this page (expired session, kicked): nothing can be sent. */
  disabled?: boolean;
  /** The room's channel: with it, an emoji button offers what show-emoji allows there. */
  channelId?: number;
  /** Slow mode holds this member's next line until then (a Date.now() time); null or absent: not held. */
  slowUntil?: number | null;
  /** Followers-only chat and this member does not follow: the words instead of sending, and the follow. */
  followToChat?: { onFollow: () => void; busy: boolean; failed: boolean } | null;
  /** Who an @mention may name, most likely first (the streamer, then the latest chatters). */
  mentionNicknames?: readonly string[];
};

/**
 * The member's input: up to 200 characters with a counter; the server's refusal shows above, and a
 * refused line comes back. In slow mode the send button counts the wait down and sends nothing
 * before it ends; in followers-only chat a member who does not follow is told so, with the follow.
 */
export function ChatComposer({
  onSend,
  refusal,
  disabled = false,
  channelId,
  slowUntil = null,
  followToChat = null,
  mentionNicknames = [],
}: ChatComposerProps) {
  const t = useT();
  const waitSeconds = useSecondsLeft(slowUntil);
  const rateLimitedFor = useSecondsLeft(rateLimitedUntil(refusal));
  const waiting = waitSeconds > 0;
  const held = disabled || followToChat !== null;
  const { register, handleSubmit, getValues, setValue, resetField, control } = useForm<{ text: string }>({
    defaultValues: { text: '' },
    resolver,
    reValidateMode: 'onSubmit',
    // The box keeps the focus a send leaves it with; an empty line is simply not sent.
    shouldFocusError: false,
  });
  const draft = useWatch({ control, name: 'text' });
  const { ref: registerRef, ...textField } = register('text');
  const input = useRef<HTMLInputElement | null>(null);
  // Where the cursor goes once a picked emoji's token is in the box.
  const [cursor, setCursor] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (cursor === null) return;
    input.current?.focus();
    input.current?.setSelectionRange(cursor, cursor);
    setCursor(null);
  }, [cursor]);
  const mention = useMentionAutocomplete(
    mentionNicknames,
    () => getValues('text'),
    (text, caret) => {
      setValue('text', text);
      setCursor(caret);
    },
  );
  const mentionOpen = mention.options.length > 0;
  const seenRefusal = useRef(refusal?.id);
  const refusalText = useRefusalText(refusal);
  // A refusal arriving gives the refused line back when the box is empty.
  useEffect(() => {
    if (!refusal || refusal.id === seenRefusal.current) return;
    seenRefusal.current = refusal.id;
    if (refusal.text && getValues('text').trim() === '') setValue('text', refusal.text);
  }, [refusal, getValues, setValue]);
  const length = chatTextLength(draft);
  const tooLong = length > CHAT_LINE_MAX_LENGTH;

  const send = ({ text }: { text: string }) => {
    if (held || waiting) return;
    onSend(text);
    resetField('text');
  };
  // Slow mode's refusal counts down with the button and goes when the wait is over; followers-only's is the notice below.
  // Sending too fast goes with the rate limit's window: under the input for minutes it would say what no longer holds.
  const slowRefusal = refusal?.code === 'SLOW_MODE';
  const rateLimitPassed =
    refusal?.code === 'RATE_LIMITED' && rateLimitedUntil(refusal) !== null && rateLimitedFor === 0;
  const shownRefusal =
    slowRefusal && waiting
      ? t('chat.refusal.slowMode', { seconds: waitSeconds })
      : slowRefusal || rateLimitPassed || (followToChat && refusal?.code === 'FOLLOWERS_ONLY')
        ? null
        : refusalText;

  const insertEmoji = (code: string) => {
    const element = input.current;
    const next = insertAtCursor(
      getValues('text'),
      emojiToken(code),
      element?.selectionStart ?? null,
      element?.selectionEnd ?? null,
    );
    setValue('text', next.text);
    setCursor(next.cursor);
  };

  return (
    <form onSubmit={handleSubmit(send)} className="relative flex flex-col gap-1.5 border-t border-border p-3">
      {(tooLong || shownRefusal) && (
        <p role="alert" className="text-xs text-danger">
          {tooLong ? t('chat.composer.tooLong', { max: CHAT_LINE_MAX_LENGTH }) : shownRefusal}
        </p>
      )}
      {followToChat && (
        <div role="status" className="flex items-center gap-2 rounded bg-accent/10 px-2 py-1.5">
          <p className="min-w-0 flex-1 text-xs text-text">
            {followToChat.failed ? t('chat.refusal.unavailable') : t('chat.refusal.followersOnly')}
          </p>
          {channelId !== undefined && (
            <Button size="md" loading={followToChat.busy} onClick={followToChat.onFollow}>
              {t('channel.follow')}
            </Button>
          )}
        </div>
      )}
      <MentionList mention={mention} />
      <div className="flex items-center gap-2">
        <input
          {...textField}
          onChange={(event) => {
            void textField.onChange(event);
            mention.track(event.currentTarget);
          }}
          onKeyDown={(event) => {
            mention.onKeyDown(event);
          }}
          // Still a textbox (not a combobox) so everything that finds the chat input by its role keeps finding it;
          // aria-activedescendant is enough for a screen reader to hear the offered nickname.
          aria-autocomplete="list"
          aria-controls={mentionOpen ? mention.listId : undefined}
          aria-activedescendant={mentionOpen ? mention.optionId(mention.active) : undefined}
          ref={(element) => {
            registerRef(element);
            input.current = element;
          }}
          type="text"
          aria-label={t('chat.composer.label')}
          aria-invalid={tooLong || undefined}
          placeholder={t('chat.composer.placeholder')}
          disabled={held}
          autoComplete="off"
          enterKeyHint="send"
          className="h-10 min-w-0 flex-1 rounded border border-border bg-bg px-3 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none disabled:opacity-60"
        />
        {channelId !== undefined && <EmojiPicker channelId={channelId} onPick={insertEmoji} disabled={held} />}
        <Button
          type="submit"
          size="md"
          disabled={held || waiting || tooLong || draft.trim() === ''}
          guardMs={0}
          aria-label={waiting ? t('chat.composer.waitLabel', { seconds: waitSeconds }) : undefined}
          className={waiting ? 'min-w-16 tabular-nums' : undefined}
        >
          {waiting ? t('chat.composer.wait', { seconds: waitSeconds }) : t('chat.composer.send')}
        </Button>
      </div>
      <p className={`text-right text-[11px] ${tooLong ? 'text-danger' : 'text-muted'}`} aria-live="polite">
        {t('chat.composer.count', { count: length, max: CHAT_LINE_MAX_LENGTH })}
      </p>
    </form>
  );
}
