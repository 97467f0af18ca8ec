import { EMOJI_CATALOG, EMOJI_CODE_PATTERN, emojiByCode, parseEmojiText } from './emoji';

const heart = emojiByCode('heart');
const fire = emojiByCode('fire');

test('the catalog: unique ids and codes, well-formed codes, Korean names, basic first', () => {
  expect(EMOJI_CATALOG.length).toBe(60);
  expect(new Set(EMOJI_CATALOG.map((emoji) => emoji.emojiId)).size).toBe(60);
  expect(new Set(EMOJI_CATALOG.map((emoji) => emoji.code)).size).toBe(60);
  expect(EMOJI_CATALOG.map((emoji) => emoji.emojiId)).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
  for (const emoji of EMOJI_CATALOG) {
    expect(emoji.code).toMatch(EMOJI_CODE_PATTERN);
    expect(emoji.name).toMatch(/^[가-힣 ]+$/);
    expect(emoji.glyph.length).toBeGreaterThan(0);
  }
  expect(EMOJI_CATALOG.filter((emoji) => emoji.group === 'subscriber')).toHaveLength(12);
  expect(EMOJI_CATALOG.findIndex((emoji) => emoji.group === 'subscriber')).toBe(48);
});

test('known tokens become emoji parts between text parts', () => {
  expect(parseEmojiText('좋아요 :heart: 최고:fire::fire:!')).toEqual([
    { kind: 'text', text: '좋아요 ' },
    { kind: 'emoji', emoji: heart },
    { kind: 'text', text: ' 최고' },
    { kind: 'emoji', emoji: fire },
    { kind: 'emoji', emoji: fire },
    { kind: 'text', text: '!' },
  ]);
  expect(parseEmojiText(':heart:')).toEqual([{ kind: 'emoji', emoji: heart }]);
  expect(parseEmojiText('')).toEqual([]);
});

test('unknown codes, wrong spellings and colons in ordinary text stay text', () => {
  for (const text of [':nope:', ':Heart:', ': heart :', '12:30:45', 'http://x.y', '::', ':heart', 'heart:']) {
    expect(parseEmojiText(text)).toEqual([{ kind: 'text', text }]);
  }
  // An unknown code's closing colon may open a real token.
  expect(parseEmojiText(':nope:heart:')).toEqual([
    { kind: 'text', text: ':nope' },
    { kind: 'emoji', emoji: heart },
  ]);
});

test('markup is handed back as text, untouched', () => {
  const markup = '<img src=x onerror=alert(1)>:heart:<script>alert(2)</script>';
  expect(parseEmojiText(markup)).toEqual([
    { kind: 'text', text: '<img src=x onerror=alert(1)>' },
    { kind: 'emoji', emoji: heart },
    { kind: 'text', text: '<script>alert(2)</script>' },
  ]);
});
