import { useEffect, useState } from 'react';
import { selectProfile, selectSessionRestoring, useAppSelector } from '@onair/store';

/**
 * Whether the reader was already signed in when the page opened: null while the session is being
 * restored, then fixed. A sign-in made on the page itself does not change it, so the form's own
 * redirect (after its 100 ms) stays the only one.
 */
export function useMemberOnArrival(): boolean | null {
  const profile = useAppSelector(selectProfile);
  const restoring = useAppSelector(selectSessionRestoring);
  const [onArrival, setOnArrival] = useState<boolean | null>(restoring ? null : profile !== null);
  useEffect(() => {
    if (onArrival === null && !restoring) setOnArrival(profile !== null);
  }, [onArrival, restoring, profile]);
  return onArrival;
}
