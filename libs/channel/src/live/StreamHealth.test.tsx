// The streamer's stream health on their live page (docs/media.md, "Stream health"): the media node's
// figures, warnings for what is outside the recommended range, and nothing for viewers.
import { screen, waitFor, within } from '@testing-library/react';
import { startFakeChatServer, type FakeChatServer } from '@onair/chat/testing';
import type { MyStreamHealth } from '@onair/contracts';
import type { SessionProfile } from '@onair/store';
import { MEMBER, type FakeRoute } from '@onair/store/testing';
import { channelDetailOf, renderLive, resetLiveStores } from '../testing/render-live';
import { channelRoutes } from './channel-routes';

let chat: FakeChatServer;

beforeEach(async () => {
  chat = await startFakeChatServer();
});
afterEach(async () => {
  resetLiveStores();
  await chat.close();
});

const STREAMER = { ...MEMBER, memberId: 70, loginId: 'streamer01', nickname: '스트리머', channelId: 1 };

function report(
  video: Partial<NonNullable<NonNullable<MyStreamHealth['health']>['video']>>,
  warnings: MyStreamHealth['warnings'],
): MyStreamHealth {
  return {
    channelId: 1,
    live: true,
    warnings,
    health: {
      measuredAt: '2026-12-07T01:00:00.000Z',
      windowSeconds: 10,
      video: {
        codec: 'h264',
        width: 1280,
        height: 720,
        fps: 30,
        keyframeIntervalSeconds: 2,
        bitrateKbps: 3500,
        droppedFrames: 0,
        frames: 300,
        ...video,
      },
      audio: { codec: 'aac', sampleRate: 48000, bitrateKbps: 160 },
      bitrateKbps: 3660,
      lagSeconds: 0,
    },
  };
}

function live(health: FakeRoute, member: SessionProfile | null = STREAMER) {
  return renderLive({
    url: '/live/1',
    routes: channelRoutes,
    chatUrl: chat.url,
    member,
    api: {
      'GET /api/guest/channel/1': () => ({ status: 200, body: channelDetailOf({ ownerMemberId: 70 }) }),
      'GET /api/my/stream-health': health,
    },
  });
}

const panel = () => screen.findByRole('region', { name: '송출 상태' });

test('a 4 s keyframe interval at 20 fps is warned about, with the rows behind it marked', async () => {
  await live(() => ({
    status: 200,
    body: report({ keyframeIntervalSeconds: 4, fps: 20 }, ['keyframeInterval', 'lowFps']),
  }));
  const health = await panel();
  const alert = await within(health).findByRole('alert');
  expect(
    within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    '키프레임 간격이 2초보다 깁니다. 인코더의 키프레임 간격을 2초로 설정해주세요.',
    '프레임 레이트가 24fps보다 낮습니다.',
  ]);
  const keyframe = within(health).getByText('키프레임 간격').closest('div') as HTMLElement;
  expect(keyframe).toHaveAttribute('data-warning', 'true');
  expect(keyframe).toHaveTextContent('4초');
  expect(within(health).getByText('해상도').closest('div')).not.toHaveAttribute('data-warning');
  expect(health).toHaveTextContent('1280x720');
  expect(health).toHaveTextContent('3,660 kbps');
  expect(within(health).queryByText('송출 상태가 좋습니다.')).toBeNull();
});

test('a stream inside every limit says so, with no warning', async () => {
  await live(() => ({ status: 200, body: report({}, []) }));
  const health = await panel();
  expect(await within(health).findByText('송출 상태가 좋습니다.')).toBeInTheDocument();
  expect(within(health).queryByRole('alert')).toBeNull();
  expect(within(health).getByText('키프레임 간격').closest('div')).toHaveTextContent('2초');
});

test('before the node measured anything the panel says it is measuring; a viewer gets no panel and asks nothing', async () => {
  const first = await live(() => ({ status: 200, body: { channelId: 1, live: true, health: null, warnings: [] } }));
  expect(await within(await panel()).findByText('송출 상태를 측정하고 있습니다.')).toBeInTheDocument();
  first.unmount();
  resetLiveStores();

  const { api } = await live(() => ({ status: 403, body: {} }), MEMBER);
  await screen.findByRole('heading', { level: 1, name: '신규 기능 소개 생방송' });
  await waitFor(() => expect(api.count('GET', '/api/guest/channel/1')).toBeGreaterThan(0));
  expect(screen.queryByRole('region', { name: '송출 상태' })).toBeNull();
  expect(api.count('GET', '/api/my/stream-health')).toBe(0);
});
