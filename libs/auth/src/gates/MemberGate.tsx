import type { ReactNode } from 'react';
import { selectProfile, selectSessionRestoring, useAppSelector, type SessionProfile } from '@onair/store';
import { LoadingState } from '@onair/ui';
import { SignInRequired } from './SignInRequired';

/** A member's page or section: waits while the session is restored, asks a visitor to sign in. */
export function MemberGate({
  inline = false,
  children,
}: {
  inline?: boolean;
  children: (member: SessionProfile) => ReactNode;
}) {
  const profile = useAppSelector(selectProfile);
  const restoring = useAppSelector(selectSessionRestoring);
  if (restoring) return <LoadingState />;
  if (!profile) return <SignInRequired inline={inline} />;
  return children(profile);
}
