import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { authDialogOpened, useAppDispatch, type AuthDialogTab } from '@onair/store';
import { callbackPathFor } from './callback-path';

/** Opens the login/signup dialog on a tab, returning to the current page after sign-in. */
export function useOpenAuthDialog() {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  return useCallback(
    (tab: AuthDialogTab) => dispatch(authDialogOpened({ tab, callbackURL: callbackPathFor(pathname, search) })),
    [dispatch, pathname, search],
  );
}
