import { useNavigate } from 'react-router';
import { useT } from '@onair/i18n';
import { selectProfile, useAppSelector } from '@onair/store';
import { Button } from '@onair/ui';
import { personalAuthPath } from '../personal-auth/personal-auth-path';
import { AuthPageCard } from '../shared/AuthPageCard';
import { safeCallbackUrl } from '../shared/safe-callback-url';
import { useCallbackParam } from './use-callback-param';

/** /completed/signup: the welcome page, with identity verification and a start button to callbackURL. */
export function SignupCompletedPage() {
  const t = useT();
  const navigate = useNavigate();
  const profile = useAppSelector(selectProfile);
  const callbackURL = useCallbackParam();
  return (
    <AuthPageCard title={t('auth.completed.signupTitle')}>
      <div className="flex flex-col gap-3 text-center">
        {profile && <p className="text-lg font-bold">{t('auth.signup.welcome', { nickname: profile.nickname })}</p>}
        <p className="text-muted">{t('auth.completed.signupText')}</p>
        <div className="mt-3 flex flex-col gap-2">
          <Button size="lg" fullWidth onClick={() => void navigate(safeCallbackUrl(callbackURL))}>
            {t('auth.completed.start')}
          </Button>
          {profile && (
            <Button variant="secondary" fullWidth onClick={() => void navigate(personalAuthPath(safeCallbackUrl(callbackURL)))}>
              {t('auth.signup.verifyIdentity')}
            </Button>
          )}
        </div>
      </div>
    </AuthPageCard>
  );
}
