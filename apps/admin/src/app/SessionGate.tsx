import { useEffect, type ReactNode } from 'react';
import { adminApi } from '@onair/api-client';
import { LoadingState } from '@onair/ui';
import { selectSession, staffSignedIn, staffSignedOut } from './console-slice';
import { useConsoleDispatch, useConsoleSelector } from './hooks';

/** At start, GET /api/admin/me says whether the staff cookie still holds a live session. */
export function SessionGate({ children }: { children: ReactNode }) {
  const dispatch = useConsoleDispatch();
  const session = useConsoleSelector(selectSession);
  useEffect(() => {
    if (session !== 'restoring') return;
    const request = dispatch(adminApi.adminEndpoints.endpoints.adminMe.initiate(undefined, { subscribe: false }));
    void request.then((result) => dispatch(result.data ? staffSignedIn(result.data) : staffSignedOut(null)));
  }, [dispatch, session]);
  if (session === 'restoring') return <LoadingState />;
  return children;
}
