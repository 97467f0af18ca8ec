import { LIVE_CHANNEL_STATES } from '@onair/contracts';
import { SelectField } from '@onair/ui';
import { useConsoleT } from '../../i18n/use-console-t';
import { TableFilters } from '../../table/TableFilters';
import type { TableQueryState } from '../../table/use-table-query';

/** On air now, or the suspended channels (live or not), to find one to lift. */
export function LiveFilters({ query }: { query: TableQueryState }) {
  const t = useConsoleT();
  return (
    <TableFilters key={JSON.stringify(query.filters)} query={query}>
      <SelectField
        name="state"
        label={t('console.live.filter.state')}
        defaultValue={query.filters['state'] ?? 'live'}
        className="w-44"
      >
        {LIVE_CHANNEL_STATES.map((state) => (
          <option key={state} value={state}>
            {t(`console.live.state.${state}`)}
          </option>
        ))}
      </SelectField>
    </TableFilters>
  );
}
