import { Navigate, useLocation, useNavigate } from 'react-router';
import { useT } from '@onair/i18n';
import { LoadingState } from '@onair/ui';
import { AuthPageCard } from '../shared/AuthPageCard';
import { safeCallbackUrl } from '../shared/safeCallbackUrl';
import { SignInForm } from '../sign-in/SignInForm';
import type { SocialFlags } from '../social/providers';
import { useCallbackParam } from './useCallbackParam';
import { useMemberOnArrival } from './useMemberOnArrival';

/**
 * /signin?callbackURL=…: the login form as a page. A member who is already signed in has nothing
 * to do here and is sent on to where they came from (callbackURL, else home), as SOOP and Twitch do.
 */
export function SignInPage({ socialFlags }: { socialFlags?: SocialFlags }) {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const callbackURL = useCallbackParam();
  const memberOnArrival = useMemberOnArrival();
  if (memberOnArrival === null) return <LoadingState />;
  if (memberOnArrival) return <Navigate to={safeCallbackUrl(callbackURL)} replace />;
  return (
    <AuthPageCard title={t('auth.login.title')}>
      <SignInForm
        callbackURL={callbackURL}
        socialFlags={socialFlags}
        onGoSignUp={() => void navigate(`/signup${search}`)}
      />
    </AuthPageCard>
  );
}
