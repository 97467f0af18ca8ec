import { TextInput } from '@onair/ui';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { TableFilters } from '../../table/TableFilters';
import type { TableQueryState } from '../../table/use-table-query';
import { memberIdApplies } from './payment-query';

/** Order id, member id and a range of days. */
export function PaymentFilters({ query }: { query: TableQueryState }) {
  const t = useConsoleT();
  const value = (name: string) => query.filters[name] ?? '';
  // A member id that is not a number is not sent: the field says so rather than list every member's payments silently.
  const memberIdError =
    value('memberId').trim() !== '' && !memberIdApplies(value('memberId'))
      ? t('console.payments.filter.memberIdDigits')
      : undefined;
  const text = (
    name: string,
    label: ConsoleMessageKey,
    props: { type?: string; inputMode?: 'numeric'; width?: string; error?: string } = {},
  ) => (
    <TextInput
      name={name}
      label={t(label)}
      defaultValue={value(name)}
      containerClassName={props.width ?? 'w-36'}
      {...(props.type ? { type: props.type } : {})}
      {...(props.inputMode ? { inputMode: props.inputMode } : {})}
      {...(props.error ? { error: props.error } : {})}
    />
  );
  return (
    <TableFilters key={JSON.stringify(query.filters)} query={query}>
      {text('orderId', 'console.payments.filter.orderId', { width: 'w-64' })}
      {text('memberId', 'console.payments.filter.memberId', {
        inputMode: 'numeric',
        ...(memberIdError ? { error: memberIdError, width: 'w-72' } : {}),
      })}
      {text('from', 'console.payments.filter.from', { type: 'date' })}
      {text('to', 'console.payments.filter.to', { type: 'date' })}
    </TableFilters>
  );
}
