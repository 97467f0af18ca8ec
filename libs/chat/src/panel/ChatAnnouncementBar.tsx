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
  /** For the room's moderators: takes the pin down (the announcement's 공지 내리기, at hand). */
  onUnpin?: () => void;
};

/**
 * What is pinned above the chat, as plain text (a React text node, never HTML): a typed notice
 * (공지), or one of the room's lines (고정) with its writer's nickname before it.
 */
export function ChatAnnouncementBar({ announcement, folded = false, onUnpin }: ChatAnnouncementBarProps) {
  const t = useT();
  const [unfolded, setUnfolded] = useState(false);
  const pinned = announcement.line;
  const label = (
    <span className="mt-0.5 shrink-0 rounded bg-accent px-1.5 text-[11px] font-bold leading-5 text-accent-contrast">
      {t(pinned ? 'chat.pin.label' : 'chat.announcement.label')}
    </span>
  );
  const writer = pinned && <span className="mr-1.5 font-semibold text-text">{pinned.nickname}</span>;
  const full = (
    <div className="min-w-0 flex-1">
      <p className="whitespace-pre-wrap break-words text-text">
        {writer}
        {announcement.text}
      </p>
      <p className="text-[11px] text-muted">
        {t(pinned ? 'chat.pin.by' : 'chat.announcement.by', { nickname: announcement.nickname })}
      </p>
    </div>
  );
  const open = !folded || unfolded;
  const unpin = onUnpin && (
    <button
      type="button"
      onClick={onUnpin}
      className="shrink-0 rounded px-1.5 text-[11px] leading-5 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
    >
      {t('chat.pin.unpin')}
    </button>
  );
  return (
    <section
      aria-label={t(pinned ? 'chat.pin.region' : 'chat.announcement.region')}
      className="flex items-start border-b border-border bg-accent/10 text-sm"
    >
      <div className="min-w-0 flex-1">
        {folded ? (
          <button
            type="button"
            aria-expanded={open}
            onClick={() => setUnfolded((current) => !current)}
            className="flex w-full cursor-pointer items-start gap-2 px-3 py-1.5 text-left focus-visible:outline-2 focus-visible:outline-accent"
          >
            {label}
            {open ? (
              full
            ) : (
              <p className="min-w-0 flex-1 truncate text-text">
                {writer}
                {announcement.text}
              </p>
            )}
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
      </div>
      {unpin && <div className="px-1 py-1.5">{unpin}</div>}
    </section>
  );
}
