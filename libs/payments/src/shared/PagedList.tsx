import type { ReactNode } from 'react';
import { useT } from '@onair/i18n';
import { Pager } from '@onair/ui';
import { EmptyState } from './EmptyState';
import { QueryState } from './QueryState';

type Page<T> = { items: T[]; page: number; size: number; total: number };
type PageQuery<T> = { data?: Page<T>; isLoading: boolean; isError: boolean; refetch: () => unknown };

/** A paged API list: loading and error states, the rows, an empty text, and the pager. */
export function PagedList<T>({
  query,
  label,
  empty,
  onPage,
  children,
}: {
  query: PageQuery<T>;
  label: string;
  empty: ReactNode;
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}) {
  const t = useT();
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
            <Pager
              page={page.page}
              size={page.size}
              total={page.total}
              onPage={onPage}
              label={t('payments.pager.label')}
              previousText={t('payments.pager.previous')}
              nextText={t('payments.pager.next')}
            />
          </>
        )
      }
    </QueryState>
  );
}
