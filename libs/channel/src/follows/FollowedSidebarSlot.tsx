import { lazy, Suspense } from 'react';
import { selectIsSignedIn, useAppSelector } from '@onair/store';

// The sidebar and its API calls load only for a member: a visitor's first screen carries none of it.
const FollowedSidebar = lazy(async () => ({ default: (await import('./FollowedSidebar')).FollowedSidebar }));

/** Where the layout puts the followed-channels sidebar (FollowedSidebar.tsx): nothing for a visitor. */
export function FollowedSidebarSlot() {
  const signedIn = useAppSelector(selectIsSignedIn);
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <FollowedSidebar />
    </Suspense>
  );
}
