// The top of the owner's /my/channel: a LIVE line with the title and a way to the live room while on air.
import { screen, within } from '@testing-library/react';
import { profileOf } from '../testing/fixtures';
import { OWNER } from '../testing/members';
import { channelDetailOf } from '../testing/render-live';
import { answer, renderChannel, resetChannelStores } from '../testing/render-channel';
import type { FakeRoute } from '@onair/store/testing';

afterEach(resetChannelStores);

function renderSettings(detail: Parameters<typeof channelDetailOf>[0], routes: Record<string, FakeRoute> = {}) {
  return renderChannel({
    url: '/my/channel',
    member: OWNER,
    api: {
      'GET /api/my/channel-profile': answer(profileOf()),
      'GET /api/guest/channel/1': answer(channelDetailOf(detail)),
      ...routes,
    },
  });
}

test('while live, the owner sees LIVE, the broadcast title and a link to the live room', async () => {
  await renderSettings({ isLive: true, liveTitle: '신규 기능 소개 생방송' });
  const onAir = await screen.findByRole('region', { name: '방송 중' });
  expect(within(onAir).getByText('LIVE')).toBeInTheDocument();
  expect(within(onAir).getByText('신규 기능 소개 생방송')).toBeInTheDocument();
  expect(within(onAir).getByRole('link', { name: '내 방송 보기' })).toHaveAttribute('href', '/live/1');
});

test('live without a title, the line shows the channel name, as viewers see it', async () => {
  await renderSettings({ isLive: true, liveTitle: null });
  const onAir = await screen.findByRole('region', { name: '방송 중' });
  expect(within(onAir).getByText('온에어 공식 채널')).toBeInTheDocument();
});

test('a title saved while live changes the LIVE line at once', async () => {
  const { user } = await renderSettings(
    { isLive: true, liveTitle: '신규 기능 소개 생방송' },
    { 'PUT /api/my/channel-live-title': answer({ channelId: 1, liveTitle: '랭크 올리기 도전!' }) },
  );
  const form = await screen.findByRole('form', { name: '방송 제목' });
  const field = within(form).getByRole('textbox', { name: '방송 제목' });
  await user.clear(field);
  await user.type(field, '랭크 올리기 도전!');
  await user.click(within(form).getByRole('button', { name: '저장' }));
  const onAir = screen.getByRole('region', { name: '방송 중' });
  expect(await within(onAir).findByText('랭크 올리기 도전!')).toBeInTheDocument();
});

test('offline, the page has no LIVE line and no link to a live room', async () => {
  await renderSettings({ isLive: false, liveTitle: '오늘의 방송' });
  // The channel's detail has arrived (the title form shows it): only then is the absence meaningful.
  const form = await screen.findByRole('form', { name: '방송 제목' });
  expect(within(form).getByRole('textbox', { name: '방송 제목' })).toHaveValue('오늘의 방송');
  expect(screen.queryByRole('region', { name: '방송 중' })).not.toBeInTheDocument();
  expect(screen.queryByText('LIVE')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: '내 방송 보기' })).not.toBeInTheDocument();
});
