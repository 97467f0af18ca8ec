import { useState } from 'react';
import { luvApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';
import { PagedList } from '@onair/ui';
import { itemQuantity } from '../shared/item-label';
import { ListRow } from '../shared/ListRow';
import { useMoney } from '../shared/use-money';

/** Gifts the channel received (GET /api/luv/received-list): who, how much, what reached the streamer. */
export function ReceivedGifts() {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const query = luvApi.useLuvReceivedListQuery({ page, size: PAGE_SIZES.items });
  return (
    <PagedList
      query={query}
      label={t('payments.earnings.receivedGifts')}
      empty={t('payments.earnings.receivedEmpty')}
      onPage={setPage}
    >
      {(gift) => (
        <ListRow
          key={gift.giftId}
          title={gift.senderNickname}
          detail={[formatDateTime(gift.createdAt), gift.message].filter(Boolean).join(' · ')}
          figure={
            <span className="text-right">
              <span className="block font-semibold">{itemQuantity(t, money, gift.itemCode, gift.amount)}</span>
              {gift.netAmount !== gift.amount && (
                <span className="block text-xs text-muted">
                  {t('payments.earnings.net', { amount: itemQuantity(t, money, gift.itemCode, gift.netAmount) })}
                </span>
              )}
            </span>
          }
        />
      )}
    </PagedList>
  );
}
