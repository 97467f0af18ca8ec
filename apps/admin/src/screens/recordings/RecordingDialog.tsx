import { adminApi } from '@onair/api-client';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ActionDialog } from '../shared/ActionDialog';

export type RecordingAction = 'hide' | 'show' | 'delete';

type Recording = { recordedStreamId: number; title: string };

/** Hide, show or delete one recording, with the reason the audit log keeps. */
export function RecordingDialog({
  recording,
  action,
  onClose,
  onDone,
}: {
  recording: Recording;
  action: RecordingAction;
  onClose: () => void;
  onDone: (changed: boolean) => void;
}) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [setHidden, hiding] = adminApi.useAdminSetRecordingHiddenMutation();
  const [remove, deleting] = adminApi.useAdminDeleteRecordingMutation();
  const recordedStreamId = String(recording.recordedStreamId);
  return (
    <ActionDialog
      formId={`recording-${action}`}
      title={t(`console.recordings.action.${action}.title`, { title: recording.title })}
      lead={t(`console.recordings.action.${action}.lead`)}
      summary={t(`console.recordings.action.${action}.summary`, { title: recording.title })}
      actionLabel={t(`console.recordings.action.${action}.label`)}
      danger={action !== 'show'}
      busy={hiding.isLoading || deleting.isLoading}
      onClose={onClose}
      onSubmit={async (reason) => {
        if (action === 'delete') {
          const result = await remove({ recordedStreamId, body: { reason } });
          if (result.error) return errorText(result.error);
          onDone(true);
          return null;
        }
        const result = await setHidden({ recordedStreamId, body: { hidden: action === 'hide', reason } });
        if (result.error) return errorText(result.error);
        onDone(result.data.changed);
        return null;
      }}
    />
  );
}
