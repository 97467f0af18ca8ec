import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { myApi } from '@onair/api-client';
import { CLIP_TITLE_MAX } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { selectProfile, useAppSelector } from '@onair/store';
import { useGuardedSubmit } from '@onair/ui';
import { useFailureText } from '../shared/use-failure-text';
import { CLIP_LENGTHS, clipPath } from './clip-paths';

/**
 * Where a clip is cut from: a live channel (the last seconds up to the live edge) or a replay (the
 * seconds before the moment the video shows).
 */
export type ClipSource = { channelId: number } | { recordedStreamId: number; videoSeconds: () => number };

/** 클립 만들기: a title and a length, then the clip's page, which shows it being made. Signed-in viewers only. */
export function ClipMaker({ source, defaultTitle }: { source: ClipSource; defaultTitle: string }) {
  const t = useT();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const signedIn = useAppSelector(selectProfile) !== null;
  const [open, setOpen] = useState(false);
  const [createClip, { isLoading, error, reset }] = myApi.useMyClipCreateMutation();
  const { register, handleSubmit } = useForm<{ title: string; seconds: number }>({
    defaultValues: { title: defaultTitle.slice(0, CLIP_TITLE_MAX), seconds: 30 },
  });
  const { submit } = useGuardedSubmit(handleSubmit, async ({ title, seconds }) => {
    const span =
      'channelId' in source
        ? { channelId: source.channelId, behindLiveSeconds: 0 }
        : {
            recordedStreamId: source.recordedStreamId,
            startSeconds: Math.max(0, Math.floor(source.videoSeconds() - seconds)),
          };
    const made = await createClip({ body: { title, durationSeconds: seconds, ...span } });
    if ('data' in made && made.data) void navigate(clipPath(made.data.clipId));
  });
  if (!signedIn) return null;

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex h-10 items-center rounded border border-border bg-surface-raised px-4 text-sm font-semibold text-text transition hover:border-accent"
      >
        {t('channel.clip.make')}
      </button>
    );
  }
  return (
    <form onSubmit={submit} className="flex w-full flex-wrap items-end gap-2 rounded bg-surface p-3">
      <label className="flex min-w-48 flex-1 flex-col gap-1 text-xs text-muted">
        {t('channel.clip.title')}
        <input
          maxLength={CLIP_TITLE_MAX}
          required
          {...register('title', { onChange: () => reset() })}
          className="h-10 rounded border border-border bg-surface-raised px-3 text-sm text-text"
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-muted">
        {t('channel.clip.length')}
        <select
          {...register('seconds', { valueAsNumber: true })}
          className="h-10 rounded border border-border bg-surface-raised px-3 text-sm text-text"
        >
          {CLIP_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {t('channel.clip.seconds', { count: length })}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        disabled={isLoading}
        className="h-10 rounded bg-accent px-4 text-sm font-semibold text-accent-contrast disabled:opacity-60"
      >
        {t('channel.clip.create')}
      </button>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="h-10 rounded px-3 text-sm font-semibold text-muted hover:text-text"
      >
        {t('channel.clip.cancel')}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-danger">
          {failureText(error)}
        </p>
      )}
    </form>
  );
}
