import { act, screen, waitFor, within } from '@testing-library/react';
import { jest } from '@jest/globals';
import { MESSAGE_MESSAGES } from '@onair/contracts';
import { inTurn, pageOf, refuse, reply } from '@onair/store/testing';
import { afterClickGuard } from '@onair/ui/testing';
import { messageOf } from '../testing/fixtures';
import { renderMember } from '../testing/render-member';
import { MessagesPage } from './MessagesPage';
import { UNREAD_REFRESH_MS } from './use-unread-message-count';

afterEach(() => {
  jest.useRealTimers();
});

const unread = messageOf();
const read = messageOf({
  msgId: 2,
  senderLoginId: 'other01',
  senderNickname: '다른팬',
  content: '안녕하세요',
  readAt: '2025-08-12T06:00:00.000Z',
});

test('the received box marks unread messages; opening one marks it read and lowers the count', async () => {
  const { user, api } = await renderMember(<MessagesPage />, {
    routes: {
      'GET /api/my/messages': inTurn(
        reply(pageOf([unread, read])),
        reply(pageOf([{ ...unread, readAt: '2025-08-13T07:00:00.000Z' }, read])),
      ),
      'GET /api/my/messages/unread-count': inTurn(reply({ count: 1 }), reply({ count: 0 })),
      'GET /api/my/messages/1': reply({ ...unread, readAt: '2025-08-13T07:00:00.000Z' }),
    },
  });
  const rows = within(await screen.findByRole('list', { name: '받은 쪽지' })).getAllByRole('listitem');
  expect(rows[0]).toHaveTextContent('친구 (friend01)오늘 방송 재밌었어요안 읽음');
  expect(rows[1]).toHaveTextContent('다른팬 (other01)안녕하세요읽음');
  expect(await screen.findByRole('tab', { name: '받은 쪽지 (1)' })).toHaveAttribute('aria-selected', 'true');
  expect(api.urls.some((url) => url.endsWith('/api/my/messages?division=received&page=1&size=10'))).toBe(true);

  await user.click(within(rows[0] as HTMLElement).getByRole('button'));
  const dialog = await screen.findByRole('dialog', { name: '받은 쪽지' });
  expect(await within(dialog).findByText('오늘 방송 재밌었어요')).toBeInTheDocument();
  expect(dialog).toHaveTextContent('보낸 사람친구 (friend01)');
  await waitFor(() => expect(api.count('GET', '/api/my/messages/1')).toBeGreaterThanOrEqual(1));
  expect(await screen.findByRole('tab', { name: '받은 쪽지' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '닫기' }));
  const after = within(await screen.findByRole('list', { name: '받은 쪽지' })).getAllByRole('listitem');
  expect(after[0]).toHaveTextContent('읽음');
  expect(after[0]).not.toHaveTextContent('안 읽음');
});

test('writing a message sends the recipient and the text, with a 500-character counter', async () => {
  const { user, api } = await renderMember(<MessagesPage />, {
    routes: {
      'GET /api/my/messages': reply(pageOf([])),
      'GET /api/my/messages/unread-count': reply({ count: 0 }),
      'POST /api/my/messages': reply(
        messageOf({
          msgId: 9,
          senderLoginId: 'viewer01',
          recipientLoginId: 'friend01',
          recipientNickname: '친구',
          content: '반가워요',
        }),
        201,
      ),
    },
  });
  expect(await screen.findByText('받은 쪽지가 없습니다.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '쪽지 쓰기' }));
  const dialog = screen.getByRole('dialog', { name: '쪽지 쓰기' });
  await user.click(within(dialog).getByRole('button', { name: '보내기' }));
  expect(within(dialog).getByText('아이디를 입력해주세요.')).toBeInTheDocument();
  expect(within(dialog).getByText('쪽지 내용은 1~500자로 입력해주세요.')).toBeInTheDocument();
  expect(api.count('POST', '/api/my/messages')).toBe(0);
  await afterClickGuard();

  await user.type(within(dialog).getByLabelText('받는 사람 아이디'), 'friend01');
  await user.type(within(dialog).getByLabelText('내용'), '반가워요');
  expect(within(dialog).getByText('4 / 500')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('내용')).toHaveAttribute('maxlength', '500');
  await user.click(within(dialog).getByRole('button', { name: '보내기' }));
  expect(await screen.findByText('친구님에게 쪽지를 보냈습니다.')).toBeInTheDocument();
  expect(api.bodiesOf('POST', '/api/my/messages')).toEqual([{ loginId: 'friend01', content: '반가워요' }]);
  expect(screen.queryByRole('dialog', { name: '쪽지 쓰기' })).not.toBeInTheDocument();
});

test("the API's refusal (blocked, unknown member) stays in the dialog as it sent it", async () => {
  const { user } = await renderMember(<MessagesPage />, {
    routes: {
      'GET /api/my/messages': reply(pageOf([])),
      'GET /api/my/messages/unread-count': reply({ count: 0 }),
      'POST /api/my/messages': inTurn(
        refuse(403, 'MESSAGE_BLOCKED', MESSAGE_MESSAGES.blockedByRecipient),
        refuse(404, 'MEMBER_NOT_FOUND', MESSAGE_MESSAGES.recipientNotFound),
      ),
    },
  });
  await user.click(await screen.findByRole('button', { name: '쪽지 쓰기' }));
  const dialog = screen.getByRole('dialog', { name: '쪽지 쓰기' });
  await user.type(within(dialog).getByLabelText('받는 사람 아이디'), 'friend01');
  await user.type(within(dialog).getByLabelText('내용'), '안녕');
  await user.click(within(dialog).getByRole('button', { name: '보내기' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('상대방이 쪽지 수신을 차단하여 보낼 수 없습니다.');
  await afterClickGuard();
  await user.click(within(dialog).getByRole('button', { name: '보내기' }));
  expect(await within(dialog).findByText('존재하지 않는 회원입니다.')).toBeInTheDocument();
});

test('a reply is addressed to the sender; ticked messages are deleted after confirming', async () => {
  const { user, api } = await renderMember(<MessagesPage />, {
    routes: {
      'GET /api/my/messages': inTurn(reply(pageOf([unread, read])), reply(pageOf([]))),
      'GET /api/my/messages/unread-count': reply({ count: 1 }),
      'GET /api/my/messages/2': reply(read),
      'POST /api/my/messages/delete': reply({ deleted: 2 }),
    },
  });
  const list = await screen.findByRole('list', { name: '받은 쪽지' });
  await user.click(within(list).getByText('안녕하세요'));
  const dialog = await screen.findByRole('dialog', { name: '받은 쪽지' });
  await user.click(await within(dialog).findByRole('button', { name: '답장' }));
  expect(screen.getByLabelText('받는 사람 아이디')).toHaveValue('other01');
  await user.click(within(screen.getByRole('dialog', { name: '쪽지 쓰기' })).getByRole('button', { name: '취소' }));

  await user.click(screen.getByRole('checkbox', { name: '전체 선택' }));
  await user.click(screen.getByRole('button', { name: '선택 삭제 (2)' }));
  const confirm = screen.getByRole('alertdialog');
  expect(confirm).toHaveTextContent('선택한 쪽지 2개를 삭제하시겠습니까?');
  await user.click(within(confirm).getByRole('button', { name: '삭제' }));
  expect(await screen.findByText('쪽지 2개를 삭제했습니다.')).toBeInTheDocument();
  expect(api.bodiesOf('POST', '/api/my/messages/delete')).toEqual([{ msgIds: [1, 2] }]);
  expect(await screen.findByText('받은 쪽지가 없습니다.')).toBeInTheDocument();
});

test('the sent box says whether the recipient read each message', async () => {
  const mine = messageOf({
    msgId: 5,
    senderLoginId: 'viewer01',
    recipientLoginId: 'friend01',
    recipientNickname: '친구',
    content: '잘 지내요?',
  });
  const { user } = await renderMember(<MessagesPage />, {
    url: '/?box=sent',
    routes: {
      'GET /api/my/messages': reply(pageOf([mine, { ...mine, msgId: 6, readAt: '2025-08-13T08:00:00.000Z' }])),
      'GET /api/my/messages/unread-count': reply({ count: 0 }),
    },
  });
  const rows = within(await screen.findByRole('list', { name: '보낸 쪽지' })).getAllByRole('listitem');
  // The same words as the received box: 안 읽음 and 읽음, never 읽지 않음.
  expect(rows.map((row) => row.textContent?.includes('안 읽음'))).toEqual([true, false]);
  expect(rows[1]).toHaveTextContent('읽음');
  expect(screen.queryByText('읽지 않음')).toBeNull();
  expect(screen.getByRole('tab', { name: '보낸 쪽지' })).toHaveAttribute('aria-selected', 'true');
  await user.click(screen.getByRole('tab', { name: '차단 목록' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/?box=blocks');
});

test('the block list blocks a login ID, shows a refusal, and lifts a block', async () => {
  const blocked = { loginId: 'spammer01', nickname: '스팸', blockedAt: '2025-08-13T06:00:00.000Z' };
  const { user, api } = await renderMember(<MessagesPage />, {
    url: '/?box=blocks',
    routes: {
      'GET /api/my/messages/blocks': inTurn(reply(pageOf([])), reply(pageOf([blocked]))),
      'GET /api/my/messages/unread-count': reply({ count: 0 }),
      'POST /api/my/messages/blocks': inTurn(
        refuse(400, 'BLOCK_SELF', MESSAGE_MESSAGES.blockSelf),
        reply(blocked, 201),
      ),
      'DELETE /api/my/messages/blocks/spammer01': reply({ msg: 'ok' }),
    },
  });
  expect(await screen.findByText('차단한 회원이 없습니다.')).toBeInTheDocument();
  const input = screen.getByLabelText('차단할 회원 아이디');
  await user.type(input, 'viewer01');
  await user.click(screen.getByRole('button', { name: '차단' }));
  expect(await screen.findByText('자기 자신은 차단할 수 없습니다.')).toBeInTheDocument();
  await user.clear(input);
  await user.type(input, 'spammer01');
  // The refusal was about the ID that was sent; it does not hang over the new one.
  expect(screen.queryByText('자기 자신은 차단할 수 없습니다.')).not.toBeInTheDocument();
  expect(input).not.toHaveAttribute('aria-invalid');
  await afterClickGuard();
  await user.click(screen.getByRole('button', { name: '차단' }));
  expect(await screen.findByText('스팸님을 차단했습니다. 이제 이 회원의 쪽지를 받지 않습니다.')).toBeInTheDocument();
  expect(api.bodiesOf('POST', '/api/my/messages/blocks')).toEqual([
    { targetId: 'viewer01' },
    { targetId: 'spammer01' },
  ]);
  await user.click(await screen.findByRole('button', { name: '스팸님 차단 해제' }));
  expect(await screen.findByText('스팸님의 차단을 해제했습니다.')).toBeInTheDocument();
  expect(api.count('DELETE', '/api/my/messages/blocks/spammer01')).toBe(1);
});

test('a visitor is asked to sign in; nova offers no messages', async () => {
  const { unmount } = await renderMember(<MessagesPage />, { member: null });
  expect(screen.getByRole('heading', { name: '회원 전용' })).toBeInTheDocument();
  expect(screen.getByText('로그인 후 이용가능합니다.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '로그인 하기' })).toBeInTheDocument();
  unmount();
  await renderMember(<MessagesPage />, { brand: 'nova' });
  expect(screen.getByRole('heading', { name: '이용할 수 없는 서비스입니다' })).toBeInTheDocument();
});

test('blocking the sender from an opened message says so and closes the message', async () => {
  const { user, api } = await renderMember(<MessagesPage />, {
    routes: {
      'GET /api/my/messages': reply(pageOf([read])),
      'GET /api/my/messages/unread-count': reply({ count: 0 }),
      'GET /api/my/messages/2': reply(read),
      'POST /api/my/messages/blocks': reply(
        { loginId: 'other01', nickname: '다른팬', blockedAt: '2025-08-13T06:00:00.000Z' },
        201,
      ),
    },
  });
  await user.click(within(await screen.findByRole('list', { name: '받은 쪽지' })).getByText('안녕하세요'));
  const dialog = await screen.findByRole('dialog', { name: '받은 쪽지' });
  await user.click(await within(dialog).findByRole('button', { name: '차단' }));
  expect(await screen.findByText('다른팬님을 차단했습니다. 이제 이 회원의 쪽지를 받지 않습니다.')).toBeInTheDocument();
  expect(api.bodiesOf('POST', '/api/my/messages/blocks')).toEqual([{ targetId: 'other01' }]);
  await waitFor(() => expect(screen.queryByRole('dialog', { name: '받은 쪽지' })).not.toBeInTheDocument());
});

test('opening a message is a history entry: the address names it, and closing it steps back to the box', async () => {
  const routes = {
    'GET /api/my/messages': reply(pageOf([read])),
    'GET /api/my/messages/unread-count': reply({ count: 0 }),
    'GET /api/my/messages/2': reply(read),
  };
  const { user } = await renderMember(<MessagesPage />, { routes, url: '/my/messages?box=sent' });
  const rows = within(await screen.findByRole('list', { name: '보낸 쪽지' })).getAllByRole('listitem');
  await user.click(within(rows[0] as HTMLElement).getByRole('button'));
  expect(await screen.findByRole('dialog', { name: '보낸 쪽지' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/my/messages?box=sent&msg=2');
  // 닫기 steps back over the entry opening made, as the back button would.
  await user.click(screen.getByRole('button', { name: '닫기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/my\/messages\?box=sent$/);
});

test('a link straight to a message opens it, and closing it leaves the box', async () => {
  const { user } = await renderMember(<MessagesPage />, {
    routes: {
      'GET /api/my/messages': reply(pageOf([read])),
      'GET /api/my/messages/unread-count': reply({ count: 0 }),
      'GET /api/my/messages/2': reply(read),
    },
    url: '/my/messages?msg=2',
  });
  const dialog = await screen.findByRole('dialog', { name: '받은 쪽지' });
  expect(await within(dialog).findByText('안녕하세요', { selector: 'p' })).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: '닫기' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/my\/messages$/);
});

test('a message that arrives while the box is open joins the list as the count in its tab grows', async () => {
  jest.useFakeTimers({ advanceTimers: true });
  const arrived = messageOf({ msgId: 3, senderLoginId: 'late01', senderNickname: '늦은팬', content: '방금 보냈어요' });
  const { api } = await renderMember(<MessagesPage />, {
    routes: {
      'GET /api/my/messages': inTurn(reply(pageOf([unread, read])), reply(pageOf([arrived, unread, read]))),
      'GET /api/my/messages/unread-count': inTurn(reply({ count: 1 }), reply({ count: 2 })),
    },
  });
  expect(within(await screen.findByRole('list', { name: '받은 쪽지' })).getAllByRole('listitem')).toHaveLength(2);
  expect(await screen.findByRole('tab', { name: '받은 쪽지 (1)' })).toBeInTheDocument();
  expect(api.count('GET', '/api/my/messages')).toBe(1);

  await act(() => jest.advanceTimersByTimeAsync(UNREAD_REFRESH_MS));
  expect(await screen.findByRole('tab', { name: '받은 쪽지 (2)' })).toBeInTheDocument();
  const rows = await waitFor(() => {
    const now = within(screen.getByRole('list', { name: '받은 쪽지' })).getAllByRole('listitem');
    expect(now).toHaveLength(3);
    return now;
  });
  expect(rows[0]).toHaveTextContent('늦은팬 (late01)방금 보냈어요안 읽음');
  expect(api.count('GET', '/api/my/messages')).toBe(2);
});
