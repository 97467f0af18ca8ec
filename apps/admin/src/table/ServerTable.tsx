import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useMemo, type ReactNode } from 'react';
import { Button, Spinner } from '@onair/ui';
import { useApiErrorText } from '../i18n/use-api-error-text';
import { useConsoleT } from '../i18n/use-console-t';
import { TablePager } from './TablePager';
import type { TableQueryState } from './use-table-query';

/** A page of a list as every paged admin route answers it. */
export type ServerPage<Row> = { items: Row[]; page: number; size: number; total: number };

/** What the table reads of an RTK Query result (or anything shaped like one). */
export type ServerResult<Row> = {
  data?: ServerPage<Row>;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  /** The failed call's error: the API's refusal is shown in its words under the list's own. */
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
};

export type ServerTableProps<Row> = {
  /** The table's accessible name (its caption, read by screen readers). */
  label: string;
  // Columns of mixed value types: TanStack's own examples type them this way.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  result: ServerResult<Row>;
  /** From useTableQuery: the page and sort asked for, and how to change them. */
  query: Pick<TableQueryState, 'page' | 'size' | 'sort' | 'setPage' | 'setSort'>;
  getRowId?: (row: Row) => string;
  /** Shown instead of the rows when the server has none (else 표시할 항목이 없습니다.). */
  empty?: ReactNode;
};

/**
 * A list paged, sorted and filtered by the server: it shows only the page the server answered and
 * asks for another through `query` (the query string). Columns sort only where they say
 * `enableSorting: true` (the server must take `sort=<column id>` or `-<column id>` for them).
 */
export function ServerTable<Row>({ label, columns, result, query, getRowId, empty }: ServerTableProps<Row>) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const sorting = useMemo<SortingState>(
    () => (query.sort ? [{ id: query.sort.column, desc: query.sort.descending }] : []),
    [query.sort],
  );
  const rows = result.data?.items;
  const table = useReactTable({
    data: rows ?? [],
    columns,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    // A column sorts only when it says so: the server must know its id.
    defaultColumn: { enableSorting: false },
    enableMultiSort: false,
    // Ascending first, then descending, then unsorted (the server's default order).
    sortDescFirst: false,
    rowCount: result.data?.total ?? 0,
    state: { sorting, pagination: { pageIndex: query.page - 1, pageSize: query.size } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      query.setSort(first ? { column: first.id, descending: first.desc } : null);
    },
  });
  const columnCount = table.getVisibleLeafColumns().length;
  const status = (content: ReactNode, role?: 'status' | 'alert') => (
    <tr>
      <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-muted" role={role}>
        {content}
      </td>
    </tr>
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto rounded border border-border bg-surface">
        <table className="w-full border-collapse text-left text-sm" aria-busy={result.isFetching || undefined}>
          <caption className="sr-only">{label}</caption>
          <thead className="border-b border-border bg-surface-raised">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                      className="whitespace-nowrap px-3 py-2.5 text-xs font-semibold text-muted"
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex cursor-pointer items-center gap-1 rounded hover:text-text focus-visible:outline-2 focus-visible:outline-accent"
                        >
                          {title}
                          <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                          <span className="sr-only">
                            {sorted === 'asc'
                              ? t('console.table.sortAscending')
                              : sorted === 'desc'
                                ? t('console.table.sortDescending')
                                : t('console.table.sortable')}
                          </span>
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={result.isFetching && rows ? 'opacity-60 transition-opacity' : undefined}>
            {result.isLoading || (!rows && !result.isError)
              ? status(
                  <span className="inline-flex items-center gap-2">
                    <Spinner />
                    {t('console.table.loading')}
                  </span>,
                  'status',
                )
              : result.isError
                ? status(
                    <span className="flex flex-col items-center gap-3">
                      {t('console.table.error')}
                      {result.error && <span className="text-danger">{errorText(result.error)}</span>}
                      <Button variant="secondary" size="sm" onClick={() => void result.refetch()}>
                        {t('console.table.retry')}
                      </Button>
                    </span>,
                    'alert',
                  )
                : rows?.length === 0
                  ? status(empty ?? t('console.table.empty'))
                  : table.getRowModel().rows.map((row) => (
                      <tr key={row.id} className="border-b border-border last:border-b-0 hover:bg-accent/5">
                        {row.getVisibleCells().map((cell) => (
                          // break-word, not the theme's anywhere: a column is never narrower than its longest word.
                          <td key={cell.id} className="px-3 py-2.5 align-top text-text [overflow-wrap:break-word]">
                            {flexRender(cell.column.columnDef.cell, cell.getContext())}
                          </td>
                        ))}
                      </tr>
                    ))}
          </tbody>
        </table>
      </div>
      {result.data && (
        <TablePager page={query.page} size={result.data.size} total={result.data.total} onPage={query.setPage} />
      )}
    </div>
  );
}
