import { useT } from '@onair/i18n';
import { IdentityActions, type IdentityActionsProps } from './IdentityActions';

/** SPEC section 2: adult-only content can be watched only after identity verification. */
export function AdultOnlyPanel({ onVerifyIdentity, onLater }: IdentityActionsProps) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full border-2 border-danger text-sm font-black text-danger">
        19
      </span>
      <p className="font-semibold text-text">{t('auth.signup.adultOnly')}</p>
      <IdentityActions onVerifyIdentity={onVerifyIdentity} onLater={onLater} />
    </div>
  );
}
