import { useState } from 'react';
import { Link } from 'react-router';
import { authApi } from '@onair/api-client';
import { isFeatureOn } from '@onair/brand';
import { IDENTITY_STATUS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { useBrand } from '@onair/store';
import { Button, Spinner } from '@onair/ui';
import { PhoneVerification } from '../phone/PhoneVerification';
import { readApiError } from '../shared/api-error';
import { AuthPageCard } from '../shared/AuthPageCard';
import { FieldMessage } from '../shared/FieldMessage';
import { failureText } from '../shared/server-text';
import { STATUS_KEYS } from './status-keys';
import { useCloseReturnedPopup } from './use-close-returned-popup';
import { usePopupWindow } from './use-popup-window';
import { useReturnWhenApproved } from './use-return-when-approved';

/**
 * /my/personal-auth: the identity-verification status; domestic members verify at the provider in
 * a popup, foreign members by phone (SPEC sections 1 and 2).
 */
export function PersonalAuthPage() {
  const t = useT();
  // Only a brand with adult broadcasts has broadcasts that verification unlocks.
  const purpose = isFeatureOn(useBrand(), 'adultBroadcast') ? 'auth.personalAuth.text' : 'auth.personalAuth.textNoAdult';
  const status = authApi.usePersonalAuthQuery({ type: 'status' });
  const [startCheck, starting] = authApi.useStartPersonalAuthMutation();
  const [message, setMessage] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  useCloseReturnedPopup();
  const returnTo = useReturnWhenApproved(status.data ? status.data.status === IDENTITY_STATUS.approved : undefined);
  const openPopup = usePopupWindow(() => {
    setWaiting(false);
    void status.refetch();
  });

  const start = async () => {
    setMessage(null);
    try {
      // The mutation refetches the status; a member with nothing to start gets no url.
      const { url } = await startCheck().unwrap();
      if (!url) return;
      if (openPopup(url, 'personalAuth')) setWaiting(true);
      else setMessage(t('auth.personalAuth.popupBlocked'));
    } catch (failure) {
      setMessage(failureText(t, failure, t('auth.social.unknownError')));
    }
  };

  const body = () => {
    if (status.isLoading) return <Spinner />;
    if (status.isError || !status.data) {
      const failure = readApiError(status.error);
      return (
        <FieldMessage>
          {failure.status === 401 ? t('auth.membersOnly.text') : t('auth.social.unknownError')}
        </FieldMessage>
      );
    }
    const { data } = status;
    const approved = data.status === IDENTITY_STATUS.approved;
    return (
      <>
        <dl className="flex items-center justify-between rounded border border-border bg-surface-raised px-4 py-3">
          <dt className="text-sm text-muted">{t('auth.personalAuth.statusLabel')}</dt>
          <dd className={approved ? 'font-semibold text-success' : 'font-semibold'}>{t(STATUS_KEYS[data.status])}</dd>
        </dl>
        {!approved && data.method === 'phone' && (
          <>
            <p className="text-sm text-muted">{t('auth.personalAuth.foreignText')}</p>
            <PhoneVerification purpose="personal-auth" onVerifiedChange={(proof) => proof && void status.refetch()} />
          </>
        )}
        {!approved && data.method === 'provider' && (
          <>
            <p className="text-sm text-muted">{t(purpose)}</p>
            {waiting && <p className="text-sm">{t('auth.personalAuth.waiting')}</p>}
            <Button size="lg" fullWidth loading={starting.isLoading} onClick={() => void start()}>
              {t('auth.personalAuth.start')}
            </Button>
          </>
        )}
        <FieldMessage>{message}</FieldMessage>
        {returnTo && (
          <Link to={returnTo} className="text-center text-sm font-semibold text-accent hover:underline">
            {t('auth.personalAuth.back')}
          </Link>
        )}
      </>
    );
  };

  return (
    <AuthPageCard title={t('auth.personalAuth.title')}>
      <div className="flex flex-col gap-4">{body()}</div>
    </AuthPageCard>
  );
}
