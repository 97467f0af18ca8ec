import { Link, useNavigate } from 'react-router';
import { adminApi } from '@onair/api-client';
import { noticeShown } from '../app/console-slice';
import { useConsoleDispatch } from '../app/hooks';
import { useApiErrorText } from '../i18n/use-api-error-text';
import { useConsoleT } from '../i18n/use-console-t';
import { CredentialsForm } from './CredentialsForm';
import { SignInFrame } from './SignInFrame';

/**
 * An invitee's first code (POST /api/admin/enrolment): it activates the account but does not sign
 * in, so the sign-in page follows, saying so.
 */
export function EnrolPage() {
  const t = useConsoleT();
  const dispatch = useConsoleDispatch();
  const navigate = useNavigate();
  const errorText = useApiErrorText();
  const [enrol] = adminApi.useAdminEnrolMutation();
  return (
    <SignInFrame title={t('console.enrol.title')} lead={t('console.enrol.lead')}>
      <CredentialsForm
        submitText={t('console.enrol.submit')}
        onSubmit={async (body) => {
          const result = await enrol({ body });
          if (result.error) return errorText(result.error);
          dispatch(noticeShown('enrolled'));
          void navigate('/sign-in', { replace: true });
          return null;
        }}
      />
      <p className="mt-5 text-center text-sm">
        <Link to="/sign-in" className="text-accent underline-offset-2 hover:underline">
          {t('console.enrol.back')}
        </Link>
      </p>
    </SignInFrame>
  );
}
