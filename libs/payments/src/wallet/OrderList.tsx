import { useState } from 'react';
import { shoppingsApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { PagedList } from '@onair/ui';
import { OrderRow } from './OrderRow';

/** The member's orders (GET /api/shoppings/payments), newest first. */
export function OrderList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = shoppingsApi.useShoppingPaymentListQuery({ page, size: PAGE_SIZES.items });
  return (
    <PagedList
      query={query}
      label={t('payments.wallet.orders')}
      empty={t('payments.wallet.ordersEmpty')}
      onPage={setPage}
    >
      {(payment) => <OrderRow key={payment.orderId} payment={payment} />}
    </PagedList>
  );
}
