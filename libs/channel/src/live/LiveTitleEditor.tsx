import { Controller, useForm } from 'react-hook-form';
import type { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, notify, useGuardedSubmit } from '@onair/ui';
import { LiveTitleInput } from '../settings/LiveTitleInput';
import { liveTitleResolver } from '../settings/live-title-resolver';
import { useSaveLiveTitle } from '../settings/use-save-live-title';

/**
 * The owner changes the broadcast's title from their own live page, without leaving the stream. A
 * save writes the answer into the page's channel (the heading changes at once) and closes the form;
 * Escape or 취소 closes it unchanged. A refusal stays in the form.
 */
export function LiveTitleEditor({ channel, onClose }: { channel: guestApi.ChannelDetail; onClose: () => void }) {
  const t = useT();
  const { save, saving, refusal } = useSaveLiveTitle(channel.channelId);
  const { handleSubmit, control } = useForm<{ liveTitle: string }>({
    defaultValues: { liveTitle: channel.liveTitle ?? '' },
    resolver: liveTitleResolver,
  });

  const submit = async ({ liveTitle }: { liveTitle: string }) => {
    const saved = await save(liveTitle);
    if (!saved) return;
    notify.success(t(saved.liveTitle === null ? 'channel.liveTitle.cleared' : 'channel.liveTitle.saved'));
    onClose();
  };

  const guarded = useGuardedSubmit(handleSubmit, submit);
  return (
    <form
      onSubmit={guarded.submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      noValidate
      aria-label={t('channel.liveTitle.edit')}
      className="flex w-full flex-col gap-2"
    >
      <Controller
        control={control}
        name="liveTitle"
        render={({ field }) => (
          <LiveTitleInput
            value={field.value}
            onChange={field.onChange}
            channelName={channel.name}
            error={refusal}
            autoFocus
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {t('channel.save')}
        </Button>
      </div>
    </form>
  );
}
