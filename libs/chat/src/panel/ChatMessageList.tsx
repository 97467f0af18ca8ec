import { useLayoutEffect, useRef } from 'react';
import { useT } from '@onair/i18n';
import type { ChatActionLine as ActionLine } from '../room/moderation';
import type { OutboxLine } from '../room/outbox';
import type { ChatMessage } from '../room/wire';
import { EmojiText } from '../emoji/EmojiText';
import { ChatActionLine } from './ChatActionLine';
import {
  ChatMessageLine,
  type ChatLineDisplay,
  type MentionMenuTrigger,
  type NicknameMenuTrigger,
} from './ChatMessageLine';

// Within this many pixels of the bottom, the list follows new lines; further up, the reader is reading back.
const FOLLOW_SLACK_PX = 48;

export type ChatMessageListProps = {
  messages: readonly ChatMessage[];
  /** The member's own lines waiting for their ack. */
  pending: readonly OutboxLine[];
  /** Who the pending lines are from. */
  nickname: string | null;
  /** The room's moderation actions, each shown after the line it followed. */
  actionLines?: readonly ActionLine[];
  /** The nickname menu of a line, for the lines whose chatter has one. */
  menuOf?: (message: ChatMessage) => NicknameMenuTrigger | undefined;
  /** The @mentions of a line that open the named chatter's user card. */
  mentionsOf?: (message: ChatMessage) => readonly MentionMenuTrigger[] | undefined;
  /** The reader's text size and timestamps, and their nickname for the mention highlight; the defaults without. */
  display?: ChatLineDisplay;
};

type Row = { key: string; message: ChatMessage } | { key: string; line: ActionLine };

/** The lines in seq order, each action after the last line that came before it. */
function rowsOf(messages: readonly ChatMessage[], actionLines: readonly ActionLine[]): Row[] {
  const rows: Row[] = [];
  let next = 0;
  for (const message of messages) {
    for (; next < actionLines.length && (actionLines[next] as ActionLine).afterSeq < message.seq; next += 1)
      rows.push({ key: `action-${(actionLines[next] as ActionLine).id}`, line: actionLines[next] as ActionLine });
    rows.push({ key: `seq-${message.seq}`, message });
  }
  for (const line of actionLines.slice(next)) rows.push({ key: `action-${line.id}`, line });
  return rows;
}

/** The room's lines, newest at the bottom, following them unless the reader scrolled up. */
export function ChatMessageList({
  messages,
  pending,
  nickname,
  actionLines = [],
  menuOf,
  mentionsOf,
  display,
}: ChatMessageListProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  useLayoutEffect(() => {
    const element = box.current;
    if (element && following.current) element.scrollTop = element.scrollHeight;
  }, [messages, pending, actionLines]);

  const onScroll = () => {
    const element = box.current;
    if (element) following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK_PX;
  };

  // The lines never give up their last 100 px to what is pinned above them: the pinned box scrolls first.
  // They sit at the bottom, beside the composer, as in any chat: on a phone the top of the panel is
  // under the sticky player once the composer is scrolled into view, and a first line there is unseen.
  return (
    <div ref={box} onScroll={onScroll} className="flex min-h-[100px] flex-1 flex-col overflow-y-auto py-2">
      {messages.length === 0 && pending.length === 0 && actionLines.length === 0 && (
        <p className="my-auto px-3 py-6 text-center text-sm text-muted">{t('chat.empty')}</p>
      )}
      {/* The log is a box around the list: a list itself may not take the log role. */}
      <div role="log" aria-live="polite" aria-label={t('chat.messages')} className="mt-auto">
        <ul>
          {rowsOf(messages, actionLines).map((row) =>
            'message' in row ? (
              <ChatMessageLine
                key={row.key}
                message={row.message}
                menu={menuOf?.(row.message)}
                mentions={mentionsOf?.(row.message)}
                display={display}
              />
            ) : (
              <ChatActionLine key={row.key} action={row.line.action} />
            ),
          )}
          {pending.map((line) => (
            <li
              key={line.clientMsgId}
              className={`break-words px-3 py-1 leading-relaxed opacity-60 ${display?.fontClass ?? 'text-sm'}`}
            >
              {nickname && <span className="font-semibold text-muted">{nickname}</span>}
              <span className="ml-1.5 text-text">
                <EmojiText text={line.text} />
              </span>
              <span className="ml-1.5 text-[11px] text-muted">{t('chat.pending')}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
