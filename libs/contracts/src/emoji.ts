// The chat's emoji (docs/chat.md, Emoji): Unicode glyphs, not image files, so the catalog is code
// that the API and every client share, and a line carries a token `:code:` rather than a picture.

export const EMOJI_GROUPS = ['basic', 'subscriber'] as const;
export type EmojiGroup = (typeof EMOJI_GROUPS)[number];

export type Emoji = {
  emojiId: number;
  /** The token's name: lowercase letters, digits and _ (`:heart:`). */
  code: string;
  /** Korean, what a screen reader says for the glyph. */
  name: string;
  glyph: string;
  /** basic: every member; subscriber: members subscribed to the channel they chat in. */
  group: EmojiGroup;
};

type Row = readonly [code: string, name: string, glyph: string, group: EmojiGroup];

// An emoji's id is its place in this list, so add new ones at the end, whatever their group.
const ROWS: readonly Row[] = [
  ['smile', '웃음', '😄', 'basic'],
  ['grin', '활짝 웃음', '😁', 'basic'],
  ['joy', '기쁨의 눈물', '😂', 'basic'],
  ['rofl', '배꼽 잡기', '🤣', 'basic'],
  ['wink', '윙크', '😉', 'basic'],
  ['blush', '수줍음', '😊', 'basic'],
  ['heart_eyes', '하트 눈', '😍', 'basic'],
  ['kiss', '뽀뽀', '😘', 'basic'],
  ['yum', '냠냠', '😋', 'basic'],
  ['cool', '멋짐', '😎', 'basic'],
  ['think', '생각 중', '🤔', 'basic'],
  ['neutral', '무표정', '😐', 'basic'],
  ['smirk', '씨익', '😏', 'basic'],
  ['sleepy', '졸림', '😪', 'basic'],
  ['sleep', '잠', '😴', 'basic'],
  ['tongue', '메롱', '😛', 'basic'],
  ['sweat', '진땀', '😅', 'basic'],
  ['cry', '울음', '😢', 'basic'],
  ['sob', '엉엉', '😭', 'basic'],
  ['angry', '화남', '😠', 'basic'],
  ['rage', '분노', '😡', 'basic'],
  ['scream', '비명', '😱', 'basic'],
  ['shock', '깜짝', '😮', 'basic'],
  ['dizzy', '어지러움', '😵', 'basic'],
  ['party', '파티', '🥳', 'basic'],
  ['hug', '포옹', '🤗', 'basic'],
  ['shush', '쉿', '🤫', 'basic'],
  ['clown', '광대', '🤡', 'basic'],
  ['skull', '해골', '💀', 'basic'],
  ['ghost', '유령', '👻', 'basic'],
  ['heart', '하트', '❤️', 'basic'],
  ['broken_heart', '상처받은 마음', '💔', 'basic'],
  ['sparkles', '반짝', '✨', 'basic'],
  ['fire', '불꽃', '🔥', 'basic'],
  ['hundred', '백점', '💯', 'basic'],
  ['clap', '박수', '👏', 'basic'],
  ['thumbsup', '좋아요', '👍', 'basic'],
  ['thumbsdown', '싫어요', '👎', 'basic'],
  ['ok', '오케이', '👌', 'basic'],
  ['wave', '손 인사', '👋', 'basic'],
  ['pray', '부탁해요', '🙏', 'basic'],
  ['muscle', '힘내요', '💪', 'basic'],
  ['eyes', '눈', '👀', 'basic'],
  ['tada', '축하', '🎉', 'basic'],
  ['gift', '선물', '🎁', 'basic'],
  ['music', '음악', '🎵', 'basic'],
  ['star', '별', '⭐', 'basic'],
  ['question', '물음표', '❓', 'basic'],
  ['crown', '왕관', '👑', 'subscriber'],
  ['gem', '보석', '💎', 'subscriber'],
  ['trophy', '트로피', '🏆', 'subscriber'],
  ['rocket', '로켓', '🚀', 'subscriber'],
  ['rainbow', '무지개', '🌈', 'subscriber'],
  ['unicorn', '유니콘', '🦄', 'subscriber'],
  ['dragon', '용', '🐉', 'subscriber'],
  ['tiger', '호랑이', '🐯', 'subscriber'],
  ['cat', '고양이', '🐱', 'subscriber'],
  ['dog', '강아지', '🐶', 'subscriber'],
  ['money_bag', '돈 자루', '💰', 'subscriber'],
  ['medal', '메달', '🥇', 'subscriber'],
];

/** Every emoji, basic ones first, each group in id order. */
export const EMOJI_CATALOG: readonly Emoji[] = ROWS.map(([code, name, glyph, group], index) => ({
  emojiId: index + 1,
  code,
  name,
  glyph,
  group,
})).sort((a, b) => EMOJI_GROUPS.indexOf(a.group) - EMOJI_GROUPS.indexOf(b.group) || a.emojiId - b.emojiId);

const BY_CODE = new Map(EMOJI_CATALOG.map((emoji) => [emoji.code, emoji]));

export const emojiByCode = (code: string): Emoji | undefined => BY_CODE.get(code);

/** How a code is spelled inside a line. */
export const emojiToken = (code: string) => `:${code}:`;

export const EMOJI_CODE_PATTERN = /^[a-z0-9_]{1,32}$/;

export type EmojiTextPart = { kind: 'text'; text: string } | { kind: 'emoji'; emoji: Emoji };

// Only the code's characters may sit between the colons, so `12:30:45` or a URL's `http://` stays text.
const TOKEN = /:([a-z0-9_]{1,32}):/g;

/**
 * Splits a chat line into text and known emoji, in order. An unknown `:code:` stays text, and its
 * closing colon may still open the next token (`:nope:heart:` is text `:nope` then ❤️). The parts
 * are data, never markup: the caller renders text as text.
 */
export function parseEmojiText(text: string): EmojiTextPart[] {
  const parts: EmojiTextPart[] = [];
  let from = 0;
  const pattern = new RegExp(TOKEN.source, 'g');
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const code = match[1] ?? '';
    const emoji = BY_CODE.get(code);
    if (!emoji) {
      // Retry from the closing colon: it may begin a real token.
      pattern.lastIndex = match.index + code.length + 1;
      continue;
    }
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'emoji', emoji });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
