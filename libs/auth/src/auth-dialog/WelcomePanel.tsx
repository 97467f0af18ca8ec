import { useT } from '@onair/i18n';
import { Button } from '@onair/ui';

export const PERSONAL_AUTH_PATH = '/my/personal-auth';

export type WelcomePanelProps = {
  nickname: string;
  onVerifyIdentity: () => void;
  onLater: () => void;
};

/** SPEC section 2: after signup, the nickname and a button to verify identity. */
export function WelcomePanel({ nickname, onVerifyIdentity, onLater }: WelcomePanelProps) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <p className="text-lg font-bold text-text">{t('auth.signup.welcome', { nickname })}</p>
      <p className="text-muted">{t('auth.signup.welcomeText')}</p>
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
