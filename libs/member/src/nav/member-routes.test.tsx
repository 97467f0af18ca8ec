import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router';
import { pageOf, reply } from '@onair/store/testing';
import { renderMember } from '../testing/render-member';
import { memberRoutes } from './member-routes';

function Routes() {
  return useRoutes([{ path: '/', children: memberRoutes }]);
}

test.each([
  ['/my/messages', '쪽지함'],
  ['/cs', '고객센터'],
  ['/cs/guides', '고객센터'],
  ['/my', '마이페이지'],
  ['/my/expire', '회원 탈퇴'],
])('%s loads its page', async (url, heading) => {
  await renderMember(<Routes />, {
    url,
    routes: {
      'GET /api/my/messages': reply(pageOf([])),
      'GET /api/my/messages/unread-count': reply({ count: 0 }),
      'GET /api/cs/notice-list': reply(pageOf([])),
      'GET /api/cs/guide-list': reply(pageOf([])),
    },
  });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
});
