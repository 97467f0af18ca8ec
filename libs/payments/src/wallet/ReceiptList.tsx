import { useState } from 'react';
import { shoppingsApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { PagedList } from '@onair/ui';
import { ReceiptRow } from './ReceiptRow';

/** Every receipt sent to the member (GET /api/shoppings/receipts): payments, refunds, payouts, newest first. */
export function ReceiptList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = shoppingsApi.useShoppingReceiptsQuery({ page, size: PAGE_SIZES.items });
  return (
    <PagedList query={query} label={t('payments.wallet.receipts')} empty={t('payments.wallet.receiptsEmpty')} onPage={setPage}>
      {(receipt) => <ReceiptRow key={receipt.receiptId} receipt={receipt} />}
    </PagedList>
  );
}
