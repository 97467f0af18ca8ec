import { useSearchParams } from 'react-router';
import { BOARD_FILTERS } from '@onair/contracts';

export type BoardFilter = (typeof BOARD_FILTERS)[number];
export type BoardQuery = { category: number | null; filter: BoardFilter; keyword: string; page: number };

const positive = (text: string | null) => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 1 ? value : null;
};

/**
 * The board list's category, search and page live in the address (?category=2&filter=title&keyword=…&page=2),
 * so coming back from a post lands on the same page of the same search.
 */
export function useBoardQuery() {
  const [params, setParams] = useSearchParams();
  const filter = params.get('filter');
  const query: BoardQuery = {
    category: positive(params.get('category')),
    filter: BOARD_FILTERS.includes(filter as BoardFilter) ? (filter as BoardFilter) : 'all',
    keyword: params.get('keyword') ?? '',
    page: positive(params.get('page')) ?? 1,
  };
  const change = (patch: Partial<BoardQuery>, { replace = false }: { replace?: boolean } = {}) => {
    const next = { ...query, page: 1, ...patch };
    const search = new URLSearchParams();
    if (next.category) search.set('category', String(next.category));
    if (next.keyword) {
      search.set('filter', next.filter);
      search.set('keyword', next.keyword);
    }
    if (next.page > 1) search.set('page', String(next.page));
    setParams(search, { replace });
  };
  return [query, change] as const;
}
