// What a viewer reads for a gift, on the overlay (GiftAlert) and in the chat (ChatMessageLine):
// the currency as an amount, any other item by its name (SPEC item codes 100, 420-422, 440-495, 700-704, 4004-4007).
import { screen, within } from '@testing-library/react';
import type { BrandCode, Locale } from '@onair/contracts';
import { ChatMessageLine } from '../panel/ChatMessageLine';
import type { ChatGiftPayload, ChatMessage } from '../room/wire';
import { renderChat, resetChatStores } from '../testing/render-chat';
import { GiftAlert } from './GiftAlert';

afterEach(resetChatStores);

const giftMessage = (gift: Pick<ChatGiftPayload, 'itemCode' | 'amount'>, senderNickname = '큰손'): ChatMessage => ({
  room: '5',
  seq: 1,
  kind: 'gift',
  memberId: 7,
  nickname: senderNickname,
  role: 'member',
  text: '응원해요',
  payload: { giftId: 1, message: '응원해요', senderNickname, ...gift },
  at: '2026-11-21T00:00:00.000Z',
});

/** The gift's line of text on the overlay and in the chat, which must read the same. */
async function shownLines(message: ChatMessage, options: { brand?: BrandCode; locale?: Locale } = {}) {
  await renderChat(
    <>
      <div data-testid="stage">
        <GiftAlert messages={[message]} />
      </div>
      <ul>
        <ChatMessageLine message={message} />
      </ul>
    </>,
    options,
  );
  const overlay = screen.getByTestId('stage');
  const line = screen.getByRole('listitem');
  expect(within(line).getByText('응원해요')).toBeInTheDocument();
  return [overlay, line].map((shown) => shown.querySelector('p')?.textContent);
}

test.each([
  ['an event item', { itemCode: 440, amount: 1 }, '큰손님이 이벤트 아이템 #1 선물!'],
  ['several of the last event item', { itemCode: 495, amount: 3 }, '큰손님이 이벤트 아이템 #56 × 3 선물!'],
  ['a special gift', { itemCode: 4005, amount: 1 }, '큰손님이 스페셜 선물 #2 선물!'],
  ['a room pass', { itemCode: 421, amount: 1 }, '큰손님이 7일 입장권 선물!'],
  ['a subscription item', { itemCode: 700, amount: 2 }, '큰손님이 1개월 구독권 × 2 선물!'],
])('a gift of %s shows the item by name, not the currency', async (_kind, gift, text) => {
  const lines = await shownLines(giftMessage(gift));
  expect(lines).toEqual([text, text]);
});

test('a gift of the currency shows the amount in the brand currency', async () => {
  const lines = await shownLines(giftMessage({ itemCode: 100, amount: 1000 }));
  expect(lines).toEqual(['큰손님이 1,000 러브 선물!', '큰손님이 1,000 러브 선물!']);
});

test.each([
  [{ itemCode: 441, amount: 1 }, 'fan sent Event item #2!'],
  [{ itemCode: 100, amount: 500 }, 'fan sent 500 bell!'],
])('on bellcast in English, %o reads %s', async (gift, text) => {
  const lines = await shownLines(giftMessage(gift, 'fan'), { brand: 'bellcast', locale: 'en' });
  expect(lines).toEqual([text, text]);
});
