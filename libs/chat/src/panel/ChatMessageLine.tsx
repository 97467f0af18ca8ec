import { useT } from '@onair/i18n';
import { EmojiText } from '../emoji/EmojiText';
import { useGiftAmount } from '../gift/use-gift-amount';
import { giftPayloadOf, type ChatGiftPayload, type ChatMessage } from '../room/wire';
import { mentionsNickname } from '../mentions/mentions';
import { ChatTime } from '../settings/ChatTime';
import { nicknameColour } from './nickname-colour';
import { RoleBadge } from './RoleBadge';
import { SubscribedLine, subscribedPayloadOf } from './SubscribedLine';

// Everything the server sends is rendered as React text nodes: a nickname or a line such as
// <img src=x onerror=...> shows as the characters typed (docs/chat.md: the client must escape);
// emoji tokens become a span around a catalog glyph, never markup from the line.

function GiftLine({ gift }: { gift: ChatGiftPayload }) {
  const t = useT();
  const amountText = useGiftAmount();
  return (
    <li className="px-2 py-1">
      {/* No role of its own: the chat's log announces the line, and an alert inside it would be heard a second time. */}
      <div className="rounded border border-accent/60 bg-accent/15 px-3 py-2 text-sm">
        <p className="font-semibold text-accent">
          {t('chat.gift.line', { sender: gift.senderNickname, amount: amountText(gift) })}
        </p>
        {gift.message && (
          <p className="mt-0.5 break-words text-text">
            <EmojiText text={gift.message} />
          </p>
        )}
      </div>
    </li>
  );
}

/** The nickname's menu (ChatterMenu): whether it is open for this line, its element id, and how to open it. */
export type NicknameMenuTrigger = { open: boolean; controls: string; onOpen: (trigger: HTMLButtonElement) => void };

/** How the reader chose to see the lines (ChatSettingsMenu) and who they are, for the mention highlight. */
export type ChatLineDisplay = { fontClass: string; timestamps: boolean; myNickname: string | null };

/**
 * One line of the chat: a gift as a highlighted box, anything else as badge, nickname and text.
 * With a menu, the nickname is a button that discloses it (moderation, report).
 */
export function ChatMessageLine({
  message,
  menu,
  display,
}: {
  message: ChatMessage;
  menu?: NicknameMenuTrigger;
  display?: ChatLineDisplay;
}) {
  const t = useT();
  const gift = giftPayloadOf(message);
  if (gift) return <GiftLine gift={gift} />;
  const subscribed = subscribedPayloadOf(message);
  if (subscribed) return <SubscribedLine subscribed={subscribed} />;
  const colour =
    message.role === 'owner' ? 'text-accent' : message.memberId === null ? 'text-muted' : nicknameColour(message.memberId);
  const tone = `font-semibold ${colour}`;
  const mentioned =
    display?.myNickname != null && message.kind === 'chat' && mentionsNickname(message.text, display.myNickname);
  const highlight = mentioned ? 'border-l-2 border-accent bg-accent/10' : '';
  return (
    <li
      className={`break-words px-3 py-1 leading-relaxed ${display?.fontClass ?? 'text-sm'} ${highlight}`}
      data-seq={message.seq}
      data-mentioned={mentioned || undefined}
    >
      {display?.timestamps && <ChatTime at={message.at} />}
      {mentioned && <span className="sr-only">{t('chat.mention.you')}</span>}
      <RoleBadge role={message.role} />
      {menu ? (
        <button
          type="button"
          aria-expanded={menu.open}
          aria-controls={menu.open ? menu.controls : undefined}
          onClick={(event) => menu.onOpen(event.currentTarget)}
          className={`${tone} rounded hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent`}
        >
          {message.nickname}
        </button>
      ) : (
        <span className={tone}>{message.nickname}</span>
      )}
      <span className="ml-1.5 text-text">
        <EmojiText text={message.text} />
      </span>
    </li>
  );
}
