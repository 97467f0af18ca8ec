import { useT } from '@onair/i18n';
import type { BroadcastNotice } from '../room/chat-room-state';

/**
 * The chat's system line for the last time the broadcast started or ended while the viewer was
 * here (a channel-status event), so a viewer whose player just changed reads why.
 */
export function BroadcastNoticeLine({ notices }: { notices: readonly BroadcastNotice[] }) {
  const t = useT();
  const notice = notices.at(-1);
  if (!notice) return null;
  return (
    <p role="status" className="border-b border-border bg-surface-raised px-3 py-1.5 text-xs font-semibold text-muted">
      {notice.live ? t('chat.broadcastStarted', { title: notice.title }) : t('chat.broadcastEnded')}
    </p>
  );
}
