import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';

/** SPEC section 2: adult-only content can be watched only after identity verification. */
export function AdultOnlyPanel({ onVerifyIdentity, onLater }: { onVerifyIdentity: () => void; onLater: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full border-2 border-danger text-sm font-black text-danger">
        19
      </span>
      <p className="font-semibold text-text">{t('auth.signup.adultOnly')}</p>
      <div className="mt-3 flex w-full flex-col gap-2">
        <Button size="lg" fullWidth onClick={onVerifyIdentity}>
          {t('auth.signup.verifyIdentity')}
        </Button>
        <Button variant="ghost" fullWidth onClick={onLater}>
          {t('auth.signup.later')}
        </Button>
      </div>
    </div>
  );
}
