import { useCallback } from 'react';
import { membersOnlyShown } from './auth-dialog-slice';
import { useAppDispatch, useAppSelector } from './hooks';
import { selectIsSignedIn } from './session-slice';

/**
 * Guards a members-only action (SPEC.md section 6): a member's action runs; a visitor gets the
 * 회원 전용 dialog instead. Answers whether the action ran.
 *
 *   const membersOnly = useMembersOnly();
 *   <Button onClick={() => membersOnly(follow)}>
 */
export function useMembersOnly() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const dispatch = useAppDispatch();
  return useCallback(
    (action?: () => void) => {
      if (signedIn) {
        action?.();
        return true;
      }
      dispatch(membersOnlyShown());
      return false;
    },
    [signedIn, dispatch],
  );
}
