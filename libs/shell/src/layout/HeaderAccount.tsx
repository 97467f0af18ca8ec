import { useT } from '@onair/i18n';
import { selectProfile, selectSessionRestoring, useAppSelector } from '@onair/store';
import { BalanceChip } from '@onair/payments/nav';
import { NotificationBell, UnreadMessagesBadge } from '@onair/member/nav';
import { Button } from '@onair/ui';
import { useOpenAuthDialog } from '../session/use-open-auth-dialog';
import { AccountMenu } from './AccountMenu';
import { LogoutButton } from './LogoutButton';

/**
 * The header's account corner: 로그인 and 회원가입 for a visitor; for a member the balance (where the
 * brand sells its currency), the notification bell, unread messages, the nickname opening their pages, and 로그아웃.
 */
export function HeaderAccount() {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  const restoring = useAppSelector(selectSessionRestoring);
  const openAuthDialog = useOpenAuthDialog();

  // A member's page load: hold the corner for a moment rather than flash 로그인 at a member.
  if (restoring) return <div aria-hidden className="h-8 w-32" />;
  if (!profile) {
    return (
      <div className="flex items-center gap-1.5 sm:gap-2">
        {/* The small buttons of a desktop header; on a phone 40 px tall, a thumb's size. */}
        <Button variant="ghost" size="sm" className="max-sm:h-10" onClick={() => openAuthDialog('signIn')}>
          {t('nav.login')}
        </Button>
        <Button size="sm" className="max-sm:h-10" onClick={() => openAuthDialog('signUp')}>
          {t('nav.signup')}
        </Button>
      </div>
    );
  }

  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-3">
      <BalanceChip />
      <NotificationBell />
      <UnreadMessagesBadge />
      <AccountMenu nickname={profile.nickname} />
      <LogoutButton />
    </div>
  );
}
