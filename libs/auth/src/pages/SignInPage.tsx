import { useLocation, useNavigate } from 'react-router';
import { useT } from '@onair/i18n';
import { AuthPageCard } from '../shared/AuthPageCard';
import { SignInForm } from '../sign-in/SignInForm';
import type { SocialFlags } from '../social/providers';
import { SendMemberOn } from './SendMemberOn';
import { useCallbackParam } from './use-callback-param';

/** /signin?callbackURL=…: the login form as a page; a member already signed in is sent on. */
export function SignInPage({ socialFlags }: { socialFlags?: SocialFlags }) {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const callbackURL = useCallbackParam();
  return (
    <SendMemberOn>
      <AuthPageCard title={t('auth.login.title')}>
        <SignInForm
          callbackURL={callbackURL}
          socialFlags={socialFlags}
          onGoSignUp={() => void navigate(`/signup${search}`)}
        />
      </AuthPageCard>
    </SendMemberOn>
  );
}
