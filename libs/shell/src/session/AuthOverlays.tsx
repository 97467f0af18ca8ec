import { lazy, Suspense } from 'react';
import {
  selectAuthDialog,
  selectIsSignedIn,
  selectMembersOnlyShown,
  selectSessionExpired,
  useAppSelector,
} from '@onair/store';
import { useShownOnce } from '@onair/ui';
import { lazyAuth } from '../lazy-auth';

const AuthDialog = lazyAuth('AuthDialog');
// The 회원 전용 and session-expired dialogs load the first time they are needed, not with every page.
const MembersOnlyGate = lazy(async () => ({ default: (await import('./MembersOnlyGate')).MembersOnlyGate }));
const SessionExpiredGate = lazy(async () => ({ default: (await import('./SessionExpiredGate')).SessionExpiredGate }));
// Asks a member only, so it loads for a member only.
const RulesUpdateGate = lazy(async () => ({ default: (await import('./RulesUpdateGate')).RulesUpdateGate }));

/** Every auth dialog a page may need, mounted once in the layout; each opens from the store. */
export function AuthOverlays() {
  const { open } = useAppSelector(selectAuthDialog);
  const signedIn = useAppSelector(selectIsSignedIn);
  const membersOnly = useShownOnce(useAppSelector(selectMembersOnlyShown));
  const sessionExpired = useShownOnce(useAppSelector(selectSessionExpired));
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {membersOnly && <MembersOnlyGate />}
        {sessionExpired && <SessionExpiredGate />}
      </Suspense>
      {signedIn && (
        <Suspense fallback={null}>
          <RulesUpdateGate />
        </Suspense>
      )}
    </>
  );
}
