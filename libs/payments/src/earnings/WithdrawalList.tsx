import { useState } from 'react';
import { luvApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { PagedList } from '@onair/ui';
import { WithdrawalRow } from './WithdrawalRow';

/** The streamer's withdrawal requests (GET /api/luv/withdraw-list), newest first. */
export function WithdrawalList() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = luvApi.useLuvWithdrawListQuery({ page, size: PAGE_SIZES.items });
  return (
    <PagedList
      query={query}
      label={t('payments.withdrawal.list')}
      empty={t('payments.withdrawal.empty')}
      onPage={setPage}
    >
      {(withdrawal) => <WithdrawalRow key={withdrawal.withdrawId} withdrawal={withdrawal} />}
    </PagedList>
  );
}
