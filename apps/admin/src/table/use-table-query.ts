import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readTableQuery,
  writeTableQuery,
  type TableQuery,
  type TableQueryOptions,
  type TableSort,
} from './table-query';

export type TableQueryState = TableQuery & {
  setPage: (page: number) => void;
  /** A new sort starts again from page 1. */
  setSort: (sort: TableSort | null) => void;
  /** New filters start again from page 1; empty values are dropped. */
  setFilters: (filters: Record<string, string>) => void;
};

/**
 * A server-side table's page, sort and filters, kept in the query string: a reload, the back
 * button and a shared link show the same rows. The screen passes them to its list endpoint.
 */
export function useTableQuery(options: TableQueryOptions = {}): TableQueryState {
  const [params, setParams] = useSearchParams();
  // Screens pass their options inline: compare them by value, not by identity.
  const filterKey = (options.filters ?? []).join(',');
  const filterNames = useMemo(() => (filterKey ? filterKey.split(',') : []), [filterKey]);
  const query = useMemo(
    () => readTableQuery(params, { size: options.size, filters: filterNames, prefix: options.prefix }),
    [params, options.size, filterNames, options.prefix],
  );
  const update = useCallback(
    (change: Partial<TableQuery>) =>
      setParams((current) => writeTableQuery(current, { ...query, ...change }, filterNames, options.prefix)),
    [setParams, query, filterNames, options.prefix],
  );
  return {
    ...query,
    setPage: useCallback((page) => update({ page }), [update]),
    setSort: useCallback((sort) => update({ sort, page: 1 }), [update]),
    setFilters: useCallback(
      (filters) =>
        update({
          filters: Object.fromEntries(Object.entries(filters).filter(([, value]) => value.trim() !== '')),
          page: 1,
        }),
      [update],
    ),
  };
}
