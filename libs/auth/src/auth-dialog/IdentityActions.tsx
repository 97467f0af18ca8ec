import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';

export type IdentityActionsProps = { onVerifyIdentity: () => void; onLater: () => void };

/** The two ways out of the panels shown after signup: verify identity now, or later. */
export function IdentityActions({ onVerifyIdentity, onLater }: IdentityActionsProps) {
  const t = useT();
  return (
    <div className="mt-3 flex w-full flex-col gap-2">
      <Button size="lg" fullWidth onClick={onVerifyIdentity}>
        {t('auth.signup.verifyIdentity')}
      </Button>
      <Button variant="ghost" fullWidth onClick={onLater}>
        {t('auth.signup.later')}
      </Button>
    </div>
  );
}
