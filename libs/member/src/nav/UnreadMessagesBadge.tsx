import { Link } from 'react-router';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { selectIsSignedIn, useAppSelector, useBrand } from '@onair/store';
import { useUnreadMessageCount } from '../messages/use-unread-message-count';
import { MEMBER_PATHS } from './paths';

/**
 * The header's way to the message box: an envelope with the number of unread messages (99+ past
 * 99). Absent for visitors and where the brand has no messages.
 */
export function UnreadMessagesBadge() {
  const t = useT();
  const signedIn = useAppSelector(selectIsSignedIn);
  const offered = isFeatureOn(useBrand(), 'messages');
  const count = useUnreadMessageCount();
  if (!signedIn || !offered) return null;
  const label = count > 0 ? t('member.nav.messagesUnread', { count }) : t('member.nav.messages');
  return (
    <Link
      to={MEMBER_PATHS.messages}
      aria-label={label}
      title={label}
      className="relative -m-1 flex size-10 shrink-0 items-center justify-center rounded text-text hover:bg-accent/10 focus-visible:outline-2 focus-visible:outline-accent"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m4 7 8 6 8-6" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -right-1 -top-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-accent px-1 text-[10px] font-bold leading-none text-accent-contrast"
        >
          {count > 99 ? t('member.nav.manyUnread') : count}
        </span>
      )}
    </Link>
  );
}
