import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { guestApi, myApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { channelPath } from '../channel/channel-paths';
import { EmptyState } from '../shared/EmptyState';
import { idFromParam } from '../shared/id-from-param';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { failureStatus, isMissing } from '../shared/refusal';
import { useRefusalText } from '../shared/use-failure-text';
import { channelClipsPath } from './clip-paths';

/** How often a clip being made is asked about: the node picks it up within a heartbeat (2 s) and cuts it in about a second. */
const PENDING_POLL_MS = 1500;

/**
 * /clip/:clipId: the clip's MP4 in a video element, its title, channel, creator and views, a copy
 * link, and a delete for its creator and the channel's owner. While the media node cuts it the page
 * says so and asks again. A view is reported once per page load; the API counts a viewer once a day.
 */
export function ClipPage() {
  const t = useT();
  const refusalText = useRefusalText();
  const navigate = useNavigate();
  const clipId = idFromParam(useParams()['clipId']);
  const [pending, setPending] = useState(true);
  const { data, error, isLoading, refetch } = guestApi.useGuestClipQuery(
    { clipId: String(clipId) },
    { skip: clipId === null, pollingInterval: pending ? PENDING_POLL_MS : 0 },
  );
  const [reportView, { data: viewed }] = guestApi.useGuestClipViewMutation();
  const [deleteClip, { isLoading: deleting }] = myApi.useMyClipDeleteMutation();
  const [copied, setCopied] = useState(false);
  const status = data?.status;
  useEffect(() => {
    if (status && status !== 'pending') setPending(false);
  }, [status]);
  const ready = status === 'ready';
  useEffect(() => {
    if (ready && clipId !== null) void reportView({ clipId: String(clipId) });
  }, [ready, clipId, reportView]);

  if (clipId === null || isMissing(error)) return <EmptyState>{t('channel.clip.notFound')}</EmptyState>;
  if (isLoading) return <LoadingState />;
  if (failureStatus(error) === 403) return <EmptyState>{refusalText(error)}</EmptyState>;
  if (!data) return <LoadError onRetry={() => void refetch()} />;

  const copyLink = async () => {
    await navigator.clipboard?.writeText(window.location.href).catch(() => undefined);
    setCopied(true);
  };
  const remove = async () => {
    if (!window.confirm(t('channel.clip.confirmDelete'))) return;
    const answer = await deleteClip({ clipId: String(data.clipId) });
    if ('data' in answer) void navigate(channelClipsPath(data.channelId));
  };

  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-3 p-3">
      <div
        role="region"
        aria-label={t('channel.clip.player')}
        className="relative flex aspect-video w-full items-center justify-center overflow-hidden rounded bg-surface-raised"
      >
        {data.url ? (
          <video src={data.url} controls autoPlay muted playsInline className="absolute inset-0 h-full w-full" />
        ) : (
          <p role="status" className="text-sm text-muted">
            {data.status === 'failed' ? t('channel.clip.failed') : t('channel.clip.pending')}
          </p>
        )}
      </div>
      <header className="flex flex-col gap-1 px-1">
        <h1 className="break-words text-lg font-bold text-text sm:text-xl">{data.title}</h1>
        <p className="flex flex-wrap gap-x-2 text-xs text-muted sm:text-sm">
          <Link to={channelPath(data.channelId)} className="font-semibold text-text hover:underline">
            {data.channelName}
          </Link>
          <span aria-hidden>·</span>
          <span>{t('channel.clip.by', { nickname: data.creator.nickname })}</span>
          <span aria-hidden>·</span>
          <span>{t('channel.clip.views', { count: viewed?.viewCount ?? data.viewCount })}</span>
          <span aria-hidden>·</span>
          <span>{t('channel.clip.seconds', { count: Math.round(data.durationSeconds) })}</span>
        </p>
      </header>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void copyLink()}
          className="inline-flex h-10 items-center rounded border border-border bg-surface-raised px-4 text-sm font-semibold text-text hover:border-accent"
        >
          {copied ? t('channel.clip.copied') : t('channel.clip.copyLink')}
        </button>
        <Link
          to={channelClipsPath(data.channelId)}
          className="inline-flex h-10 items-center rounded px-3 text-sm font-semibold text-muted hover:text-text"
        >
          {t('channel.clip.list')}
        </Link>
        {data.canDelete && (
          <button
            type="button"
            disabled={deleting}
            onClick={() => void remove()}
            className="inline-flex h-10 items-center rounded px-3 text-sm font-semibold text-danger hover:underline"
          >
            {t('channel.clip.delete')}
          </button>
        )}
      </div>
    </article>
  );
}
