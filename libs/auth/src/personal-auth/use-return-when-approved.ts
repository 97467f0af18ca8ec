import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isSitePath } from '@onair/contracts';

/**
 * Where the member came from (?callbackURL=, a path on this site), or null. A check approved while
 * the page is open goes back there by itself: the member came to verify, then to watch.
 */
export function useReturnWhenApproved(approved: boolean | undefined): string | null {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const value = params.get('callbackURL');
  const returnTo = isSitePath(value) ? value : null;
  // undefined until the status is known: an approval found on arrival is not one made here.
  const before = useRef(approved);
  useEffect(() => {
    const was = before.current;
    before.current = approved;
    if (returnTo && was === false && approved === true) void navigate(returnTo);
  }, [approved, returnTo, navigate]);
  return returnTo;
}
