import { adminApi } from '@onair/api-client';
import type { TakedownAction } from '@onair/contracts';
import { useApiErrorText } from '../../i18n/use-api-error-text';
import { useConsoleT } from '../../i18n/use-console-t';
import { ActionDialog } from '../shared/ActionDialog';

export type ChannelAction = TakedownAction | 'lift';

type Channel = { channelId: number; title: string; channelName: string };

/** The four mutations share one body and answer; the dialog picks the one for its action. */
function useTakedown(action: ChannelAction) {
  const end = adminApi.useAdminEndBroadcastMutation();
  const revoke = adminApi.useAdminRevokeStreamKeyMutation();
  const suspend = adminApi.useAdminSuspendChannelMutation();
  const lift = adminApi.useAdminLiftSuspensionMutation();
  return { end, 'revoke-key': revoke, suspend, lift }[action];
}

/** End the broadcast, revoke the stream key, suspend or lift a suspension, with a reason the streamer reads. */
export function TakedownDialog({
  channel,
  action,
  onClose,
  onDone,
}: {
  channel: Channel;
  action: ChannelAction;
  onClose: () => void;
  onDone: (changed: boolean) => void;
}) {
  const t = useConsoleT();
  const errorText = useApiErrorText();
  const [send, { isLoading }] = useTakedown(action);
  return (
    <ActionDialog
      formId={`takedown-${action}`}
      title={t(`console.live.action.${action}.title`, { name: channel.channelName })}
      lead={t(`console.live.action.${action}.lead`)}
      summary={t(`console.live.action.${action}.summary`, { name: channel.channelName, title: channel.title })}
      actionLabel={t(`console.live.action.${action}.label`)}
      danger={action !== 'lift'}
      busy={isLoading}
      onClose={onClose}
      onSubmit={async (reason) => {
        const result = await send({ channelId: String(channel.channelId), body: { reason } });
        if (result.error) return errorText(result.error);
        onDone(result.data.changed);
        return null;
      }}
    />
  );
}
