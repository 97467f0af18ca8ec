import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useT } from '@onair/i18n';
import { selectAuthDialog, useAppSelector } from '@onair/store';
import { SignupKindTabs } from '../auth-dialog/SignupKindTabs';
import { AuthPageCard } from '../shared/AuthPageCard';
import { SendMemberOn } from './SendMemberOn';

export const SIGNUP_PATHS = { domestic: '/signup', foreigner: '/signup/foreigner' } as const;

/**
 * The signup pages' frame: the domestic/foreigner tabs are links that keep the query string. A member
 * already signed in when the page opened is sent on, as /signin does; one who signs up here is not.
 */
export function SignUpLayout({ kind, children }: { kind: 'domestic' | 'foreigner'; children: ReactNode }) {
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { partnerMode } = useAppSelector(selectAuthDialog);
  return (
    <SendMemberOn>
      <AuthPageCard title={t(kind === 'foreigner' ? 'auth.signup.foreignTitle' : 'auth.signup.title')}>
        <div className="flex flex-col gap-5">
          <SignupKindTabs
            kind={kind}
            disabled={partnerMode}
            onSelect={(next) => void navigate(`${SIGNUP_PATHS[next]}${search}`)}
          />
          {children}
          <p className="text-center text-sm text-muted">
            {t('auth.signup.haveAccount')}{' '}
            <Link to={`/signin${search}`} className="font-semibold text-accent hover:underline">
              {t('auth.tab.signIn')}
            </Link>
          </p>
        </div>
      </AuthPageCard>
    </SendMemberOn>
  );
}
