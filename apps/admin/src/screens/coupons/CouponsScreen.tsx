import { useState } from 'react';
import { Button } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { useTableQuery } from '../../table/use-table-query';
import { ScreenFrame } from '../shared/ScreenFrame';
import { StatusTabs } from '../shared/StatusTabs';
import { useSiteInView } from '../shared/use-site-in-view';
import { CouponBatches } from './CouponBatches';
import { ExchangeEvents } from './ExchangeEvents';

const TABS = ['coupons', 'exchange'] as const;
type Tab = (typeof TABS)[number];

/** Coupon batches and exchange events of the brand in view, one tab each. */
export function CouponsScreen() {
  const t = useConsoleT();
  const site = useSiteInView();
  const query = useTableQuery({ filters: ['tab'], size: 20 });
  const tab: Tab = query.filters['tab'] === 'exchange' ? 'exchange' : 'coupons';
  const [creating, setCreating] = useState(false);
  return (
    <ScreenFrame
      title={t('console.coupons.title')}
      lead={t('console.coupons.lead', { brand: site })}
      actions={
        <Button onClick={() => setCreating(true)}>
          {t(tab === 'coupons' ? 'console.coupons.create' : 'console.exchange.create')}
        </Button>
      }
    >
      <StatusTabs
        label={t('console.coupons.tabsLabel')}
        statuses={TABS}
        selected={tab}
        onSelect={(next) => query.setFilters({ tab: next })}
        labelOf={(value) => t(`console.coupons.tab.${value}`)}
      />
      {tab === 'coupons' ? (
        <CouponBatches query={query} creating={creating} onCreatingDone={() => setCreating(false)} />
      ) : (
        <ExchangeEvents query={query} creating={creating} onCreatingDone={() => setCreating(false)} />
      )}
    </ScreenFrame>
  );
}
