import { selectProfile, selectSessionRestoring, useAppSelector } from '@onair/store';

/** Who is looking: the signed-in member (null for a visitor) and whether the session is still being restored. */
export function useViewer(): { member: ReturnType<typeof selectProfile>; restoring: boolean } {
  const member = useAppSelector(selectProfile);
  const restoring = useAppSelector(selectSessionRestoring);
  return { member, restoring };
}
