import { createSmsOutbox, verificationCodeIn } from './outbox';

test('stamps each message with an id and the time it was sent', () => {
  const outbox = createSmsOutbox({ now: () => new Date('2026-01-02T03:04:05.000Z') });
  const message = outbox.send({ to: '01012345678', text: 'hi' });
  expect(message).toEqual({ messageId: expect.any(String), to: '01012345678', text: 'hi', sentAt: '2026-01-02T03:04:05.000Z' });
  expect(outbox.send({ to: '01012345678', text: 'again' }).messageId).not.toBe(message.messageId);
});

test('list hands out a copy', () => {
  const outbox = createSmsOutbox();
  outbox.send({ to: '01012345678', text: 'hi' });
  outbox.list().pop();
  expect(outbox.list()).toHaveLength(1);
});

test.each([
  ['[온에어] 인증번호 [482913]을 입력해주세요.', '482913'],
  ['인증번호는 1234 입니다', '1234'],
  ['code 12345678', '12345678'],
  ['123 is too short, 123456789 too long', undefined],
  ['no code here', undefined],
])('verificationCodeIn(%j) is %j', (text, code) => {
  expect(verificationCodeIn(text)).toBe(code);
});
