import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useT } from '@onair/i18n';
import { Spinner } from '@onair/ui';
import { useGoToSignupCompleted } from '../pages/use-go-to-signup-completed';
import { AuthPageCard } from '../shared/AuthPageCard';
import { ErrorAlert } from '../shared/ErrorAlert';
import { isSnsProvider } from '../social/providers';
import { OAuthSignupForm } from './OAuthSignupForm';
import { useOAuthCallback } from './use-o-auth-callback';

/** /callback/{provider}/authorize?code&state: the social login return (SPEC section 2). */
export function OAuthCallbackPage() {
  const t = useT();
  const navigate = useNavigate();
  const { provider } = useParams();
  const [params] = useSearchParams();
  const state = useOAuthCallback(isSnsProvider(provider) ? provider : null, params.get('code'), params.get('state'));
  const completed = useGoToSignupCompleted(state.step === 'signup' ? state.signup.callbackURL : null);

  if (state.step === 'signup') {
    return (
      <AuthPageCard title={t('auth.oauth.signupTitle')}>
        <OAuthSignupForm signup={state.signup} onSignedUp={completed} />
      </AuthPageCard>
    );
  }
  return (
    <section className="flex min-h-[40vh] items-center justify-center gap-2 px-4 text-muted">
      {state.step === 'working' && (
        <>
          <Spinner />
          <p>{t('auth.social.processing')}</p>
        </>
      )}
      <ErrorAlert message={state.step === 'failed' ? state.message : null} onClose={() => void navigate('/', { replace: true })} />
    </section>
  );
}
