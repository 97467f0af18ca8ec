import { useT } from '@onair/i18n';
import type { ChatRefusal, ChatStatus } from '../room/chat-room-state';
import { useRefusalText } from './use-refusal-text';

const dot: Record<ChatStatus, string> = {
  connecting: 'bg-muted animate-pulse',
  connected: 'bg-success',
  disconnected: 'bg-danger animate-pulse',
  expired: 'bg-danger',
  closed: 'bg-danger',
};

export type ChatStatusLineProps = {
  status: ChatStatus;
  refusal: ChatRefusal | null;
  /** The room's slow mode in seconds (0: off), told to everyone. */
  slowModeSeconds?: number;
  /** The room's followers-only chat, told to everyone. */
  followersOnly?: boolean;
};

/**
 * Where the connection stands, and the room's slow mode and followers-only chat while on. SPEC.md
 * section 4: other connection errors show disconnected; ten Unauthorized retries end with section
 * 8's sentence, as an alert.
 */
export function ChatStatusLine({ status, refusal, slowModeSeconds = 0, followersOnly = false }: ChatStatusLineProps) {
  const t = useT();
  const refusalText = useRefusalText(refusal);
  const text = {
    connecting: t('chat.status.connecting'),
    connected: t('chat.status.connected'),
    disconnected: t('chat.disconnected'),
    expired: t('chat.unauthorized'),
    closed: refusalText ?? t('chat.status.closed'),
  }[status];
  const problem = status === 'expired' || status === 'closed';
  return (
    <div
      role={problem ? 'alert' : 'status'}
      className={`flex items-start gap-2 px-3 py-1.5 text-xs ${problem ? 'bg-danger/10 text-danger' : 'text-muted'}`}
    >
      <span aria-hidden="true" className={`mt-1 h-2 w-2 shrink-0 rounded-full ${dot[status]}`} />
      <span className="min-w-0 flex-1">{text}</span>
      {!problem && (slowModeSeconds > 0 || followersOnly) && (
        <span className="flex shrink-0 flex-wrap justify-end gap-1">
          {slowModeSeconds > 0 && (
            <span data-mode="slow" className="rounded bg-accent/10 px-1.5 font-semibold text-accent">
              {t('chat.modes.slow', { seconds: slowModeSeconds })}
            </span>
          )}
          {followersOnly && (
            <span data-mode="followers-only" className="rounded bg-accent/10 px-1.5 font-semibold text-accent">
              {t('chat.modes.followersOnly')}
            </span>
          )}
        </span>
      )}
    </div>
  );
}
