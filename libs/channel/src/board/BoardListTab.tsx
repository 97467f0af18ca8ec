import { useEffect, useRef } from 'react';
import { csApi } from '@onair/api-client';
import { PAGE_SIZES } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Pager, TabBar } from '@onair/ui';
import { useChannel } from '../channel/channel-context';
import { EmptyState } from '../shared/EmptyState';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { BoardRow } from './BoardRow';
import { BoardSearch } from './BoardSearch';
import { useBoardAccess } from './use-board-access';
import { useBoardCategories } from './board-categories';
import { useBoardQuery } from './use-board-query';
import { WritePostButton } from './WritePostButton';

/** The board tab: category tabs, the search, 10 posts a page (pinned ones first), and 글쓰기. */
export function BoardListTab() {
  const t = useT();
  const { channelId } = useChannel();
  const categories = useBoardCategories();
  const access = useBoardAccess(channelId);
  const [query, setQuery] = useBoardQuery();
  const { data, isLoading, isFetching, refetch } = csApi.useBoardListQuery({
    channelId,
    category: query.category ?? undefined,
    filter: query.keyword ? query.filter : undefined,
    keyword: query.keyword || undefined,
    page: query.page,
    size: PAGE_SIZES.items,
  });
  const tabs = [
    { key: 'all', label: t('channel.board.category.all') },
    ...categories.map((c) => ({ key: String(c.value), label: c.label })),
  ];
  const categoryName = (value: number) => categories.find((category) => category.value === value)?.label;
  // A page past the last (an old link, or the last post of the last page deleted) would say the board
  // has no posts at all: the last page with posts is shown instead.
  const lastPage = data ? Math.ceil(data.total / PAGE_SIZES.items) : 0;
  const pastTheEnd = data !== undefined && data.items.length === 0 && lastPage >= 1 && query.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setQuery({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, setQuery]);
  const list = useRef<HTMLUListElement>(null);
  // 다음 is at the foot of the list: on a phone the next page would open at its last posts, its first
  // ones above the screen (or under the site header). Only a list whose top is out of sight moves.
  const turnPage = (page: number) => {
    setQuery({ page });
    const element = list.current;
    if (element && element.getBoundingClientRect().top < parseFloat(getComputedStyle(element).scrollMarginTop || '0')) {
      element.scrollIntoView({ block: 'start' });
    }
  };

  return (
    <section aria-labelledby="channel-board-heading" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="channel-board-heading" className="text-lg font-bold text-text">
          {t('channel.tab.board')}
        </h2>
        {access.showWrite && <WritePostButton channelId={channelId} />}
      </div>
      <TabBar
        label={t('channel.board.categories')}
        items={tabs}
        selected={query.category ? String(query.category) : 'all'}
        onSelect={(key) => setQuery({ category: key === 'all' ? null : Number(key) })}
        size="md"
        layout="fit"
      />
      <BoardSearch
        key={`${query.filter}:${query.keyword}`}
        filter={query.filter}
        keyword={query.keyword}
        onSearch={(filter, keyword) => setQuery({ filter, keyword })}
      />
      {isLoading || pastTheEnd ? (
        <LoadingState />
      ) : !data ? (
        <LoadError onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState>{query.keyword ? t('channel.board.noResults') : t('channel.board.empty')}</EmptyState>
      ) : (
        <>
          <ul
            ref={list}
            aria-busy={isFetching}
            aria-label={t('channel.board.posts')}
            className="scroll-mt-[calc(var(--onair-site-header-height)+1rem)] overflow-hidden rounded bg-surface"
          >
            {data.items.map((post) => (
              <BoardRow key={post.boardId} post={post} categoryName={categoryName(post.category)} />
            ))}
          </ul>
          <Pager
            page={query.page}
            size={PAGE_SIZES.items}
            total={data.total}
            onPage={turnPage}
            label={t('channel.pager.label')}
            previousText={t('channel.pager.previous')}
            nextText={t('channel.pager.next')}
          />
        </>
      )}
    </section>
  );
}
