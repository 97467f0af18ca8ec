import type { FormEvent, ReactNode } from 'react';
import { Button } from '@onair/ui';
import { useConsoleT } from '../i18n/use-console-t';
import type { TableQueryState } from './use-table-query';

export type TableFiltersProps = {
  /** From useTableQuery: the filters in force and how to set them. */
  query: Pick<TableQueryState, 'filters' | 'setFilters'>;
  /**
   * The fields, each an input or select whose `name` is a filter's name and whose `defaultValue`
   * is `query.filters[name] ?? ''`. They are read when the form is sent.
   */
  children: ReactNode;
};

/**
 * The filter row above a server-side table: the fields apply together on 검색 (page 1 again) and
 * clear on 초기화. Give it `key={JSON.stringify(query.filters)}` so the fields follow the query string.
 */
export function TableFilters({ query, children }: TableFiltersProps) {
  const t = useConsoleT();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: Record<string, string> = {};
    new FormData(event.currentTarget).forEach((value, name) => {
      if (typeof value === 'string') values[name] = value;
    });
    query.setFilters(values);
  };
  return (
    <form
      role="search"
      aria-label={t('console.table.filters')}
      onSubmit={apply}
      className="flex flex-wrap items-end gap-3 rounded border border-border bg-surface p-3"
    >
      {children}
      <span className="flex gap-2">
        <Button type="submit" size="md">
          {t('console.table.applyFilters')}
        </Button>
        <Button variant="secondary" onClick={() => query.setFilters({})}>
          {t('console.table.resetFilters')}
        </Button>
      </span>
    </form>
  );
}
