import { useFormatDateTime, useT } from '@onair/i18n';
import { counterpartOf, type MemberMessage, type MessageBoxKind } from './message-types';

/**
 * One message in a box: a tick box, who it is from (or to), the start of its text and when. An
 * unread received message is bold with a dot and says so to screen readers; sent ones say whether
 * the recipient has read them.
 */
export function MessageRow({
  box,
  message,
  ticked,
  onTick,
  onOpen,
}: {
  box: MessageBoxKind;
  message: MemberMessage;
  ticked: boolean;
  onTick: (ticked: boolean) => void;
  onOpen: () => void;
}) {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const other = counterpartOf(message, box);
  const unread = message.readAt === null;
  const name = t('member.messages.who', { nickname: other.nickname, loginId: other.loginId });
  return (
    <li className={`flex items-start gap-1 py-1 ${unread && box === 'received' ? 'font-semibold' : ''}`}>
      {/* The label gives the small box a finger-sized target on a phone. */}
      <label className="-ml-3 flex size-10 shrink-0 cursor-pointer items-center justify-center">
        <input
          type="checkbox"
          checked={ticked}
          onChange={(event) => onTick(event.target.checked)}
          aria-label={t('member.messages.tick', { name })}
          className="size-4 cursor-pointer accent-accent"
        />
      </label>
      <button
        type="button"
        onClick={onOpen}
        className="flex min-h-10 min-w-0 flex-1 cursor-pointer flex-col gap-1 py-2.5 text-left sm:flex-row sm:items-center sm:gap-3"
      >
        <span className="flex min-w-0 items-center gap-2 sm:w-64 sm:shrink-0">
          {box === 'received' && unread && (
            <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-accent" />
          )}
          <span className="truncate text-sm text-text">{name}</span>
        </span>
        <span className="min-w-0 flex-1 truncate text-sm text-text">{message.content}</span>
        <span className="flex shrink-0 items-center gap-2 text-xs text-muted">
          <span className={unread ? 'text-accent' : undefined}>
            {/* One pair of words in both boxes: 안 읽음 and 읽음 (the sent box: whether the recipient has read it). */}
            {t(unread ? 'member.messages.unread' : 'member.messages.read')}
          </span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </span>
      </button>
    </li>
  );
}
