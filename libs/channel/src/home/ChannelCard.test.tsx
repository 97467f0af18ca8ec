import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ChannelSummary } from '@onair/api-client';
import { I18nProvider, loadMessages } from '@onair/i18n';
import { ChannelCard } from './ChannelCard';

const channel: ChannelSummary = {
  channelId: 12,
  name: '민지의 게임방',
  description: '',
  ownerNickname: '게임하는민지',
  isLive: true,
  viewerCount: 532,
  title: '랭크 올리기 도전!',
  player: 'HLS',
  thumbnailUrl: null,
  profileImageUrl: null,
  adult: false,
};

async function renderCard(summary: ChannelSummary) {
  return render(
    <I18nProvider locale="ko" messages={await loadMessages('ko')}>
      <MemoryRouter>
        <ChannelCard channel={summary} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

test("a channel card opens the channel's live page", async () => {
  await renderCard(channel);
  expect(screen.getByRole('link', { name: /랭크 올리기 도전!/ })).toHaveAttribute('href', '/live/12');
});

test("a live channel shows its stream's latest snapshot in a fixed 16:9 frame, with the live badge and viewers", async () => {
  const thumbnailUrl = '/media/thumbs/12.jpg?v=1790000000';
  const { container } = await renderCard({ ...channel, thumbnailUrl });
  const picture = container.querySelector('img');
  expect(picture).toHaveAttribute('src', thumbnailUrl);
  // The frame keeps its shape before and after the picture loads, so the grid does not shift.
  expect(picture?.parentElement).toHaveClass('aspect-video');
  expect(screen.getByText('LIVE')).toBeInTheDocument();
  expect(screen.getByText(/532/)).toBeInTheDocument();
});

test('without a snapshot the placeholder (the channel initial) stands in the same frame', async () => {
  const { container } = await renderCard(channel);
  expect(container.querySelector('img')).toBeNull();
  const initial = screen.getByText('민');
  expect(initial.parentElement).toHaveClass('aspect-video');
});

test("the streamer's uploaded profile image stands beside the title, not their nickname's first letter", async () => {
  const profileImageUrl = '/api/uploads/profile-12';
  const { container } = await renderCard({ ...channel, profileImageUrl });
  // Beside the title, and in the frame too while there is no snapshot of a stream.
  expect(container.querySelectorAll(`img[src="${profileImageUrl}"]`)).toHaveLength(2);
  expect(screen.queryByText('게', { exact: true })).toBeNull();
  expect(screen.queryByText('민', { exact: true })).toBeNull();
});

test('without a profile image the avatar is the first letter of the nickname', async () => {
  await renderCard(channel);
  expect(screen.getByText('게', { exact: true })).toBeInTheDocument();
});
