import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingState } from '@onair/ui';
import { safeCallbackUrl } from '../shared/safe-callback-url';
import { useCallbackParam } from './use-callback-param';
import { useMemberOnArrival } from './use-member-on-arrival';

/**
 * The sign-in and signup pages' gate: a member who was already signed in when the page opened has
 * nothing to do there and is sent on to callbackURL (else home), as SOOP and Twitch do. While the
 * session is restored nothing is shown, so the form does not flash up first.
 */
export function SendMemberOn({ children }: { children: ReactNode }) {
  const callbackURL = useCallbackParam();
  const memberOnArrival = useMemberOnArrival();
  if (memberOnArrival === null) return <LoadingState />;
  if (memberOnArrival) return <Navigate to={safeCallbackUrl(callbackURL)} replace />;
  return children;
}
