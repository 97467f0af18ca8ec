import { TextInput } from '@onair/ui';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { TableFilters } from '../../table/TableFilters';
import type { TableQueryState } from '../../table/use-table-query';

/** Order id, member id and a range of days. */
export function PaymentFilters({ query }: { query: TableQueryState }) {
  const t = useConsoleT();
  const value = (name: string) => query.filters[name] ?? '';
  const text = (name: string, label: ConsoleMessageKey, props: { type?: string; inputMode?: 'numeric'; width?: string } = {}) => (
    <TextInput
      name={name}
      label={t(label)}
      defaultValue={value(name)}
      containerClassName={props.width ?? 'w-36'}
      {...(props.type ? { type: props.type } : {})}
      {...(props.inputMode ? { inputMode: props.inputMode } : {})}
    />
  );
  return (
    <TableFilters key={JSON.stringify(query.filters)} query={query}>
      {text('orderId', 'console.payments.filter.orderId', { width: 'w-64' })}
      {text('memberId', 'console.payments.filter.memberId', { inputMode: 'numeric' })}
      {text('from', 'console.payments.filter.from', { type: 'date' })}
      {text('to', 'console.payments.filter.to', { type: 'date' })}
    </TableFilters>
  );
}
