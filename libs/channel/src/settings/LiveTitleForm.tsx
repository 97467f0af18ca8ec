import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { guestApi } from '@onair/api-client';
import { DEFAULT_BROADCAST_LANGUAGE, type BroadcastLanguage } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, useGuardedSubmit } from '@onair/ui';
import { LoadError } from '../shared/LoadError';
import { LoadingState } from '../shared/LoadingState';
import { LiveTitleInput } from './LiveTitleInput';
import { liveTitleResolver } from './live-title-resolver';
import { useSaveLiveTitle } from './use-save-live-title';
import { BroadcastTopicsFields, tagsOf } from './BroadcastTopicsFields';

const SECTION = 'flex flex-col gap-4 rounded bg-surface p-4 sm:p-6';

function Heading() {
  const t = useT();
  return (
    <div className="flex flex-col gap-1">
      <h2 id="live-title-heading" className="text-lg font-bold text-text">
        {t('channel.liveTitle.title')}
      </h2>
      <p className="text-sm text-muted">{t('channel.liveTitle.lead')}</p>
    </div>
  );
}

function Form({ channel }: { channel: guestApi.ChannelDetail }) {
  const t = useT();
  const { save, saving, refusal } = useSaveLiveTitle(channel.channelId);
  const { handleSubmit, setValue, control } = useForm<{ liveTitle: string }>({
    defaultValues: { liveTitle: channel.liveTitle ?? '' },
    resolver: liveTitleResolver,
  });
  // What the last save did, said until the title is typed again.
  const [done, setDone] = useState<'saved' | 'cleared' | null>(null);
  const [categoryId, setCategoryId] = useState<number | null>(channel.categoryId ?? null);
  const [tagsText, setTagsText] = useState((channel.tags ?? []).join(', '));
  const [language, setLanguage] = useState<BroadcastLanguage>(channel.language ?? DEFAULT_BROADCAST_LANGUAGE);

  const submit = async ({ liveTitle }: { liveTitle: string }) => {
    const saved = await save(liveTitle, { categoryId, tags: tagsOf(tagsText), language });
    if (!saved) return;
    // The tags as stored (normalised, each once).
    setTagsText((saved.tags ?? []).join(', '));
    // The title as stored (trimmed, one line).
    setValue('liveTitle', saved.liveTitle ?? '');
    setDone(saved.liveTitle === null ? 'cleared' : 'saved');
  };

  const guarded = useGuardedSubmit(handleSubmit, submit);
  return (
    <form onSubmit={guarded.submit} noValidate aria-labelledby="live-title-heading" className={SECTION}>
      <Heading />
      <Controller
        control={control}
        name="liveTitle"
        render={({ field }) => (
          <LiveTitleInput
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              setDone(null);
            }}
            channelName={channel.name}
            error={refusal}
            hideLabel
          />
        )}
      />
      <BroadcastTopicsFields
        categoryId={categoryId}
        tagsText={tagsText}
        language={language}
        onLanguage={(next) => {
          setLanguage(next);
          setDone(null);
        }}
        onCategory={(next) => {
          setCategoryId(next);
          setDone(null);
        }}
        onTags={(next) => {
          setTagsText(next);
          setDone(null);
        }}
      />
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p role="status" className="min-w-0 flex-1 text-sm font-medium text-text">
          {done && t(done === 'saved' ? 'channel.liveTitle.saved' : 'channel.liveTitle.cleared')}
        </p>
        <Button type="submit" loading={saving}>
          {t('channel.save')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The broadcast's title in the streamer's settings (docs/media.md, "Broadcast title"): set before
 * going live or while live, kept for the next broadcast; saved empty, viewers see the channel's name.
 * Read from the channel's detail, the live page's own cache entry.
 */
export function LiveTitleForm({ channelId }: { channelId: number }) {
  const { data, isLoading, refetch } = guestApi.useGetChannelDetailQuery({ channelId: String(channelId) });
  if (data) return <Form channel={data} />;
  return (
    <section aria-labelledby="live-title-heading" className={SECTION}>
      <Heading />
      {isLoading ? <LoadingState /> : <LoadError onRetry={() => void refetch()} />}
    </section>
  );
}
