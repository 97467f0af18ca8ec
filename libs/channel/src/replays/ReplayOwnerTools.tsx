import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { myApi, type guestApi } from '@onair/api-client';
import { RECORDING_TITLE_MAX } from '@onair/contracts';
import { useT } from '@onair/i18n';
import { Button, TextInput, useGuardedSubmit } from '@onair/ui';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { useFailureText } from '../shared/use-failure-text';

type Recording = guestApi.GuestRecordedStreamApiResponse;

/**
 * The channel owner's tools under a replay card: rename in place, hide or show, and delete after a
 * confirmation. Each saves at once; the lists refetch (the Recording tag), and a refusal is said
 * under the tools.
 */
export function ReplayOwnerTools({ recording }: { recording: Recording }) {
  const t = useT();
  const failureText = useFailureText();
  const [update, updating] = myApi.useMyRecordedStreamUpdateMutation();
  const [remove, removing] = myApi.useMyRecordedStreamDeleteMutation();
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, reset } = useForm<{ title: string }>({ defaultValues: { title: recording.title } });
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const recordedStreamId = String(recording.recordedStreamId);

  async function run(action: () => Promise<unknown>) {
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      setFailure(failureText(error));
      return false;
    }
  }

  const rename = useGuardedSubmit(handleSubmit, async ({ title }) => {
    if (await run(() => update({ recordedStreamId, body: { title } }).unwrap())) setEditing(false);
  });

  return (
    <div
      role="group"
      aria-label={t('channel.replay.manage', { title: recording.title })}
      className="flex flex-col gap-2"
    >
      {editing ? (
        <form onSubmit={rename.submit} className="flex flex-col gap-2">
          <TextInput
            label={t('channel.replay.titleLabel')}
            maxLength={RECORDING_TITLE_MAX}
            {...register('title')}
            autoFocus
          />
          <div className="flex gap-2">
            <Button type="submit" loading={updating.isLoading}>
              {t('channel.replay.save')}
            </Button>
            <Button
              type="button"

              variant="secondary"
              onClick={() => {
                setEditing(false);
                reset({ title: recording.title });
                setFailure(null);
              }}
            >
              {t('common.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('channel.replay.rename')}
          </Button>
          <Button
            variant="secondary"
            loading={updating.isLoading}
            onClick={() => void run(() => update({ recordedStreamId, body: { hidden: !recording.hidden } }).unwrap())}
          >
            {recording.hidden ? t('channel.replay.show') : t('channel.replay.hide')}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            {t('channel.replay.delete')}
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('channel.replay.deleteTitle')}
        confirmText={t('channel.replay.delete')}
        busy={removing.isLoading}
        onClose={() => setConfirming(false)}
        onConfirm={() => void run(() => remove({ recordedStreamId }).unwrap()).then(() => setConfirming(false))}
      >
        {t('channel.replay.deleteBody', { title: recording.title })}
      </ConfirmDialog>
    </div>
  );
}
