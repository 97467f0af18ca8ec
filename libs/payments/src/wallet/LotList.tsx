import { shoppingsApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { QueryState } from '@onair/ui';
import { ListRow } from '../shared/ListRow';
import { PurchaseRightsNotice } from '../shared/PurchaseRightsNotice';
import { useMoney } from '../shared/use-money';

const SOURCE_KEYS = {
  purchase: 'payments.wallet.lotSourcePurchase',
  free: 'payments.wallet.lotSourceFree',
  opening: 'payments.wallet.lotSourceOpening',
} as const;

/** The member's currency lot by lot (oldest first, the order it is spent in) with each lot's validity. */
export function LotList() {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const query = shoppingsApi.useShoppingWalletLotsQuery();
  return (
    <div className="space-y-4">
      <QueryState query={query}>
        {({ lots }) =>
          lots.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted">{t('payments.wallet.validityEmpty', { currency: money.currency })}</p>
          ) : (
            <ul aria-label={t('payments.wallet.validity')} className="divide-y divide-border">
              {lots.map((lot) => (
                <ListRow
                  key={lot.lotId}
                  title={`${t(SOURCE_KEYS[lot.source])} · ${formatDateTime(lot.acquiredAt)}`}
                  detail={t('payments.wallet.lotExpires', { date: formatDateTime(lot.expiresAt) })}
                  figure={
                    <span className="font-semibold">
                      {t('payments.wallet.lotRemaining', { remaining: lot.remaining, quantity: lot.quantity })}
                    </span>
                  }
                  action={
                    lot.expiringSoon && (
                      <span className="rounded bg-surface-raised px-2 py-0.5 text-xs font-semibold text-danger">
                        {t('payments.wallet.lotExpiringSoon')}
                      </span>
                    )
                  }
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      <PurchaseRightsNotice />
    </div>
  );
}
