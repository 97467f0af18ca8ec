import { useState } from 'react';
import { useT } from '@onair/i18n';
import { selectProfile, selectSessionRestoring, signOut, useAppDispatch, useAppSelector } from '@onair/store';
import { Button } from '@onair/ui';
import { useOpenAuthDialog } from '../session/use-open-auth-dialog';

/** The header's account corner: 로그인 and 회원가입 for a visitor, the nickname and 로그아웃 for a member. */
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
      <span className="min-w-0 max-w-[9rem] truncate text-sm font-semibold sm:max-w-[14rem]" title={profile.nickname}>
        {profile.nickname}
      </span>
      <Button variant="secondary" size="sm" loading={signingOut} onClick={logout}>
        {t('nav.logout')}
      </Button>
    </div>
  );
}
