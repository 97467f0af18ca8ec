// A replay's chat follows the video: a line shows once the video passes the moment it was sent.
import { jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import { channelApi } from '../testing/fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import { recordingOf } from './replay-fixtures';

afterEach(resetChannelStores);

beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

const line = (seq: number, offsetMs: number, text: string, extra: object = {}) => ({
  room: '1',
  seq,
  kind: 'chat',
  memberId: 7,
  nickname: '시청자',
  role: 'member',
  text,
  payload: null,
  at: '2025-08-13T06:00:05.000Z',
  offsetMs,
  ...extra,
});
const CHAT = {
  lines: [
    line(2, 5000, '안녕하세요'),
    line(3, 5000, '', {
      kind: 'gift',
      payload: { giftId: 1, itemCode: 1, amount: 100, message: '응원해요', senderNickname: '시청자' },
    }),
    line(4, 12_500, '두 번째 줄'),
  ],
  next: null,
};

/** Moves the video to a moment, as playing or a seek would, and tells the page. */
function playTo(video: HTMLElement, seconds: number, event = 'timeupdate') {
  Object.defineProperty(video, 'currentTime', { value: seconds, configurable: true });
  act(() => {
    video.dispatchEvent(new Event(event));
  });
}

test('lines and gift alerts appear as the video reaches them, and a seek moves the chat', async () => {
  const { urls } = await renderChannel({
    url: '/channel/1/replays/31',
    api: channelApi({
      'GET /api/guest/recorded-stream/31': answer(recordingOf()),
      'GET /api/guest/recorded-stream/31/chat': answer(CHAT),
    }),
  });
  const chat = await screen.findByRole('region', { name: '채팅 다시보기' });
  expect(await within(chat).findByText('이 시점까지 채팅이 없습니다.')).toBeInTheDocument();
  expect(urls).toContain('GET /api/guest/recorded-stream/31/chat?fromMs=0&size=100');
  const video = within(screen.getByRole('region', { name: '다시보기 영상' })).getByLabelText('라이브 영상');

  playTo(video, 4.9);
  expect(within(chat).queryByText('안녕하세요')).toBeNull();
  playTo(video, 5.1);
  const log = within(chat).getByRole('log');
  expect(within(log).getByText('안녕하세요')).toBeInTheDocument();
  expect(within(log).getByText('응원해요')).toBeInTheDocument();
  expect(within(log).queryByText('두 번째 줄')).toBeNull();

  playTo(video, 30, 'seeked');
  expect(within(log).getByText('두 번째 줄')).toBeInTheDocument();
  playTo(video, 1, 'seeked');
  expect(within(chat).queryByText('안녕하세요')).toBeNull();
  expect(within(chat).getByText('이 시점까지 채팅이 없습니다.')).toBeInTheDocument();
});
