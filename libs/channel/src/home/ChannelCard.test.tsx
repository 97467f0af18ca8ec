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

test("a channel card opens the channel's live page", async () => {
  render(
    <I18nProvider locale="ko" messages={await loadMessages('ko')}>
      <MemoryRouter>
        <ChannelCard channel={channel} />
      </MemoryRouter>
    </I18nProvider>,
  );
  expect(screen.getByRole('link', { name: /랭크 올리기 도전!/ })).toHaveAttribute('href', '/live/12');
});
