// A chat line's `:code:` tokens as glyphs, and everything else as the characters typed.
import { screen, within } from '@testing-library/react';
import { EMOJI_CATALOG } from '@onair/contracts';
import { ChatMessageLine } from '../panel/ChatMessageLine';
import type { ChatMessage } from '../room/wire';
import { renderChat, resetChatStores } from '../testing/render-chat';

afterEach(resetChatStores);

const line = (text: string, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  room: '5',
  seq: 1,
  kind: 'chat',
  memberId: 7,
  nickname: '시청자',
  role: 'member',
  text,
  payload: null,
  at: '2026-11-21T00:00:00.000Z',
  ...fields,
});

const renderLine = (message: ChatMessage) =>
  renderChat(
    <ul>
      <ChatMessageLine message={message} />
    </ul>,
  );

test('known tokens show inline as named glyphs between the text', async () => {
  await renderLine(line('좋아요:heart: 최고 :fire::fire:'));
  const item = screen.getByRole('listitem');
  const heart = within(item).getByRole('img', { name: '하트' });
  expect(heart).toHaveTextContent('❤️');
  expect(within(item).getAllByRole('img', { name: '불꽃' })).toHaveLength(2);
  expect(item).toHaveTextContent('시청자좋아요❤️ 최고 🔥🔥');
});

test('unknown codes and near misses stay text', async () => {
  await renderLine(line(':nope: :Heart: 12:30:45 : heart :'));
  const item = screen.getByRole('listitem');
  expect(within(item).queryByRole('img')).toBeNull();
  expect(item).toHaveTextContent(':nope: :Heart: 12:30:45 : heart :');
});

test('a subscriber emoji renders for everyone: the catalog is public, only the composer limits what it offers', async () => {
  const crown = EMOJI_CATALOG.find((emoji) => emoji.code === 'crown');
  expect(crown?.group).toBe('subscriber');
  await renderLine(line(':crown:'));
  expect(screen.getByRole('img', { name: '왕관' })).toHaveTextContent('👑');
});

test('markup around and between tokens stays text: no element is created from a line', async () => {
  const nickname = '<b onmouseover=alert(6)>닉</b>';
  const payloads = [
    [
      '<img src=x onerror=alert(1)>:heart:<script>alert(2)</script>',
      '<img src=x onerror=alert(1)>❤️<script>alert(2)</script>',
    ],
    [':heart:<iframe src="javascript:alert(3)"></iframe>', '❤️<iframe src="javascript:alert(3)"></iframe>'],
    ['<a href="javascript:alert(4)">:fire:</a>', '<a href="javascript:alert(4)">🔥</a>'],
    ['<span role="img" aria-label="하트">:smile:</span>', '<span role="img" aria-label="하트">😄</span>'],
    ['{{constructor.constructor("alert(5)")()}}:heart:', '{{constructor.constructor("alert(5)")()}}❤️'],
  ] as const;
  for (const [text, shown] of payloads) {
    const { container, unmount } = await renderLine(line(text, { nickname }));
    const item = screen.getByRole('listitem');
    expect(container.querySelector('img, script, iframe, a, b')).toBeNull();
    expect(item.textContent).toBe(`${nickname}${shown}`);
    // Only the catalog's glyphs are elements, each holding nothing but its character.
    const glyphs = within(item).getAllByRole('img');
    expect(glyphs).toHaveLength(1);
    expect(glyphs[0]?.children).toHaveLength(0);
    unmount();
  }
});

test('a gift message shows its emoji too', async () => {
  await renderLine(
    line('응원해요 :clap:', {
      kind: 'gift',
      payload: { giftId: 1, itemCode: 100, amount: 1000, message: '응원해요 :clap:', senderNickname: '큰손' },
    }),
  );
  expect(within(screen.getByRole('listitem')).getByRole('img', { name: '박수' })).toHaveTextContent('👏');
});
