import { useState, type ComponentType } from 'react';
import { MemberGate } from '@onair/auth/gates';
import { isFeatureOn } from '@onair/brand';
import { useT } from '@onair/i18n';
import { PageFrame, Panel, TabBar, type TabItem } from '@onair/ui';
import { useMoney } from '../shared/use-money';
import { BalanceSummary } from './BalanceSummary';
import { HeldItems } from './HeldItems';
import { LotList } from './LotList';
import { OrderList } from './OrderList';
import { ReceiptList } from './ReceiptList';
import { SentGifts } from './SentGifts';
import { WalletHistory } from './WalletHistory';

type WalletTab = 'history' | 'items' | 'sentGifts' | 'orders' | 'receipts' | 'validity';

const PANELS: Record<WalletTab, ComponentType> = {
  history: WalletHistory,
  items: HeldItems,
  sentGifts: SentGifts,
  orders: OrderList,
  receipts: ReceiptList,
  validity: LotList,
};

/** /my/wallet: balance, coupon, and the history, items, sent gifts, orders, receipts and currency validity of the member. */
export function WalletPage() {
  const t = useT();
  const money = useMoney();
  const [tab, setTab] = useState<WalletTab>('history');
  const tabs: Array<TabItem<WalletTab>> = [
    { key: 'history', label: t('payments.wallet.history') },
    { key: 'items', label: t('payments.wallet.items') },
    ...(isFeatureOn(money.brand, 'gifts')
      ? [{ key: 'sentGifts' as const, label: t('payments.wallet.sentGifts') }]
      : []),
    ...(isFeatureOn(money.brand, 'luvPurchase')
      ? [{ key: 'orders' as const, label: t('payments.wallet.orders') }]
      : []),
    { key: 'receipts', label: t('payments.wallet.receipts') },
    { key: 'validity', label: t('payments.wallet.validity') },
  ];
  const Content = PANELS[tab];
  return (
    <MemberGate>
      {() => (
        <PageFrame title={t('payments.nav.wallet')} lead={t('payments.wallet.lead', { currency: money.currency })}>
          <BalanceSummary />
          <Panel>
            <TabBar
              label={t('payments.nav.wallet')}
              items={tabs}
              selected={tab}
              onSelect={setTab}
              idPrefix="tab"
              size="sm"
              layout="fit"
            />
            <div role="tabpanel" aria-labelledby={`tab-${tab}`} className="pt-1">
              <Content />
            </div>
          </Panel>
        </PageFrame>
      )}
    </MemberGate>
  );
}
