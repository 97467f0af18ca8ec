import { TextInput } from '@onair/ui';
import { useConsoleT, type ConsoleMessageKey } from '../../i18n/use-console-t';
import { TableFilters } from '../../table/TableFilters';
import type { TableQueryState } from '../../table/use-table-query';

/** Login ID (exact), nickname (part), member id and phone (exact): together or alone. */
export function MemberFilters({ query }: { query: TableQueryState }) {
  const t = useConsoleT();
  const text = (name: string, label: ConsoleMessageKey, props: { inputMode?: 'numeric' | 'tel' } = {}) => (
    <TextInput
      name={name}
      label={t(label)}
      defaultValue={query.filters[name] ?? ''}
      containerClassName="w-44"
      {...props}
    />
  );
  return (
    <TableFilters key={JSON.stringify(query.filters)} query={query}>
      {text('loginId', 'console.member.filter.loginId')}
      {text('nickname', 'console.member.filter.nickname')}
      {text('memberId', 'console.member.filter.memberId', { inputMode: 'numeric' })}
      {text('phone', 'console.member.filter.phone', { inputMode: 'tel' })}
    </TableFilters>
  );
}
