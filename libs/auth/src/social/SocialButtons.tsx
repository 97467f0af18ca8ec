import { useState } from 'react';
import { isFeatureOn } from '@onair/brand';
import { oauthApi } from '@onair/api-client';
import type { SnsProvider } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { Button } from '@onair/ui';
import { readApiError } from '../shared/api-error';
import { ErrorAlert } from '../shared/ErrorAlert';
import { safeCallbackUrl } from '../shared/safe-callback-url';
import { serverText } from '../shared/server-text';
import { ProviderMark } from './ProviderMark';
import { SOCIAL_LABELS, enabledProviders, type SocialFlags } from './providers';

export type SocialButtonsProps = {
  mode: 'signIn' | 'signUp';
  flags?: SocialFlags;
  /** Where the callback page sends the member afterwards. */
  callbackURL?: string | null;
  /** Leaves for the provider's authorize page; replaceable where a page cannot be left (tests). */
  onAuthorizeUrl?: (url: string) => void;
};

const leaveFor = (url: string) => window.location.assign(url);

/** SPEC section 2: one button per provider whose flag is on, when the brand has social login. */
export function SocialButtons({ mode, flags, callbackURL, onAuthorizeUrl = leaveFor }: SocialButtonsProps) {
  const t = useT();
  const brand = useBrand();
  const [start, starting] = oauthApi.useOauthStartMutation();
  const [pending, setPending] = useState<SnsProvider | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const providers = enabledProviders(flags);
  if (!isFeatureOn(brand, 'socialLogin') || providers.length === 0) return null;

  const go = async (provider: SnsProvider) => {
    setPending(provider);
    try {
      const { authorizeUrl } = await start({ provider, body: { callbackURL: safeCallbackUrl(callbackURL) } }).unwrap();
      onAuthorizeUrl(authorizeUrl);
    } catch (error) {
      const failure = readApiError(error);
      setAlert(failure.alertText ?? (failure.message ? serverText(t, failure) : t('auth.social.unknownError')));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('auth.login.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div role="group" aria-label={t('auth.social.groupLabel')} className="flex flex-col gap-2">
        {providers.map((provider) => (
          <Button
            key={provider}
            variant="secondary"
            fullWidth
            loading={pending === provider}
            disabled={starting.isLoading && pending !== provider}
            onClick={() => void go(provider)}
          >
            {pending !== provider && <ProviderMark provider={provider} />}
            {t(SOCIAL_LABELS[mode][provider])}
          </Button>
        ))}
      </div>
      <ErrorAlert message={alert} onClose={() => setAlert(null)} />
    </div>
  );
}
