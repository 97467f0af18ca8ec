import { useT } from '@onair/i18n';
import type { ChatAnnouncement } from '../room/chatRoomState';

/** The line pinned above the chat, as plain text (a React text node, never HTML). */
export function ChatAnnouncementBar({ announcement }: { announcement: ChatAnnouncement }) {
  const t = useT();
  return (
    <section
      aria-label={t('chat.announcement.region')}
      className="flex items-start gap-2 border-b border-border bg-accent/10 px-3 py-2 text-sm"
    >
      <span className="mt-0.5 shrink-0 rounded bg-accent px-1.5 text-[11px] font-bold leading-5 text-accent-contrast">
        {t('chat.announcement.label')}
      </span>
      <div className="min-w-0 flex-1">
        <p className="whitespace-pre-wrap break-words text-text">{announcement.text}</p>
        <p className="text-[11px] text-muted">{t('chat.announcement.by', { nickname: announcement.nickname })}</p>
      </div>
    </section>
  );
}
