import { BalanceChip } from '@onair/payments/header';
import { NotificationBell, UnreadMessagesBadge } from '@onair/member/header';
import { AccountMenu } from './AccountMenu';
import { LogoutButton } from './LogoutButton';

/** The header's corner for a member: the balance (where the brand sells its currency), the bell, unread messages, the nickname's menu and 로그아웃. */
export function MemberCorner({ nickname }: { nickname: string }) {
  return (
    <div className="flex min-w-0 items-center gap-1 sm:gap-3">
      <BalanceChip />
      <NotificationBell />
      <UnreadMessagesBadge />
      <AccountMenu nickname={nickname} />
      <LogoutButton />
    </div>
  );
}
