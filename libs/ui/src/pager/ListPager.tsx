import { useT } from '@onair/i18n';
import { Pager } from './Pager';

/** One page of a paged API list, as the API answers it (pages start at 1). */
export type ListPage<T> = { items: T[]; page: number; size: number; total: number };

export type ListPagerProps = { page: Omit<ListPage<unknown>, 'items'>; onPage: (page: number) => void };

/** The Pager under a paged API list, in the words of the common.pager.* keys. */
export function ListPager({ page, onPage }: ListPagerProps) {
  const t = useT();
  return (
    <Pager
      page={page.page}
      size={page.size}
      total={page.total}
      onPage={onPage}
      label={t('common.pager.label')}
      previousText={t('common.pager.previous')}
      nextText={t('common.pager.next')}
    />
  );
}
