// 신고 on a received message: the message itself is the target, filled in; a sent one has none.
import { screen, within } from '@testing-library/react';
import { pageOf, reply } from '@onair/store/testing';
import { messageOf } from '../testing/fixtures';
import { renderMember } from '../testing/render-member';
import { MessagesPage } from './MessagesPage';

const received = messageOf({ msgId: 3, content: '협박하는 쪽지', readAt: '2025-08-12T06:00:00.000Z' });

test('a member reports a message they received from the opened message', async () => {
  const { user, api } = await renderMember(<MessagesPage />, {
    routes: {
      'GET /api/my/messages': reply(pageOf([received])),
      'GET /api/my/messages/unread-count': reply({ count: 0 }),
      'GET /api/my/messages/3': reply(received),
      'POST /api/cs/declaration-post': reply({}, 201),
    },
  });
  const [row] = within(await screen.findByRole('list', { name: '받은 쪽지' })).getAllByRole('listitem');
  await user.click(within(row as HTMLElement).getByRole('button'));
  const opened = await screen.findByRole('dialog', { name: '받은 쪽지' });
  await within(opened).findByText('협박하는 쪽지');
  await user.click(within(opened).getByRole('button', { name: '신고' }));
  const dialog = await screen.findByRole('dialog', { name: '신고하기' });
  expect(dialog).toHaveTextContent('신고 대상: 쪽지 친구');
  expect(within(dialog).queryByLabelText('대상 번호')).toBeNull();
  await user.selectOptions(within(dialog).getByLabelText('신고 사유'), '욕설/비방');
  await user.type(within(dialog).getByLabelText('신고 내용'), '협박을 받았어요');
  await user.click(within(dialog).getByRole('button', { name: '신고 접수' }));
  expect(await screen.findByText('신고가 접수되었습니다.')).toBeInTheDocument();
  const body = String(api.requests('POST', '/api/cs/declaration-post')[0]?.body);
  expect(body).toMatch(/name="targetType"\r\n\r\nmessage\r\n/);
  expect(body).toMatch(/name="targetId"\r\n\r\n3\r\n/);
});
