import { ChatMessageList } from '@onair/chat';
import { useT } from '@onair/i18n';
import { useReplayChat } from './use-replay-chat';

/**
 * The chat as it happened beside a replay: every line and gift alert appears when the video reaches
 * the moment it was sent, rendered by the live chat's own list (libs/chat). Read only.
 */
export function ReplayChat({ recordedStreamId, nowMs }: { recordedStreamId: number; nowMs: number }) {
  const t = useT();
  const { messages, ready, failed } = useReplayChat(recordedStreamId, nowMs);
  return (
    <section
      aria-labelledby="replay-chat-heading"
      className="flex h-72 flex-col overflow-hidden rounded border border-border bg-surface lg:h-auto lg:min-h-0"
    >
      <h3 id="replay-chat-heading" className="border-b border-border px-3 py-2 text-sm font-semibold text-text">
        {t('channel.replay.chat')}
      </h3>
      {failed && messages.length === 0 ? (
        <p className="my-auto px-3 py-6 text-center text-sm text-muted">{t('channel.failed')}</p>
      ) : ready && messages.length === 0 ? (
        <p className="my-auto px-3 py-6 text-center text-sm text-muted">{t('channel.replay.chatEmpty')}</p>
      ) : (
        <ChatMessageList messages={messages} pending={[]} nickname={null} />
      )}
    </section>
  );
}
