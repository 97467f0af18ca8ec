import { useState, type FormEvent } from 'react';
import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';
import type { ChatRoom } from '../room/useChatRoom';
import { CHAT_ROOM_EVENT_LIMITS as LIMITS, chatTextLength } from '../room/wire';
import { useActRefusal } from './useActRefusal';
import { useTapSize } from './useNarrowViewport';

/** Pins a line above the chat (up to 200 characters), or takes the current one down. */
export function AnnouncementForm({ room, onDone }: { room: ChatRoom; onDone: () => void }) {
  const t = useT();
  const tapSize = useTapSize();
  const [draft, setDraft] = useState(room.announcement?.text ?? '');
  const { run, busy, refusalText } = useActRefusal();
  const length = chatTextLength(draft);
  const tooLong = length > LIMITS.announcementMaxLength;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '' || tooLong) return;
    if (await run(() => room.announce(draft.trim()))) onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-2 flex flex-col gap-1.5">
      <input
        type="text"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
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
