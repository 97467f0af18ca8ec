import { checkChatText, cleanChatText } from './chat-text';

test('line breaks and tabs become one space; other control characters and bidi overrides go; the rest is kept as typed', () => {
  expect(cleanChatText('  첫 줄\r\n\t둘째 줄  ')).toBe('첫 줄 둘째 줄');
  expect(cleanChatText('a\u0000b\u001b[31mc\u007f')).toBe('ab[31mc');
  expect(cleanChatText('abc\u202Egnp.exe')).toBe('abcgnp.exe');
  // Zero-width joiners hold emoji sequences together; HTML is text to be escaped where it is shown.
  expect(cleanChatText('👩‍👩‍👧 <script>alert(1)</script> &amp;')).toBe('👩‍👩‍👧 <script>alert(1)</script> &amp;');
});

test('1 to 200 characters, counted in code points after cleaning', () => {
  expect(checkChatText('가'.repeat(200))).toEqual({ ok: true, text: '가'.repeat(200) });
  expect(checkChatText('😀'.repeat(200))).toMatchObject({ ok: true });
  expect(checkChatText(`  ${'가'.repeat(200)}  `)).toMatchObject({ ok: true });
  expect(checkChatText('가'.repeat(201))).toEqual({
    ok: false,
    code: 'TOO_LONG',
    message: '채팅은 200자까지 입력할 수 있습니다.',
  });
  expect(checkChatText('\u0000\n ')).toEqual({ ok: false, code: 'EMPTY', message: '채팅 내용을 입력해주세요.' });
});
