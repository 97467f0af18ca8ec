import { Link } from 'react-router';
import { useT } from '@onair/i18n';

/** The identity check page (libs/auth PersonalAuthPage), where a member verifies before registering a payout account. */
export const PERSONAL_AUTH_PATH = '/my/personal-auth';

/** Said instead of the account fields while the member's identity is not verified: the API would refuse them. */
export function IdentityRequired() {
  const t = useT();
  return (
    <div role="note" className="flex flex-col gap-2 rounded border border-border bg-surface-raised px-4 py-3 text-sm">
      <p>{t('payments.bank.identityRequired')}</p>
      <Link to={PERSONAL_AUTH_PATH} className="font-semibold text-accent hover:underline">
        {t('payments.bank.verifyIdentity')}
      </Link>
    </div>
  );
}
