import { Suspense } from 'react';
import { selectAuthDialog, useAppSelector } from '@onair/store';
import { lazyAuth } from '../lazy-auth';
import { MembersOnlyGate } from './MembersOnlyGate';
import { RulesUpdateGate } from './RulesUpdateGate';
import { SessionExpiredGate } from './SessionExpiredGate';

const AuthDialog = lazyAuth('AuthDialog');

/** Every auth dialog a page may need, mounted once in the layout; each opens from the store. */
export function AuthOverlays() {
  const { open } = useAppSelector(selectAuthDialog);
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <AuthDialog />
        </Suspense>
      )}
      <MembersOnlyGate />
      <SessionExpiredGate />
      <RulesUpdateGate />
    </>
  );
}
