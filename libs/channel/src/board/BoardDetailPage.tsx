import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { csApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { ReportButton } from '@onair/member';
import { notify } from '@onair/ui';
import { channelBoardPath, editPostPath } from '../channel/channel-paths';
import { useChannel } from '../channel/channel-context';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState } from '../shared/EmptyState';
import { idFromParam } from '../shared/id-from-param';
import { ImageGallery } from '../shared/ImageGallery';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { isMissing, refusalSaid } from '../shared/refusal';
import { useFailureText } from '../shared/use-failure-text';
import { useFormatDate } from '../shared/use-format-date';
import { CommentSection } from './CommentSection';
import { LikeButton } from './LikeButton';
import { LikersDialog } from './LikersDialog';
import { PinToggle } from './PinToggle';
import { useBoardAccess } from './use-board-access';
import { useBoardCategories } from './board-categories';

/** One board post: its text and images, the like button and who liked it, the comments; edit, delete and pin for who may. */
export function BoardDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const failureText = useFailureText();
  const categories = useBoardCategories();
  const { channelId, runsChannel } = useChannel();
  const access = useBoardAccess(channelId);
  const boardId = idFromParam(useParams()['boardId']);
  const [deleting, setDeleting] = useState(false);
  const {
    data: post,
    error,
    isLoading,
    refetch,
  } = csApi.useBoardDetailQuery({ boardId: boardId ?? 0 }, { skip: boardId === null || deleting });
  const [remove, removal] = csApi.useBoardDeleteMutation();
  const [confirming, setConfirming] = useState(false);
  const [showLikers, setShowLikers] = useState(false);

  if (boardId === null || isMissing(error) || (post && post.channelId !== channelId)) {
    // A post hidden by the operators says so, in the API's words; anything else is simply not there.
    const hidden = refusalSaid(error)?.key === 'board.hidden';
    return <EmptyState>{hidden ? failureText(error) : t('channel.board.notFound')}</EmptyState>;
  }
  if (isLoading || deleting) return <LoadingState />;
  if (!post) return <LoadError onRetry={() => void refetch()} />;

  // While the deletion runs the page shows only a spinner: the deletion refreshes every board query,
  // and the post, its comments and likes, still on screen, would be asked for again once gone (404s).
  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await remove({ id: String(post.boardId) }).unwrap();
      notify.success(t('channel.board.deleted'));
      void navigate(channelBoardPath(channelId));
    } catch (failure) {
      setDeleting(false);
      setConfirming(false);
      notify.error(failureText(failure));
    }
  };

  return (
    <article className="flex flex-col gap-4 rounded bg-surface p-4 sm:p-6">
      <header className="flex flex-col gap-1 border-b border-border pb-3">
        <p className="text-xs font-semibold text-accent">
          {categories.find((category) => category.value === post.category)?.label}
        </p>
        {/* wrap-anywhere: a long unbroken word in the title would otherwise widen the page past a phone's screen. */}
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-text wrap-anywhere sm:text-xl">
          {post.important && (
            <span className="rounded bg-accent px-1.5 py-0.5 text-xs font-bold text-accent-contrast">
              {t('channel.board.pinBadge')}
            </span>
          )}
          {post.title}
        </h2>
        <p className="flex flex-wrap gap-x-3 text-xs text-muted">
          <span className="font-semibold text-text">{post.authorNickname}</span>
          <time dateTime={post.createdAt}>{formatDate(post.createdAt)}</time>
          <span>{t('channel.board.views', { count: post.viewCount })}</span>
        </p>
      </header>
      <p className="whitespace-pre-line text-sm leading-relaxed text-text wrap-anywhere">{post.content}</p>
      <ImageGallery images={post.images} />
      <div className="flex flex-wrap items-center justify-center gap-2 py-2">
        <LikeButton
          key={`${post.liked}:${post.likeCount}`}
          boardId={post.boardId}
          liked={post.liked}
          likeCount={post.likeCount}
        />
        <button
          type="button"
          onClick={() => setShowLikers(true)}
          className="inline-flex min-h-10 items-center px-2 text-sm text-muted underline hover:text-text"
        >
          {t('channel.board.likers')}
        </button>
      </div>
      <div className="flex flex-wrap justify-between gap-2 border-y border-border py-3">
        <Link
          to={channelBoardPath(channelId)}
          className="inline-flex min-h-10 items-center rounded px-3 text-sm font-semibold text-muted hover:text-text"
        >
          {t('channel.backToList')}
        </Link>
        <div className="flex flex-wrap gap-2">
          <ReportButton
            target={{ type: 'board', id: post.boardId, label: post.title }}
            ownerMemberId={post.authorMemberId}
            size="md"
          />
          {runsChannel && <PinToggle channelId={channelId} boardId={post.boardId} important={post.important} />}
          {/* Only the author edits; who runs the channel may delete a member's post but not change its words. */}
          {post.canEdit && (
            <Link
              to={editPostPath(channelId, post.boardId)}
              className="inline-flex min-h-10 items-center rounded bg-surface-raised px-3 text-sm font-semibold text-text"
            >
              {t('channel.edit')}
            </Link>
          )}
          {post.canDelete && (
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="inline-flex min-h-10 items-center rounded px-3 text-sm font-semibold text-danger hover:bg-danger/10"
            >
              {t('channel.delete')}
            </button>
          )}
        </div>
      </div>
      <CommentSection boardId={post.boardId} canComment={access.showComment} />
      <LikersDialog boardId={post.boardId} open={showLikers} onClose={() => setShowLikers(false)} />
      <ConfirmDialog
        open={confirming}
        title={t('channel.board.deleteTitle')}
        confirmText={t('channel.delete')}
        busy={removal.isLoading}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      >
        {t('channel.deleteText')}
      </ConfirmDialog>
    </article>
  );
}
