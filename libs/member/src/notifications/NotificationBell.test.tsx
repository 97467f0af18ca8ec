// The header bell: a reply to one's board comment is counted, said with its replier and first
// words, and leads to the post (docs/notifications.md).
import { screen, within } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { renderMember } from '../testing/render-member';
import { NotificationBell } from './NotificationBell';

test('a reply is counted, worded and linked to the post it is under', async () => {
  const { user } = await renderMember(<NotificationBell />, {
    member: MEMBER,
    routes: {
      'GET /api/my/notifications': () => ({
        status: 200,
        body: {
          items: [
            {
              notificationId: 9,
              kind: 'reply',
              channelId: 3,
              boardId: 21,
              name: '여행하는하늘',
              title: '저도 여행 방송 찬성입니다!',
              read: false,
              createdAt: '2026-12-07T01:00:00.000Z',
            },
          ],
          unread: 1,
        },
      }),
      'POST /api/my/notifications/read': () => ({ status: 200, body: { ok: true } }),
    },
  });
  const bell = await screen.findByRole('button', { name: '알림, 읽지 않은 알림 1개' });
  await user.click(bell);
  const list = screen.getByRole('region', { name: '알림' });
  const line = within(list).getByRole('link', { name: /여행하는하늘님이 내 댓글에 답글을 남겼습니다\./ });
  expect(line).toHaveAttribute('href', '/channel/3/board/21');
  expect(line).toHaveTextContent('저도 여행 방송 찬성입니다!');
});
