import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { csApi, myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { BoardRow } from '../board/BoardRow';
import { useBoardCategories } from '../board/board-categories';
import { NoticeRow } from '../notices/NoticeRow';
import { EmptyState } from '../shared/EmptyState';
import { LoadingState } from '../shared/LoadingState';
import { channelBoardPath, channelNoticesPath, newNoticePath } from './channel-paths';
import { useChannel } from './channel-context';

const LATEST = 5;

function Block({ title, more, children }: { title: string; more?: string; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h2 className="text-base font-bold text-text">{title}</h2>
        {more && (
          <Link
            to={more}
            // A 40 px tap target for a thumb that keeps the row's height (the negative margin takes the extra back).
            className="-my-2 inline-flex min-h-10 items-center px-2 text-sm text-muted hover:text-text"
          >
            {t('channel.more')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** The channel's home tab: its profile, then the latest notices and the latest posts (side by side on a wide screen). */
export function ChannelHomeTab() {
  const t = useT();
  const { channelId, profile, boardsOn, runsChannel } = useChannel();
  const categories = useBoardCategories();
  const notices = myApi.useListChannelNoticesQuery({ channelId, page: 1, size: LATEST });
  const posts = csApi.useBoardListQuery({ channelId, page: 1, size: LATEST }, { skip: !boardsOn });
  return (
    <div className="flex flex-col gap-6">
      <Block title={t('live.about')}>
        <p className="whitespace-pre-line break-words rounded bg-surface p-4 text-sm text-text">
          {profile.description || t('channel.noDescription')}
        </p>
      </Block>
      {/* Two columns only when there are two blocks: alone, the notices take the whole width. */}
      <div className={boardsOn ? 'grid gap-6 lg:grid-cols-2' : 'grid gap-6'}>
        <Block title={t('channel.latestNotices')} more={channelNoticesPath(channelId)}>
          {notices.isLoading ? (
            <LoadingState className="py-6" />
          ) : notices.data && notices.data.items.length > 0 ? (
            <ul className="overflow-hidden rounded bg-surface">
              {notices.data.items.map((notice) => (
                <NoticeRow key={notice.noticeId} notice={notice} />
              ))}
            </ul>
          ) : (
            <EmptyState
              action={
                runsChannel && (
                  <Link
                    to={newNoticePath(channelId)}
                    className="inline-flex min-h-10 items-center rounded bg-accent px-3 text-sm font-semibold text-accent-contrast"
                  >
                    {t('channel.notice.write')}
                  </Link>
                )
              }
            >
              {t('channel.notice.empty')}
            </EmptyState>
          )}
        </Block>
        {boardsOn && (
          <Block title={t('channel.latestPosts')} more={channelBoardPath(channelId)}>
            {posts.isLoading ? (
              <LoadingState className="py-6" />
            ) : posts.data && posts.data.items.length > 0 ? (
              <ul className="overflow-hidden rounded bg-surface">
                {posts.data.items.map((post) => (
                  <BoardRow
                    key={post.boardId}
                    post={post}
                    categoryName={categories.find((category) => category.value === post.category)?.label}
                  />
                ))}
              </ul>
            ) : (
              <EmptyState>{t('channel.board.empty')}</EmptyState>
            )}
          </Block>
        )}
      </div>
    </div>
  );
}
