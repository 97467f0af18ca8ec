import { memo } from 'react';
import { useT } from '@onair/i18n';
import { EmojiText } from '../emoji/EmojiText';
import { useGiftAmount } from '../gift/use-gift-amount';
import { LineBadges } from '../badges/LineBadges';
import { chatLineBadgesOf, giftPayloadOf, type ChatGiftPayload, type ChatMessage } from '../room/wire';
import { mentionSegments, mentionsNickname } from '../mentions/mentions';
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

/** An @mention in a line that opens the named chatter's user card, as their nickname would. */
export type MentionMenuTrigger = NicknameMenuTrigger & { nickname: string };

/** The line's text, each @mention the reader may open a button (`@nickname`, its accessible name). */
function LineText({ text, mentions }: { text: string; mentions: readonly MentionMenuTrigger[] }) {
  if (mentions.length === 0) return <EmojiText text={text} />;
  const segments = mentionSegments(
    text,
    mentions.map((mention) => mention.nickname),
  );
  return (
    <>
      {segments.map((segment, index) => {
        // The parts of one text never reorder, so the position is a stable key.
        if (segment.kind === 'text') return <EmojiText key={index} text={segment.text} />;
        const menu = mentions.find((mention) => mention.nickname === segment.nickname) as MentionMenuTrigger;
        return (
          <button
            key={index}
            type="button"
            aria-expanded={menu.open}
            aria-controls={menu.open ? menu.controls : undefined}
            onClick={(event) => menu.onOpen(event.currentTarget)}
            className="rounded font-semibold text-accent hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-accent"
          >
            @{segment.nickname}
          </button>
        );
      })}
    </>
  );
}

/** How the reader chose to see the lines (ChatSettingsMenu) and who they are, for the mention highlight. */
export type ChatLineDisplay = { fontClass: string; timestamps: boolean; myNickname: string | null };

/**
 * One line of the chat: a gift as a highlighted box, anything else as badge, nickname and text.
 * With a menu, the nickname is a button that discloses it (moderation, report); so is each @mention
 * with one.
 */
function ChatMessageLineView({
  message,
  menu,
  mentions = [],
  display,
}: {
  message: ChatMessage;
  menu?: NicknameMenuTrigger;
  mentions?: readonly MentionMenuTrigger[];
  display?: ChatLineDisplay;
}) {
  const t = useT();
  const gift = giftPayloadOf(message);
  if (gift) return <GiftLine gift={gift} />;
  const subscribed = subscribedPayloadOf(message);
  if (subscribed) return <SubscribedLine subscribed={subscribed} />;
  const colour =
    message.role === 'owner'
      ? 'text-accent'
      : message.memberId === null
        ? 'text-muted'
        : nicknameColour(message.memberId);
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
      <LineBadges badges={chatLineBadgesOf(message.payload)} />
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
        <LineText text={message.text} mentions={mentions} />
      </span>
    </li>
  );
}

const sameDisplay = (a: ChatLineDisplay | undefined, b: ChatLineDisplay | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.fontClass === b.fontClass &&
    a.timestamps === b.timestamps &&
    a.myNickname === b.myNickname);

// A menu's onOpen is made anew on every render of the panel, but only from this line's message and
// the panel's setters, so an older one does the same; whether it is open is what the line shows.
const sameMenu = (a: NicknameMenuTrigger | undefined, b: NicknameMenuTrigger | undefined) =>
  a === b || (a !== undefined && b !== undefined && a.open === b.open && a.controls === b.controls);

const sameMentions = (a: readonly MentionMenuTrigger[] = [], b: readonly MentionMenuTrigger[] = []) =>
  a.length === b.length &&
  a.every((mention, index) => mention.nickname === b[index]?.nickname && sameMenu(mention, b[index]));

/**
 * A line renders again only when it changes: a busy room re-renders its list about ten times a
 * second (a packet per broadcast tick), and the list keeps up to 300 lines (bench/chat-page).
 */
export const ChatMessageLine = memo(
  ChatMessageLineView,
  (before, after) =>
    before.message === after.message &&
    sameMenu(before.menu, after.menu) &&
    sameMentions(before.mentions, after.mentions) &&
    sameDisplay(before.display, after.display),
);
