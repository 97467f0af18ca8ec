import type { shoppingsApi } from '@onair/api-client';
import { useFormatDateTime, useT } from '@onair/i18n';
import { useMoney } from '../shared/use-money';
import { CopyAccountNumber } from './CopyAccountNumber';

/** Where to deposit for a virtual-account payment: bank, account number (with 복사), amount and the deadline. */
export function VirtualAccountCard({ account, price }: { account: shoppingsApi.VirtualAccount; price: number }) {
  const t = useT();
  const money = useMoney();
  const formatDateTime = useFormatDateTime();
  return (
    <dl
      aria-label={t('payments.result.depositTo')}
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded border border-accent/40 bg-surface-raised p-4"
    >
      <dt className="text-muted">{t('payments.result.bank')}</dt>
      <dd className="text-right font-semibold">{account.bank}</dd>
      <dt className="text-muted">{t('payments.result.accountNumber')}</dt>
      <dd className="flex flex-wrap items-center justify-end gap-2">
        <span className="select-all font-mono text-base font-bold">{account.accountNumber}</span>
        <CopyAccountNumber accountNumber={account.accountNumber} />
      </dd>
      <dt className="text-muted">{t('payments.result.depositAmount')}</dt>
      <dd className="text-right font-semibold text-accent">{money.won(price)}</dd>
      <dt className="text-muted">{t('payments.result.dueDate')}</dt>
      <dd className="text-right">{formatDateTime(account.dueDate)}</dd>
    </dl>
  );
}
