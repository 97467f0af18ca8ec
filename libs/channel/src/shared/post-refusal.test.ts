import { BOARD_MESSAGES, CHANNEL_NOTICE_MESSAGES } from '@onair/contracts';
import { loadMessages } from '@onair/i18n';

// The form refuses an empty title before sending: in Korean it must say exactly what the API would.
test('the Korean post rules are the API’s messages letter for letter', async () => {
  const ko = await loadMessages('ko');
  expect(ko['channel.post.titleRule']).toBe(BOARD_MESSAGES.title);
  expect(ko['channel.post.titleRule']).toBe(CHANNEL_NOTICE_MESSAGES.title);
  expect(ko['channel.post.contentRule']).toBe(BOARD_MESSAGES.content);
  expect(ko['channel.post.contentRule']).toBe(CHANNEL_NOTICE_MESSAGES.content);
});
