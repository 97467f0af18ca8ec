import { shoppingsApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { useMoney } from './use-money';

/**
 * The member's rights over the brand's currency, as the law asks them to be disclosed before a
 * purchase (전자상거래법 art. 17(6); KCC 2018 guideline): withdrawal within the period, the
 * validity of purchased and free currency, and the expiry notice. Shown on the shop and the wallet.
 */
export function PurchaseRightsNotice() {
  const t = useT();
  const { currency } = useMoney();
  const { data: rights } = shoppingsApi.useShoppingPurchaseRightsQuery();
  if (!rights) return null;
  return (
    <section aria-labelledby="purchase-rights-title" className="rounded border border-border bg-surface p-4 text-sm text-muted">
      <h2 id="purchase-rights-title" className="mb-2 font-semibold text-text">
        {t('payments.rights.title')}
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>{t('payments.rights.withdrawal', { days: rights.withdrawalDays, currency })}</li>
        <li>{t('payments.rights.purchasedValidity', { years: rights.purchasedValidityYears, currency })}</li>
        <li>{t('payments.rights.freeValidity', { days: rights.freeValidityDays, currency })}</li>
        <li>{t('payments.rights.expiryNotice', { days: rights.expiryNoticeDays, currency })}</li>
      </ul>
    </section>
  );
}
