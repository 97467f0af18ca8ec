/** One column sorted one way: `createdAt` ascending is `createdAt`, descending `-createdAt` on the wire. */
export type TableSort = { column: string; descending: boolean };

/** What a server-side table asks the server for, as read from the query string. */
export type TableQuery = {
  /** From 1. */
  page: number;
  size: number;
  sort: TableSort | null;
  /** Only the filters the screen declared, and only those set (never an empty string). */
  filters: Record<string, string>;
};

export type TableQueryOptions = {
  /** The query-string names of the screen's filters (they are also the API's query names). */
  filters?: readonly string[];
  /** Rows per page (the API's page size limit: libs/contracts `PageSize`). */
  size?: number;
  /**
   * Set when a screen shows more than one table: the table's page and sort go by `<prefix>-page`
   * and `<prefix>-sort`, so paging one leaves the others where they are.
   */
  prefix?: string;
};

/** The query-string name of a table's page or sort. */
const paramName = (name: 'page' | 'sort', prefix?: string) => (prefix ? `${prefix}-${name}` : name);

export const sortParam = (sort: TableSort | null) => (sort ? `${sort.descending ? '-' : ''}${sort.column}` : undefined);

function positive(text: string | null, fallback: number) {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The table's query from a query string; anything malformed falls back to the first page, unsorted. */
export function readTableQuery(
  params: URLSearchParams,
  { filters = [], size = 20, prefix }: TableQueryOptions = {},
): TableQuery {
  const sortText = params.get(paramName('sort', prefix));
  const sort =
    sortText && /^-?\w+$/.test(sortText)
      ? { column: sortText.replace(/^-/, ''), descending: sortText.startsWith('-') }
      : null;
  return {
    page: positive(params.get(paramName('page', prefix)), 1),
    size,
    sort,
    filters: Object.fromEntries(
      filters.flatMap((name) => {
        const value = params.get(name)?.trim();
        return value ? [[name, value]] : [];
      }),
    ),
  };
}

/** The query string of a table's query, other parameters of the page kept as they were. */
export function writeTableQuery(
  params: URLSearchParams,
  query: TableQuery,
  filterNames: readonly string[],
  prefix?: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [...filterNames, paramName('page', prefix), paramName('sort', prefix)]) next.delete(name);
  for (const [name, value] of Object.entries(query.filters)) if (value) next.set(name, value);
  if (query.page > 1) next.set(paramName('page', prefix), String(query.page));
  const sort = sortParam(query.sort);
  if (sort) next.set(paramName('sort', prefix), sort);
  return next;
}

/**
 * The sort for routes that take it as two names, `sort=<column>&order=asc|desc` (members, live
 * channels); nothing when unsorted, so the server's default order holds.
 */
export const sortAndOrder = <Column extends string>(sort: TableSort | null, columns: readonly Column[]) =>
  sort && (columns as readonly string[]).includes(sort.column)
    ? { sort: sort.column as Column, order: sort.descending ? ('desc' as const) : ('asc' as const) }
    : {};
