import { shoppingsApi } from '@onair/api-client';
import { GUARDIAN_CONSENT_STATUS } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, notify } from '@onair/ui';
import { readMoneyFailure } from '../shared/money-failure';
import { useMoneyErrorText } from '../shared/use-money-error-text';

/** The identity provider's page opens as the personal-auth popup does: small, over the shop. */
const POPUP_FEATURES = 'width=400,height=600';

/**
 * A minor's step before their first payment: the guardian verifies their own identity at the
 * identity provider (a popup), and that approval, with its time, is the recorded consent. The
 * minor is also told that a purchase made without consent may be cancelled (민법 5조).
 */
export function GuardianConsentPanel({ status }: { status: 1 | 2 | 3 | null }) {
  const t = useT();
  const errorText = useMoneyErrorText();
  const [start, { isLoading }] = shoppingsApi.useStartGuardianConsentMutation();

  const ask = async () => {
    // Opened before the request, in the click's own turn, so a popup blocker lets it through.
    const popup = window.open('', 'guardian-consent', POPUP_FEATURES);
    try {
      const answer = await start().unwrap();
      if (answer.url && popup) popup.location.href = answer.url;
      else popup?.close();
    } catch (failure) {
      popup?.close();
      notify.error(errorText(readMoneyFailure(failure)));
    }
  };

  return (
    <section
      aria-labelledby="guardian-consent-title"
      className="flex flex-col gap-3 rounded border border-accent/40 bg-accent/5 p-4"
    >
      <h3 id="guardian-consent-title" className="text-sm font-bold text-text">
        {t('payments.guardian.title')}
      </h3>
      <p className="text-sm text-text">{t('payments.guardian.body')}</p>
      {status === GUARDIAN_CONSENT_STATUS.requested && (
        <p role="status" className="text-sm text-muted">
          {t('payments.guardian.waiting')}
        </p>
      )}
      {status === GUARDIAN_CONSENT_STATUS.refused && (
        <p role="alert" className="text-sm font-medium text-danger">
          {t('payments.guardian.refused')}
        </p>
      )}
      <Button type="button" onClick={() => void ask()} loading={isLoading}>
        {t('payments.guardian.start')}
      </Button>
      <p className="text-xs text-muted">{t('payments.guardian.cancelRight')}</p>
    </section>
  );
}
