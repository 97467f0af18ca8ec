import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { shoppingsApi } from '@onair/api-client';
import { FeatureGate } from '@onair/auth/gates';
import { useT } from '@onair/i18n';
import { PageFrame, QueryState, TabBar } from '@onair/ui';
import { PAYMENT_PATHS } from '../nav/paths';
import { BalanceBadge } from '../shared/BalanceBadge';
import { NewServiceLink, useNoPurchaseText } from '../shared/no-purchase';
import { OwedNotice } from '../shared/OwedNotice';
import { PurchaseRightsNotice } from '../shared/PurchaseRightsNotice';
import { useMoney } from '../shared/use-money';
import { ShopOrderForm } from './ShopOrderForm';
import { PurchaseRulesNotice } from './PurchaseRulesNotice';
import { useGuardianPopupReturn } from './guardian-popup-return';
import { liveRoomPath, rememberLiveReturn } from './live-return';
import { useShopQuery, type ShopTab } from './shop-query';

/**
 * /luv/shop: currency packages and item packages, bought at the gateway; what is owed is paid first.
 * Where the brand no longer sells its currency, a bookmarked shop says why, and leads to the wallet
 * (what is held can still be spent) and, on a brand being moved, to the new service.
 */
export function ShopPage() {
  const t = useT();
  const noPurchase = useNoPurchaseText();
  const offAction =
    'inline-flex h-10 items-center rounded border border-border bg-surface px-4 text-sm font-semibold text-text hover:border-accent';
  return (
    <FeatureGate
      flag="luvPurchase"
      off={
        noPurchase === null
          ? undefined
          : {
              text: noPurchase,
              actions: (
                <>
                  <NewServiceLink className={offAction} />
                  <Link to={PAYMENT_PATHS.wallet} className={offAction}>
                    {t('payments.nav.wallet')}
                  </Link>
                </>
              ),
            }
      }
    >
      <Shop />
    </FeatureGate>
  );
}

function Shop() {
  const t = useT();
  const { currency, currencyAtStart } = useMoney();
  const query = useShopQuery();
  const [tab, setTab] = useState<ShopTab>(query.tab);
  const products = shoppingsApi.useShoppingProductsQuery();
  const [params] = useSearchParams();
  const from = liveRoomPath(params.get('from'));
  const retry = query.productCode !== null;
  useGuardianPopupReturn(params.get('guardianConsent'));
  useEffect(() => {
    // A retry after a failed payment (?product=…) keeps the room the first try came from.
    if (from || !retry) rememberLiveReturn(from);
  }, [from, retry]);
  return (
    <PageFrame
      title={t('payments.shop.title', { currency })}
      lead={t('payments.shop.lead', { currency })}
      actions={<BalanceBadge />}
    >
      <OwedNotice />
      <TabBar
        label={t('payments.shop.title', { currency })}
        idPrefix="tab"
        size="sm"
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'luv', label: t('payments.shop.tabCurrency', { currency: currencyAtStart }) },
          { key: 'flax', label: t('payments.shop.tabItems') },
        ]}
      />
      <div role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <QueryState query={products}>
          {(catalog) => (
            <ShopOrderForm
              key={tab}
              kind={tab}
              products={catalog[tab]}
              initialProduct={tab === query.tab ? query.productCode : null}
              initialMethod={query.method}
            />
          )}
        </QueryState>
      </div>
      <PurchaseRulesNotice />
      <PurchaseRightsNotice />
    </PageFrame>
  );
}
