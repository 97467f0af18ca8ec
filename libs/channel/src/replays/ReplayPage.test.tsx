// One recording's page: the player mounted on its VOD playlist, with its title and date.
import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { STREAM_MESSAGES } from '@onair/contracts';
import { channelApi } from '../testing/fixtures';
import { answer, refusal, renderChannel, resetChannelStores } from '../testing/render-channel';
import { recordingOf } from './replay-fixtures';

afterEach(resetChannelStores);

// The test DOM has no media pipeline: the player's reset of the element on unmount would only log.
beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

test("the page plays the recording's VOD playlist and shows its title, date and length", async () => {
  const { user, router } = await renderChannel({
    url: '/channel/1/replays/31',
    api: channelApi({ 'GET /api/guest/recorded-stream/31': answer(recordingOf()) }),
  });
  expect(await screen.findByRole('heading', { level: 2, name: '신규 기능 소개 생방송' })).toBeInTheDocument();
  expect(screen.getByText('2025. 08. 13. 15:00 방송')).toBeInTheDocument();
  expect(screen.getByText('재생 시간 1:02:05')).toBeInTheDocument();

  const stage = screen.getByRole('region', { name: '다시보기 영상' });
  const video = within(stage).getByLabelText('라이브 영상');
  // hls.js needs Media Source Extensions, which the test DOM lacks: the element plays the playlist itself.
  await waitFor(() => expect(video).toHaveAttribute('src', '/media/vod/31/index.m3u8'));

  await user.click(screen.getByRole('link', { name: '다시보기 목록' }));
  expect(router.state.location.pathname).toBe('/channel/1/replays');
});

test('an unknown recording, or one of another channel, is not found', async () => {
  await renderChannel({
    url: '/channel/1/replays/40',
    api: channelApi({
      'GET /api/guest/recorded-stream/40': refusal(404, 'NOT_FOUND', STREAM_MESSAGES.recordedStreamNotFound),
    }),
  });
  expect(await screen.findByText('존재하지 않는 다시보기입니다.')).toBeInTheDocument();
  expect(screen.queryByLabelText('라이브 영상')).toBeNull();
});

test("another channel's recording under this channel's address is not found", async () => {
  await renderChannel({
    url: '/channel/1/replays/41',
    api: channelApi({
      'GET /api/guest/recorded-stream/41': answer(recordingOf({ recordedStreamId: 41, channelId: 2 })),
    }),
  });
  expect(await screen.findByText('존재하지 않는 다시보기입니다.')).toBeInTheDocument();
  expect(screen.queryByLabelText('라이브 영상')).toBeNull();
});
