import { useState } from 'react';
import { useT } from '@onair/i18n';
import { selectProfile, selectSessionRestoring, signOut, useAppDispatch, useAppSelector } from '@onair/store';
import { BalanceChip } from '@onair/payments/nav';
import { UnreadMessagesBadge } from '@onair/member/nav';
import { Button } from '@onair/ui';
import { useOpenAuthDialog } from '../session/use-open-auth-dialog';
import { AccountMenu } from './AccountMenu';

/**
 * The header's account corner: 로그인 and 회원가입 for a visitor; for a member the balance (where the
 * brand sells its currency), unread messages, the nickname opening their pages, and 로그아웃.
 */
export function HeaderAccount() {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  const restoring = useAppSelector(selectSessionRestoring);
  const dispatch = useAppDispatch();
  const openAuthDialog = useOpenAuthDialog();
  const [signingOut, setSigningOut] = useState(false);

  // A member's page load: hold the corner for a moment rather than flash 로그인 at a member.
  if (restoring) return <div aria-hidden className="h-8 w-32" />;
  if (!profile) {
    return (
      <div className="flex items-center gap-1.5 sm:gap-2">
        <Button variant="ghost" size="sm" onClick={() => openAuthDialog('signIn')}>
          {t('nav.login')}
        </Button>
        <Button size="sm" onClick={() => openAuthDialog('signUp')}>
          {t('nav.signup')}
        </Button>
      </div>
    );
  }

  const logout = async () => {
    setSigningOut(true);
    await dispatch(signOut());
    setSigningOut(false);
  };
  return (
    <div className="flex min-w-0 items-center gap-1.5 sm:gap-3">
      <BalanceChip />
      <UnreadMessagesBadge />
      <AccountMenu nickname={profile.nickname} />
      <Button variant="secondary" size="sm" loading={signingOut} onClick={logout}>
        {t('nav.logout')}
      </Button>
    </div>
  );
}
