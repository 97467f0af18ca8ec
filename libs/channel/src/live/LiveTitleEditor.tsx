import { useState, type FormEvent } from 'react';
import type { guestApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, notify } from '@onair/ui';
import { LiveTitleInput } from '../settings/LiveTitleInput';
import { useSaveLiveTitle } from '../settings/useSaveLiveTitle';

/**
 * The owner changes the broadcast's title from their own live page, without leaving the stream. A
 * save writes the answer into the page's channel (the heading changes at once) and closes the form;
 * Escape or 취소 closes it unchanged. A refusal stays in the form.
 */
export function LiveTitleEditor({ channel, onClose }: { channel: guestApi.ChannelDetail; onClose: () => void }) {
  const t = useT();
  const { save, saving, refusal } = useSaveLiveTitle(channel.channelId);
  const [title, setTitle] = useState(channel.liveTitle ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await save(title);
    if (!saved) return;
    notify.success(t(saved.liveTitle === null ? 'channel.liveTitle.cleared' : 'channel.liveTitle.saved'));
    onClose();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      noValidate
      aria-label={t('channel.liveTitle.edit')}
      className="flex w-full flex-col gap-2"
    >
      <LiveTitleInput value={title} onChange={setTitle} channelName={channel.name} error={refusal} autoFocus />
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
