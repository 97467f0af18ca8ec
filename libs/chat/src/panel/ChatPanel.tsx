import { useT } from '@onair/i18n';
import { selectProfile, useAppSelector } from '@onair/store';
import type { ChatRoom } from '../room/useChatRoom';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { ChatStatusLine } from './ChatStatusLine';
import { VisitorPrompt } from './VisitorPrompt';

export type ChatPanelProps = {
  /** From useChatRoom: the page holds the room so the viewer count and the gift alert read the same one. */
  room: ChatRoom;
  className?: string;
};

/** The live room's chat: status, lines (plain text only), and the composer for members or the 회원 전용 prompt for visitors. */
export function ChatPanel({ room, className = '' }: ChatPanelProps) {
  const t = useT();
  const profile = useAppSelector(selectProfile);
  const over = room.status === 'expired' || room.status === 'closed';
  return (
    <section
      aria-label={t('chat.title')}
      className={`flex min-h-0 flex-col overflow-hidden rounded bg-surface ${className}`}
    >
      <h2 className="border-b border-border px-3 py-2 text-sm font-bold text-text">{t('chat.title')}</h2>
      <ChatStatusLine status={room.status} refusal={room.refusal} />
      <ChatMessageList messages={room.messages} pending={room.pending} nickname={profile?.nickname ?? null} />
      {profile ? (
        // A closed room's reason is on the status line already.
        <ChatComposer onSend={room.send} refusal={over ? null : room.refusal} disabled={over} />
      ) : (
        <VisitorPrompt />
      )}
    </section>
  );
}
