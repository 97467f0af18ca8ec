import type { ReactNode } from 'react';
import { EmptyState } from '../states/EmptyState';
import { QueryState, type QueryLike } from '../states/QueryState';
import { ListPager, type ListPage } from './ListPager';

export type PagedListProps<T> = {
  query: QueryLike<ListPage<T>>;
  /** The list's accessible name. */
  label: string;
  /** Said instead of the list when it has no items. */
  empty: ReactNode;
  onPage: (page: number) => void;
  /** One row: an <li> with its key. */
  children: (item: T) => ReactNode;
};

/** A paged API list: loading and error states, the rows, an empty text, and the pager. */
export function PagedList<T>({ query, label, empty, onPage, children }: PagedListProps<T>) {
  return (
    <QueryState query={query}>
      {(page) =>
        page.items.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <>
            <ul aria-label={label} className="divide-y divide-border">
              {page.items.map(children)}
            </ul>
            <ListPager page={page} onPage={onPage} />
          </>
        )
      }
    </QueryState>
  );
}
