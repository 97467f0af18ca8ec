import { useState } from 'react';
import { luvApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';
import { PagedList } from '@onair/ui';
import { ListRow } from '../shared/ListRow';
import { SignedQuantity } from '../shared/SignedQuantity';
import { reasonKey } from './ledger-reasons';

/** Every movement of the wallet (GET /api/luv/history), newest first, 10 a page, with the channel it went to. */
export function WalletHistory() {
  const t = useT();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const query = luvApi.useLuvHistoryQuery({ page, size: PAGE_SIZES.items });
  return (
    <PagedList
      query={query}
      label={t('payments.wallet.history')}
      empty={t('payments.wallet.historyEmpty')}
      onPage={setPage}
    >
      {(movement) => (
        <ListRow
          // One transaction moves several items (a grant of luv and event items): txId alone repeats.
          key={`${movement.txId}-${movement.itemCode}`}
          // 선물 · 온에어 공식 채널: where a gift, a subscription or an item use went.
          title={
            movement.channelName
              ? `${t(reasonKey(movement.reason))} · ${movement.channelName}`
              : t(reasonKey(movement.reason))
          }
          detail={formatDateTime(movement.createdAt)}
          figure={<SignedQuantity itemCode={movement.itemCode} amount={movement.amount} />}
        />
      )}
    </PagedList>
  );
}
