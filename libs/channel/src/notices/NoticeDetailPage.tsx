import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { notify } from '@onair/ui';
import { channelNoticesPath, editNoticePath } from '../channel/channel-paths';
import { useChannel } from '../channel/channel-context';
import { idFromParam } from '../shared/id-from-param';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EmptyState } from '../shared/EmptyState';
import { ImageGallery } from '../shared/ImageGallery';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { isMissing } from '../shared/refusal';
import { useFailureText } from '../shared/use-failure-text';
import { useFormatDate } from '../shared/use-format-date';

/** One notice: title, author and date, text and images; who runs the channel may edit or delete it. */
export function NoticeDetailPage() {
  const t = useT();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const failureText = useFailureText();
  const { channelId, runsChannel } = useChannel();
  const noticeId = idFromParam(useParams()['noticeId']);
  const [deleting, setDeleting] = useState(false);
  const { data, error, isLoading, refetch } = myApi.useGetChannelNoticeQuery(
    { noticeId: String(noticeId) },
    { skip: noticeId === null || deleting },
  );
  const [remove, removal] = myApi.useDeleteChannelNoticeMutation();
  const [confirming, setConfirming] = useState(false);

  if (noticeId === null || isMissing(error) || (data && data.channelId !== channelId)) {
    return <EmptyState>{t('channel.notice.notFound')}</EmptyState>;
  }
  if (isLoading || deleting) return <LoadingState />;
  if (!data) return <LoadError onRetry={() => void refetch()} />;

  // While the deletion runs the page shows only a spinner: the deletion refreshes every notice query,
  // and the notice, still on screen, would be asked for again once gone (404s).
  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await remove({ noticeId: String(data.noticeId) }).unwrap();
      notify.success(t('channel.notice.deleted'));
      void navigate(channelNoticesPath(channelId));
    } catch (failure) {
      setDeleting(false);
      setConfirming(false);
      notify.error(failureText(failure));
    }
  };

  return (
    <article className="flex flex-col gap-4 rounded bg-surface p-4 sm:p-6">
      <header className="flex flex-col gap-1 border-b border-border pb-3">
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-bold text-text wrap-anywhere sm:text-xl">
          {data.important && (
            <span className="rounded bg-accent px-1.5 py-0.5 text-xs font-bold text-accent-contrast">
              {t('channel.notice.important')}
            </span>
          )}
          {data.title}
        </h2>
        <p className="text-xs text-muted">
          {data.authorNickname} · <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
        </p>
      </header>
      <p className="whitespace-pre-line text-sm leading-relaxed text-text wrap-anywhere">{data.content}</p>
      <ImageGallery images={data.images} />
      <footer className="flex flex-wrap justify-between gap-2 border-t border-border pt-3">
        <Link
          to={channelNoticesPath(channelId)}
          className="inline-flex min-h-10 items-center rounded px-3 text-sm font-semibold text-muted hover:text-text"
        >
          {t('channel.backToList')}
        </Link>
        {runsChannel && (
          <div className="flex gap-2">
            <Link
              to={editNoticePath(channelId, data.noticeId)}
              className="inline-flex min-h-10 items-center rounded bg-surface-raised px-3 text-sm font-semibold text-text"
            >
              {t('channel.edit')}
            </Link>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="inline-flex min-h-10 items-center rounded px-3 text-sm font-semibold text-danger hover:bg-danger/10"
            >
              {t('channel.delete')}
            </button>
          </div>
        )}
      </footer>
      <ConfirmDialog
        open={confirming}
        title={t('channel.notice.deleteTitle')}
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
