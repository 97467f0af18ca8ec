import { useState } from 'react';
import { myApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { PagedList } from '@onair/ui';
import { itemName } from '../shared/item-label';
import { ListRow } from '../shared/ListRow';
import { useMoney } from '../shared/use-money';

/** The items the member holds (GET /api/my/items): room passes, subscription tickets, event items. */
export function HeldItems() {
  const t = useT();
  const money = useMoney();
  const [page, setPage] = useState(1);
  const query = myApi.useMyItemsQuery({ page, size: PAGE_SIZES.items });
  return (
    <PagedList
      query={query}
      label={t('payments.wallet.items')}
      empty={t('payments.wallet.itemsEmpty')}
      onPage={setPage}
    >
      {(item) => (
        <ListRow
          key={item.itemCode}
          title={itemName(t, { currency: money.currencyAtStart }, item.itemCode)}
          figure={<span className="font-semibold">{t('payments.item.count', { count: item.quantity })}</span>}
        />
      )}
    </PagedList>
  );
}
