import { CHAT_LINE_MAX_LENGTH, chatTextLength, chatTextProblem, cleanChatText } from './limits';

test('Korean syllables and Latin letters count one each', () => {
  expect(chatTextLength('안녕하세요')).toBe(5);
  expect(chatTextLength('hi 방장님')).toBe(6);
});

test('a character outside the BMP counts once, not as its two UTF-16 units', () => {
  expect('😀'.length).toBe(2);
  expect(chatTextLength('😀')).toBe(1);
  expect(chatTextLength('𠀀𠀁')).toBe(2);
  // A skin tone and a ZWJ sequence count each of their code points.
  expect(chatTextLength('👍🏽')).toBe(2);
  expect(chatTextLength('👨‍👩‍👧')).toBe(5);
});

test('an emoji token counts by its text, as it is stored and sent', () => {
  expect(chatTextLength(':heart:')).toBe(7);
  expect(chatTextLength('좋아요 :fire:')).toBe(10);
  // 28 tokens of 7 fill 196 characters; a 29th is over the line.
  expect(chatTextProblem(':heart:'.repeat(28))).toBeNull();
  expect(chatTextProblem(':heart:'.repeat(29))).toBe('TOO_LONG');
});

test('the text is counted as it will be stored: trimmed, breaks as one space, controls and bidi overrides gone', () => {
  expect(cleanChatText('  a\n\n\tb\u0000c\u202Ed  ')).toBe('a bcd');
  expect(chatTextLength('  a\n\n\tb\u0000c\u202Ed  ')).toBe(5);
  expect(chatTextLength('\u200D')).toBe(1);
});

test('the limit: 200 characters fit, 201 do not, nothing but blanks is empty', () => {
  expect(CHAT_LINE_MAX_LENGTH).toBe(200);
  expect(chatTextProblem('가'.repeat(200))).toBeNull();
  expect(chatTextProblem(`${'😀'.repeat(199)}!`)).toBeNull();
  expect(chatTextProblem('가'.repeat(201))).toBe('TOO_LONG');
  expect(chatTextProblem(`  ${'가'.repeat(200)}\n`)).toBeNull();
  expect(chatTextProblem(' \n\t ')).toBe('EMPTY');
  expect(chatTextProblem('가'.repeat(41), 40)).toBe('TOO_LONG');
});
