import { lazy, Suspense } from 'react';
import { useT } from '@onair/i18n';
import { selectProfile, selectSessionRestoring, useAppSelector } from '@onair/store';
import { Button } from '@onair/ui';
import { useOpenAuthDialog } from '../session/use-open-auth-dialog';

// A member's corner (MemberCorner.tsx) and the API calls behind it load only for a member: a
// visitor's first screen carries none of it. Asked for as soon as a session is being restored.
const loadMemberCorner = () => import('./MemberCorner');
const MemberCorner = lazy(async () => ({ default: (await loadMemberCorner()).MemberCorner }));

/** Holds the corner while a member's session is restored or their corner loads, rather than flash 로그인. */
const placeholder = <div aria-hidden className="h-8 w-32" />;

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
  if (restoring) {
    void loadMemberCorner();
    return placeholder;
  }
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
    <Suspense fallback={placeholder}>
      <MemberCorner nickname={profile.nickname} />
    </Suspense>
  );
}
