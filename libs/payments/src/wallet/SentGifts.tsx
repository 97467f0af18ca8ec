import { useState } from 'react';
import { luvApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useFormatDateTime, useT } from '@onair/i18n';
import { PagedList } from '@onair/ui';
import { itemQuantity } from '../shared/item-label';
import { ListRow } from '../shared/ListRow';
import { useMoney } from '../shared/use-money';
import { MistakenGiftAction } from './MistakenGiftAction';

/** Gifts the member sent (GET /api/luv/sent-list), with the message that went along and the mistake report. */
export function SentGifts() {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  const [page, setPage] = useState(1);
  const query = luvApi.useLuvSentListQuery({ page, size: PAGE_SIZES.items });
  return (
    <PagedList
      query={query}
      label={t('payments.wallet.sentGifts')}
      empty={t('payments.wallet.sentGiftsEmpty')}
      onPage={setPage}
    >
      {(gift) => (
        <ListRow
          key={gift.giftId}
          title={gift.channelName}
          detail={[formatDateTime(gift.createdAt), gift.message].filter(Boolean).join(' · ')}
          figure={<span className="font-semibold">{itemQuantity(t, money, gift.itemCode, gift.amount)}</span>}
          action={<MistakenGiftAction gift={gift} />}
        />
      )}
    </PagedList>
  );
}
