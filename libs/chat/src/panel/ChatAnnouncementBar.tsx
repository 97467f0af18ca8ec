import { useState } from 'react';
import { useT } from '@onair/i18n';
import type { ChatAnnouncement } from '../room/chat-room-state';

export type ChatAnnouncementBarProps = {
  announcement: ChatAnnouncement;
  /**
   * A vote or a live match is pinned too: the announcement folds to one line that a tap unfolds, as
   * CHZZK's and SOOP's pinned notice does, so the card people act on stays in view above the lines.
   */
  folded?: boolean;
};

/** The line pinned above the chat, as plain text (a React text node, never HTML). */
export function ChatAnnouncementBar({ announcement, folded = false }: ChatAnnouncementBarProps) {
  const t = useT();
  const [unfolded, setUnfolded] = useState(false);
  const label = (
    <span className="mt-0.5 shrink-0 rounded bg-accent px-1.5 text-[11px] font-bold leading-5 text-accent-contrast">
      {t('chat.announcement.label')}
    </span>
  );
  const full = (
    <div className="min-w-0 flex-1">
      <p className="whitespace-pre-wrap break-words text-text">{announcement.text}</p>
      <p className="text-[11px] text-muted">{t('chat.announcement.by', { nickname: announcement.nickname })}</p>
    </div>
  );
  const open = !folded || unfolded;
  return (
    <section aria-label={t('chat.announcement.region')} className="border-b border-border bg-accent/10 text-sm">
      {folded ? (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setUnfolded((current) => !current)}
          className="flex w-full cursor-pointer items-start gap-2 px-3 py-1.5 text-left focus-visible:outline-2 focus-visible:outline-accent"
        >
          {label}
          {open ? full : <p className="min-w-0 flex-1 truncate text-text">{announcement.text}</p>}
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className={`mt-1 size-3 shrink-0 fill-none stroke-current stroke-2 text-muted ${open ? 'rotate-180' : ''}`}
          >
            <path d="M3 6l5 5 5-5" />
          </svg>
        </button>
      ) : (
        <div className="flex items-start gap-2 px-3 py-2">
          {label}
          {full}
        </div>
      )}
    </section>
  );
}
