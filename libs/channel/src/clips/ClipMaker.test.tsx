// 클립 만들기 under a replay: the title and length chosen are what the API is asked for, and the clip's page follows.
import { jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { MEMBER } from '@onair/store/testing';
import { channelApi, sentTo } from '../testing/fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import { recordingOf } from '../replays/replay-fixtures';

afterEach(resetChannelStores);

// The test DOM has no media pipeline: the player's reset of the element on unmount would only log.
beforeAll(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined);
});
afterAll(() => jest.restoreAllMocks());

test('a clip of a replay is asked for with the typed title and the chosen length, then its page opens', async () => {
  const { user, router, api } = await renderChannel({
    url: '/channel/1/replays/31',
    member: MEMBER,
    api: channelApi({
      'GET /api/guest/recorded-stream/31': answer(recordingOf()),
      'POST /api/my/clip': answer({ clipId: 7 }),
    }),
  });
  await user.click(await screen.findByRole('button', { name: '클립 만들기' }));
  const title = screen.getByRole('textbox', { name: '클립 제목' });
  expect(title).toHaveValue('신규 기능 소개 생방송');
  await user.clear(title);
  await user.type(title, '명장면');
  await user.selectOptions(screen.getByRole('combobox', { name: '길이' }), '10초');
  await user.click(screen.getByRole('button', { name: '만들기' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/clip/7'));
  expect(JSON.parse(sentTo(api.seen, 'POST', '/api/my/clip').body)).toEqual({
    title: '명장면',
    durationSeconds: 10,
    recordedStreamId: 31,
    startSeconds: 0,
  });
});
