import { Link } from 'react-router';
import type { csApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { postPath } from '../channel/channel-paths';
import { useFormatDate } from '../shared/use-format-date';

type Post = csApi.BoardListApiResponse['items'][number];

/**
 * One post in the board list. Phone: a pinned post's 고정 badge, the category, the title with its comment
 * count, then author, date, likes and views on a line below. Wide screen: the same on one line.
 */
export function BoardRow({ post, categoryName }: { post: Post; categoryName: string | undefined }) {
  const t = useT();
  const formatDate = useFormatDate();
  return (
    <li className="border-b border-border last:border-b-0">
      <Link
        to={postPath(post.channelId, post.boardId)}
        className={`flex flex-col gap-1 px-4 py-3 hover:bg-surface-raised sm:flex-row sm:items-center sm:gap-3 ${post.important ? 'bg-accent/5' : ''}`}
      >
        <span className="flex min-w-0 flex-1 items-center gap-2">
          {/* A pinned post keeps its category: the badge says it is pinned, in the pin button's word. */}
          {post.important && (
            <span className="shrink-0 rounded bg-accent px-1.5 py-0.5 text-xs font-bold text-accent-contrast">
              {t('channel.board.pinBadge')}
            </span>
          )}
          {categoryName && <span className="shrink-0 text-xs text-muted">{categoryName}</span>}
          <span className="truncate text-sm font-semibold text-text">{post.title}</span>
          {post.commentCount > 0 && (
            <span className="shrink-0 text-xs font-semibold text-accent">
              {t('channel.board.commentCount', { count: post.commentCount })}
            </span>
          )}
        </span>
        <span className="flex shrink-0 gap-3 text-xs text-muted">
          <span>{post.authorNickname}</span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt, false)}</time>
          <span>{t('channel.board.likes', { count: post.likeCount })}</span>
          <span>{t('channel.board.views', { count: post.viewCount })}</span>
        </span>
      </Link>
    </li>
  );
}
