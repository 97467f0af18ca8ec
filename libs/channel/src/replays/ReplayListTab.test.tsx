// The replays tab of the channel page, over the fake API.
import { screen, within } from '@testing-library/react';
import { LIVE_AUTH_MESSAGES } from '@onair/contracts';
import { channelApi, pageOf } from '../testing/fixtures';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import { recordingOf } from './replay-fixtures';

afterEach(resetChannelStores);

const LIST = 'GET /api/guest/recorded-stream-list';

test('the tab lists recordings two a page with length, date and title, and pages through them', async () => {
  const pages = [
    pageOf(
      [
        recordingOf({
          recordedStreamId: 33,
          title: '노래 방송',
          durationSeconds: 1800,
          startedAt: '2025-08-15T11:00:00.000Z',
        }),
        recordingOf({
          recordedStreamId: 32,
          title: '게임 방송',
          durationSeconds: 61,
          startedAt: '2025-08-14T11:00:00.000Z',
        }),
      ],
      3,
      1,
      2,
    ),
    pageOf([recordingOf({ recordedStreamId: 31, title: '첫 방송' })], 3, 2, 2),
  ];
  let call = 0;
  const { user, urls } = await renderChannel({
    url: '/channel/1',
    api: channelApi({ [LIST]: () => ({ status: 200, body: pages[Math.min(call++, 1)] }) }),
  });
  const tabs = await screen.findByRole('navigation', { name: '채널 메뉴' });
  await user.click(within(tabs).getByRole('link', { name: '다시보기' }));
  expect(within(tabs).getByRole('link', { name: '다시보기' })).toHaveAttribute('aria-current', 'page');

  const first = await screen.findByRole('link', { name: /노래 방송/ });
  expect(first).toHaveAttribute('href', '/channel/1/replays/33');
  expect(first).toHaveTextContent('30:00');
  expect(within(first).getByText('재생 시간 30:00')).toBeInTheDocument();
  expect(within(first).getByText('2025. 08. 15. 방송')).toBeInTheDocument();
  const second = screen.getByRole('link', { name: /게임 방송/ });
  expect(second).toHaveTextContent('1:01');
  expect(screen.getByText('1 / 2')).toBeInTheDocument();
  expect(urls).toContain(`${LIST}?channelId=1&page=1&size=2`);

  await user.click(screen.getByRole('button', { name: '다음' }));
  const last = await screen.findByRole('link', { name: /첫 방송/ });
  expect(last).toHaveAttribute('href', '/channel/1/replays/31');
  expect(last).toHaveTextContent('1:02:05');
  expect(screen.queryByRole('link', { name: /노래 방송/ })).toBeNull();
  expect(screen.getByText('2 / 2')).toBeInTheDocument();
  expect(urls).toContain(`${LIST}?channelId=1&page=2&size=2`);
});

test('a channel without recordings says so', async () => {
  await renderChannel({ url: '/channel/1/replays', api: channelApi({ [LIST]: answer(pageOf([], 0, 1, 2)) }) });
  expect(await screen.findByText('아직 다시보기가 없습니다.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '다시보기' })).toBeInTheDocument();
});

test('a failed load offers a retry', async () => {
  await renderChannel({ url: '/channel/1/replays', api: channelApi({ [LIST]: answer({ message: 'boom' }, 500) }) });
  expect(await screen.findByRole('alert')).toHaveTextContent('불러오지 못했습니다. 잠시 후 다시 시도해주세요.');
  expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
});

test("an adult room's replays say what the door asks instead of listing", async () => {
  const adultOnly = { statusCode: 403, code: 'ADULT_ONLY', message: LIVE_AUTH_MESSAGES.adultOnly };
  await renderChannel({ url: '/channel/1/replays', api: channelApi({ [LIST]: answer(adultOnly, 403) }) });
  expect(await screen.findByText(LIVE_AUTH_MESSAGES.adultOnly)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
});
