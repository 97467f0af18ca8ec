import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { IdentityActions, type IdentityActionsProps } from './IdentityActions';

export type WelcomePanelProps = IdentityActionsProps & { nickname: string };

/** SPEC section 2: after signup, the nickname and a button to verify identity. */
export function WelcomePanel({ nickname, onVerifyIdentity, onLater }: WelcomePanelProps) {
  const t = useT();
  // Verification unlocks adult broadcasts; on a brand without them it unlocks no broadcast, so the
  // panel must not promise any.
  const text = isFeatureOn(useBrand(), 'adultBroadcast') ? 'auth.signup.welcomeText' : 'auth.signup.welcomeTextNoAdult';
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <p className="text-lg font-bold text-text">{t('auth.signup.welcome', { nickname })}</p>
      <p className="text-muted">{t(text)}</p>
      <IdentityActions onVerifyIdentity={onVerifyIdentity} onLater={onLater} />
    </div>
  );
}
