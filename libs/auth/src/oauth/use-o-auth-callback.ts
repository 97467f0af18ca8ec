import { useEffect, useRef, useState } from 'react';
import { oauthApi } from '@onair/api-client';
import type { SnsProvider } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { signedIn, useAppDispatch } from '@onair/store';
import { readApiError } from '../shared/api-error';
import { serverText } from '../shared/server-text';
import { signInErrorMessage } from '../sign-in/sign-in-error-message';
import { useGoToCallback } from '../shared/use-go-to-callback';

export type PendingSignup = { provider: SnsProvider; accessToken: string; suggestedNickname: string; callbackURL: string };

type CallbackState =
  | { step: 'working' }
  | { step: 'signup'; signup: PendingSignup }
  | { step: 'failed'; message: string };

/**
 * Finishes the provider's flow once: a linked member is signed in and sent to callbackURL after
 * 100 ms; a new one gets the short signup form; anything else is a message for the alert.
 */
export function useOAuthCallback(provider: SnsProvider | null, code: string | null, oauthState: string | null) {
  const t = useT();
  const dispatch = useAppDispatch();
  const goToCallback = useGoToCallback();
  const [finish] = oauthApi.useOauthCallbackMutation();
  const [state, setState] = useState<CallbackState>(() =>
    provider && code && oauthState ? { step: 'working' } : { step: 'failed', message: t('auth.invalidAccess') },
  );
  // The code is single-use: StrictMode's second effect run must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!provider || !code || !oauthState || sent.current) return;
    sent.current = true;
    finish({ provider, body: { code, state: oauthState } })
      .unwrap()
      .then((result) => {
        if (result.status === 'signedIn') {
          dispatch(signedIn(result.profile));
          goToCallback(result.callbackURL);
        } else {
          setState({ step: 'signup', signup: { provider, ...result } });
        }
      })
      .catch((error: unknown) => {
        const failure = readApiError(error);
        // A blocked member reads the same words, with the block's end, as at the password sign-in.
        const message =
          failure.status === 423
            ? signInErrorMessage(t, failure)
            : (failure.alertText ?? (failure.message ? serverText(t, failure) : t('auth.social.unknownError')));
        setState({ step: 'failed', message });
      });
  }, [provider, code, oauthState, finish, dispatch, goToCallback, t]);

  return state;
}
