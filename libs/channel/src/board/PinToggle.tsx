import { csApi } from '@onair/api-client';
import { useT } from '@onair/i18n';
import { Button, notify } from '@onair/ui';
import { useFailureText } from '../shared/use-failure-text';

/** For who runs the channel: pin a post above the others, or unpin it. */
export function PinToggle({
  channelId,
  boardId,
  important,
}: {
  channelId: number;
  boardId: number;
  important: boolean;
}) {
  const t = useT();
  const failureText = useFailureText();
  const [pin, { isLoading }] = csApi.useBoardImportantMutation();
  const press = () =>
    pin({ channelId: String(channelId), boardId: String(boardId), body: { important: !important } })
      .unwrap()
      .then(
        (result) => notify.success(t(result.important ? 'channel.board.pinned' : 'channel.board.unpinned')),
        (error: unknown) => notify.error(failureText(error)),
      );
  return (
    <Button variant="secondary" loading={isLoading} onClick={() => void press()}>
      {important ? t('channel.board.unpin') : t('channel.board.pin')}
    </Button>
  );
}
