import { screen } from '@testing-library/react';
import { reply } from '@onair/store/testing';
import { renderMember } from '../testing/render-member';
import { UnreadMessagesBadge } from './UnreadMessagesBadge';
import { useMemberNavLinks } from './use-member-nav-links';

test('the badge leads to the message box with the unread count', async () => {
  await renderMember(<UnreadMessagesBadge />, { routes: { 'GET /api/my/messages/unread-count': reply({ count: 3 }) } });
  const link = await screen.findByRole('link', { name: '쪽지함, 읽지 않은 쪽지 3개' });
  expect(link).toHaveAttribute('href', '/my/messages');
  expect(link).toHaveTextContent('3');
});

test('past 99 it says 99+; nothing for a visitor or where messages are off', async () => {
  const { unmount } = await renderMember(<UnreadMessagesBadge />, {
    routes: { 'GET /api/my/messages/unread-count': reply({ count: 120 }) },
  });
  expect(await screen.findByText('99+')).toBeInTheDocument();
  unmount();
  const visitor = await renderMember(<UnreadMessagesBadge />, { member: null });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(visitor.api.count('GET', '/api/my/messages/unread-count')).toBe(0);
  visitor.unmount();
  const nova = await renderMember(<UnreadMessagesBadge />, { brand: 'nova' });
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(nova.api.count('GET', '/api/my/messages/unread-count')).toBe(0);
});

function Links() {
  return (
    <ul>
      {useMemberNavLinks().map((link) => (
        <li key={link.key}>{`${link.label} ${link.to}`}</li>
      ))}
    </ul>
  );
}

test('the account-menu links leave out messages where the brand has none', async () => {
  const { unmount } = await renderMember(<Links />);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    '마이페이지 /my',
    '쪽지함 /my/messages',
    '고객센터 /cs',
  ]);
  unmount();
  await renderMember(<Links />, { brand: 'nova' });
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['마이페이지 /my', '고객센터 /cs']);
});
