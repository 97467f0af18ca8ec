import { Link, Navigate, useNavigate } from 'react-router';
import { adminApi } from '@onair/api-client';
import { selectNotice, selectSession, staffSignedIn, type SignInNotice } from '../app/console-slice';
import { useConsoleDispatch, useConsoleSelector } from '../app/hooks';
import { useApiErrorText } from '../i18n/use-api-error-text';
import { useConsoleT, type ConsoleMessageKey } from '../i18n/use-console-t';
import { CredentialsForm } from './CredentialsForm';
import { Notice } from './Notice';
import { SignInFrame } from './SignInFrame';

const NOTICES: Record<SignInNotice, ConsoleMessageKey> = {
  idle: 'console.signIn.idle',
  signedOut: 'console.signIn.signedOut',
  enrolled: 'console.signIn.enrolled',
};

/** Staff sign-in: login, password and a TOTP code (POST /api/admin/session). */
export function SignInPage() {
  const t = useConsoleT();
  const dispatch = useConsoleDispatch();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const session = useConsoleSelector(selectSession);
  const notice = useConsoleSelector(selectNotice);
  const [signIn] = adminApi.useAdminSignInMutation();
  if (session === 'signedIn') return <Navigate to="/" replace />;
  return (
    <SignInFrame title={t('console.signIn.title')} lead={t('console.signIn.lead')}>
      <CredentialsForm
        submitText={t('console.signIn.submit')}
        notice={notice && <Notice>{t(NOTICES[notice])}</Notice>}
        onSubmit={async (body) => {
          const result = await signIn({ body });
          if (result.error) return errorText(result.error);
          dispatch(staffSignedIn(result.data));
          void navigate('/', { replace: true });
          return null;
        }}
      />
      <p className="mt-5 text-center text-sm">
        <Link to="/enrol" className="text-accent underline-offset-2 hover:underline">
          {t('console.signIn.enrolLink')}
        </Link>
      </p>
    </SignInFrame>
  );
}
