import { parseEmojiText } from '@onair/contracts';

/**
 * A chat text with its known `:code:` tokens shown as their glyphs. Every part is a React text
 * node or a span around a catalog glyph, so typed markup stays the characters typed. Any known
 * token renders, whoever typed it: the catalog is public, and only the composer limits what it
 * offers (docs/chat.md, Emoji).
 */
export function EmojiText({ text }: { text: string }) {
  return (
    <>
      {parseEmojiText(text).map((part, index) =>
        part.kind === 'text' ? (
          part.text
        ) : (
          <span
            // The parts of one text never reorder, so the position is a stable key.
            key={index}
            role="img"
            aria-label={part.emoji.name}
            title={part.emoji.name}
            className="mx-px inline-block align-[-0.125em] text-base leading-none"
          >
            {part.emoji.glyph}
          </span>
        ),
      )}
    </>
  );
}
