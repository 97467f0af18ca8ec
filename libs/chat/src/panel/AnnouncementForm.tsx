import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import * as v from 'valibot';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRoom } from '../room/use-chat-room';
import { CHAT_ROOM_EVENT_LIMITS as LIMITS, chatTextLength } from '../room/wire';
import { useActRefusal } from './use-act-refusal';
import { useTapSize } from './use-narrow-viewport';

// Something besides spaces, sent trimmed; the length limit is said as it is typed.
const resolver = valibotResolver(
  v.object({
    text: v.pipe(
      v.string(),
      v.check((text) => chatTextLength(text) <= LIMITS.announcementMaxLength),
      v.trim(),
      v.nonEmpty(),
    ),
  }),
);

/** Pins a line above the chat (up to 200 characters), or takes the current one down. */
export function AnnouncementForm({ room, onDone }: { room: ChatRoom; onDone: () => void }) {
  const t = useT();
  const tapSize = useTapSize();
  const { register, handleSubmit, control } = useForm<{ text: string }>({
    defaultValues: { text: room.announcement?.text ?? '' },
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const draft = useWatch({ control, name: 'text' });
  const { run, busy, refusalText } = useActRefusal();
  const length = chatTextLength(draft);
  const tooLong = length > LIMITS.announcementMaxLength;

  const announce = async ({ text }: { text: string }) => {
    if (await run(() => room.announce(text))) onDone();
  };

  return (
    <form onSubmit={handleSubmit(announce)} className="mt-2 flex flex-col gap-1.5">
      <input
        type="text"
        {...register('text')}
        aria-label={t('chat.announcement.input')}
        aria-invalid={tooLong || undefined}
        placeholder={t('chat.announcement.placeholder')}
        autoComplete="off"
        className="h-9 w-full min-w-0 rounded border border-border bg-bg px-2 text-sm text-text placeholder:text-muted focus:border-accent focus:outline-none"
      />
      {(tooLong || refusalText) && (
        <p role="alert" className="text-xs text-danger">
          {tooLong ? t('chat.announcement.tooLong', { max: LIMITS.announcementMaxLength }) : refusalText}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-end gap-1.5">
        <span className={`mr-auto text-[11px] ${tooLong ? 'text-danger' : 'text-muted'}`}>
          {t('chat.composer.count', { count: length, max: LIMITS.announcementMaxLength })}
        </span>
        {room.announcement && (
          <Button
            size={tapSize}
            variant="secondary"
            disabled={busy}
            onClick={() => void run(room.unannounce).then((ok) => ok && onDone())}
          >
            {t('chat.announcement.clear')}
          </Button>
        )}
        <Button size={tapSize} type="submit" disabled={busy || tooLong || draft.trim() === ''}>
          {t('chat.announcement.save')}
        </Button>
      </div>
    </form>
  );
}
