import { loadMessages } from '@onair/i18n';
import { CHAT_UNAUTHORIZED, createAuthRetryPolicy } from './auth-retry-policy';

test('Unauthorized retries every 3 s ten times; the 11th gives up with chat.unauthorized', () => {
  const policy = createAuthRetryPolicy();
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    expect(policy.next('Unauthorized')).toEqual({ action: 'retry', delayMs: 3000 });
    expect(policy.retries).toBe(attempt);
  }
  expect(policy.next('Unauthorized')).toEqual({ action: 'giveUp', messageKey: 'chat.unauthorized' });
  expect(policy.next('Unauthorized')).toEqual({ action: 'giveUp', messageKey: 'chat.unauthorized' });
  expect(policy.retries).toBe(10);
});

test('any other error means disconnected and leaves the count alone', () => {
  const policy = createAuthRetryPolicy();
  policy.next(CHAT_UNAUTHORIZED);
  for (const message of ['xhr poll error', 'websocket error', 'timeout', 'unauthorized', '']) {
    expect(policy.next(message)).toEqual({ action: 'disconnected' });
  }
  expect(policy.retries).toBe(1);
});

test('reset after a successful connection starts the count again', () => {
  const policy = createAuthRetryPolicy();
  for (let i = 0; i < 11; i += 1) policy.next('Unauthorized');
  policy.reset();
  expect(policy.retries).toBe(0);
  expect(policy.next('Unauthorized')).toEqual({ action: 'retry', delayMs: 3000 });
});

test('the limit and the delay can be set', () => {
  const policy = createAuthRetryPolicy({ maxRetries: 1, delayMs: 10 });
  expect(policy.next('Unauthorized')).toEqual({ action: 'retry', delayMs: 10 });
  expect(policy.next('Unauthorized').action).toBe('giveUp');
});

test('the alert text is the SPEC text, in the Korean bundle', async () => {
  const ko = await loadMessages('ko');
  expect(ko['chat.unauthorized']).toBe(
    '세션이 만료되어 채팅에 참여할 수 없습니다. 채팅에 참여하기 위해서는 재로그인이 필요합니다.',
  );
  expect((await loadMessages('en'))['chat.unauthorized']).toBeTruthy();
});
