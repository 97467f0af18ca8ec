import { jest } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChannelStream } from '@onair/contracts';
import { I18nProvider, loadMessages, type Messages } from '@onair/i18n';
import type { AttachEngine, EngineLoaders } from './engine-loaders';
import { LivePlayer, type LivePlayerProps } from './LivePlayer';
import { THEATER_STORAGE_KEY, useTheaterMode } from './controls/use-theater-mode';

/**
 * The live controls as a viewer uses them: keys, theater mode, picture-in-picture, share, uptime and
 * the rewind window (how far behind live, the LIVE badge back, the offer after a pause). The engine is
 * a fake that says where live is; the video's clock, range and play/pause are the test's.
 */
const HLS: ChannelStream = { player: 'HLS', provider: 'llh', url: 'https://media.example/live/7.m3u8' };

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('ko');
});
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

type Clock = { time: number; paused: boolean; start: number; end: number; edge: number | null };

function setup(props: Partial<LivePlayerProps> = {}, clock: Partial<Clock> = {}) {
  const state: Clock = { time: 100, paused: false, start: 0, end: 0, edge: null, ...clock };
  const attach: AttachEngine = () => ({
    destroy: () => undefined,
    liveWindow: () => (state.edge === null ? null : { start: state.start, edge: state.edge }),
  });
  const loaders: EngineLoaders = {
    hls: async () => attach,
    flv: async () => attach,
    native: async () => attach,
    ivs: async () => attach,
  };
  const view = render(
    <I18nProvider locale="ko" messages={messages}>
      <LivePlayer stream={HLS} engines={loaders} {...props} />
      <label>
        채팅
        <input type="text" />
      </label>
    </I18nProvider>,
  );
  const video = view.container.querySelector('video') as HTMLVideoElement;
  Object.defineProperty(video, 'currentTime', {
    get: () => state.time,
    set: (value: number) => {
      state.time = value;
      fireEvent.seeked(video);
    },
    configurable: true,
  });
  Object.defineProperty(video, 'paused', { get: () => state.paused, configurable: true });
  Object.defineProperty(video, 'seekable', {
    get: () => ({
      length: state.end > 0 ? 1 : 0,
      start: () => state.start,
      end: () => state.end,
    }),
    configurable: true,
  });
  video.pause = jest.fn(() => {
    state.paused = true;
    fireEvent.pause(video);
  });
  video.play = jest.fn(async () => {
    state.paused = false;
    fireEvent.play(video);
  });
  return { video, state, view };
}

async function playing(video: HTMLVideoElement) {
  await act(async () => undefined);
  fireEvent.playing(video);
}

const controls = () => screen.getByRole('group', { name: '재생 조작' });

test('keys: Space and K pause and play, M mutes, arrows change the volume; none while typing in the chat box', async () => {
  const { video } = setup();
  await playing(video);
  const user = userEvent.setup();

  await user.keyboard(' ');
  expect(video.pause).toHaveBeenCalledTimes(1);
  expect(within(controls()).getByRole('button', { name: '재생' })).toBeTruthy();
  await user.keyboard('k');
  expect(video.play).toHaveBeenCalledTimes(1);

  expect(video.muted).toBe(true);
  await user.keyboard('m');
  expect(video.muted).toBe(false);
  act(() => {
    video.volume = 0.5;
  });
  await user.keyboard('{ArrowUp}');
  expect(video.volume).toBeCloseTo(0.6);
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(video.volume).toBeCloseTo(0.4);
  await user.keyboard('M');
  expect(video.muted).toBe(true);

  // Typing a chat line: every key is a letter of it.
  const chat = screen.getByRole('textbox', { name: '채팅' });
  await user.click(chat);
  await user.keyboard(' km');
  expect(chat).toHaveProperty('value', ' km');
  expect(video.pause).toHaveBeenCalledTimes(1);
  expect(video.play).toHaveBeenCalledTimes(1);
  expect(video.muted).toBe(true);

  // Space on a focused button presses that button once, not the player's key as well.
  await user.click(within(controls()).getByRole('button', { name: '일시정지' }));
  expect(video.pause).toHaveBeenCalledTimes(2);
  await user.keyboard(' ');
  expect(video.play).toHaveBeenCalledTimes(2);
});

test('F and a double click go full screen; a click on the picture pauses and plays', async () => {
  Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
  const request = jest.fn(async () => undefined);
  HTMLElement.prototype.requestFullscreen = request;
  try {
    const { video, view } = setup();
    await playing(video);
    await userEvent.keyboard('f');
    expect(request).toHaveBeenCalledTimes(1);
    const picture = view.container.querySelector('[data-testid="player-picture"]') as HTMLElement;
    fireEvent.click(picture);
    expect(video.pause).toHaveBeenCalledTimes(1);
    fireEvent.click(picture);
    expect(video.play).toHaveBeenCalledTimes(1);
    fireEvent.doubleClick(picture);
    expect(request).toHaveBeenCalledTimes(2);
  } finally {
    Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    Reflect.deleteProperty(document, 'fullscreenEnabled');
  }
});

test('theater mode: a pressed button the page follows, remembered for the next visit', async () => {
  function Room() {
    const theater = useTheaterMode();
    return (
      <div data-theater={theater.active}>
        <LivePlayer
          stream={HLS}
          engines={{ hls: async () => () => ({ destroy: () => undefined }) } as never}
          theater={theater}
        />
      </div>
    );
  }
  const first = render(
    <I18nProvider locale="ko" messages={messages}>
      <Room />
    </I18nProvider>,
  );
  await act(async () => undefined);
  fireEvent.playing(first.container.querySelector('video') as HTMLVideoElement);
  const button = screen.getByRole('button', { name: '극장 모드' });
  expect(button.getAttribute('aria-pressed')).toBe('false');
  await userEvent.click(button);
  expect(button.getAttribute('aria-pressed')).toBe('true');
  expect(first.container.querySelector('[data-theater]')?.getAttribute('data-theater')).toBe('true');
  expect(window.localStorage.getItem(THEATER_STORAGE_KEY)).toBe('1');
  first.unmount();

  const again = render(
    <I18nProvider locale="ko" messages={messages}>
      <Room />
    </I18nProvider>,
  );
  await act(async () => undefined);
  fireEvent.playing(again.container.querySelector('video') as HTMLVideoElement);
  expect(screen.getByRole('button', { name: '극장 모드' }).getAttribute('aria-pressed')).toBe('true');
});

test('picture-in-picture asks the browser for the video, and shows it is on', async () => {
  Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
  const request = jest.fn(async function (this: HTMLVideoElement) {
    this.dispatchEvent(new Event('enterpictureinpicture'));
    return {} as PictureInPictureWindow;
  });
  HTMLVideoElement.prototype.requestPictureInPicture = request;
  try {
    const { video } = setup();
    await playing(video);
    const button = within(controls()).getByRole('button', { name: '화면 속 화면' });
    await userEvent.click(button);
    expect(request.mock.contexts[0]).toBe(video);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  } finally {
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
    Reflect.deleteProperty(document, 'pictureInPictureEnabled');
  }
});

test("share copies the page's address and says so; on a phone with the Web Share API it opens the share sheet", async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  const { video } = setup({ shareTitle: '랭크 도전' });
  await playing(video);
  await user.click(within(controls()).getByRole('button', { name: '공유' }));
  expect(writeText).toHaveBeenCalledWith(window.location.href);
  expect(await within(controls()).findByText('링크를 복사했습니다.')).toBeTruthy();

  const share = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  window.matchMedia = ((query: string) => ({ matches: query === '(pointer: coarse)' })) as never;
  try {
    await user.click(within(controls()).getByRole('button', { name: '공유' }));
    expect(share).toHaveBeenCalledWith({ url: window.location.href, title: '랭크 도전' });
    expect(writeText).toHaveBeenCalledTimes(1);
  } finally {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(window, 'matchMedia');
  }
});

test("the broadcast's uptime ticks beside the LIVE badge", async () => {
  const startedAt = new Date(Date.now() - (3600 + 2 * 60 + 3) * 1000).toISOString();
  const { video } = setup({ startedAt });
  await playing(video);
  expect(within(controls()).getByTestId('player-uptime').textContent).toMatch(/^방송 시간 1:02:0[34]$/);
});

test('behind live: how far, the LIVE badge back to live, arrows seek in the window, and after a pause the offer to return', async () => {
  // 10 minutes of rewind window, hls.js's live edge at 598 s, the viewer at the edge.
  const { video, state } = setup({}, { start: 0, end: 600, edge: 598, time: 597 });
  await playing(video);
  const user = userEvent.setup();
  const bar = within(controls());
  expect(bar.getByText('LIVE')).toBeTruthy();
  expect(bar.queryByRole('button', { name: '라이브로 이동' })).toBeNull();
  const seek = bar.getByRole('slider', { name: '재생 위치' });
  expect(seek.getAttribute('aria-valuetext')).toBe('LIVE');

  // ← twice: 10 s back, now said in the bar.
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(state.time).toBe(587);
  expect(await bar.findByText('라이브보다 0:11 늦음')).toBeTruthy();
  expect(seek.getAttribute('aria-valuetext')).toBe('라이브보다 0:11 늦음');
  // The seek bar to 2 minutes in.
  fireEvent.change(seek, { target: { value: '120' } });
  expect(state.time).toBe(120);
  expect(await bar.findByText('라이브보다 7:58 늦음')).toBeTruthy();

  // The LIVE badge is now the way back.
  await user.click(bar.getByRole('button', { name: '라이브로 이동' }));
  expect(state.time).toBe(598);
  expect(bar.queryByRole('button', { name: '라이브로 이동' })).toBeNull();

  // A pause: the broadcast goes on without the viewer, who is offered live again.
  await user.keyboard('k');
  state.end = 640;
  state.edge = 638;
  expect(await screen.findByRole('button', { name: '라이브로 돌아가기' }, { timeout: 2000 })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '라이브로 돌아가기' }));
  expect(state.time).toBe(638);
  expect(video.play).toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: '라이브로 돌아가기' })).toBeNull();
});

test('without a rewind window there is no seek bar and the arrows do nothing', async () => {
  const { video, state } = setup({}, { start: 590, end: 600, edge: 598, time: 597 });
  await playing(video);
  expect(within(controls()).queryByRole('slider', { name: '재생 위치' })).toBeNull();
  await userEvent.keyboard('{ArrowLeft}');
  expect(state.time).toBe(597);
});

test('every control has a name', async () => {
  const { video } = setup({ startedAt: new Date().toISOString() });
  await playing(video);
  for (const control of [...within(controls()).getAllByRole('button'), ...within(controls()).getAllByRole('slider')])
    expect(control.getAttribute('aria-label')).toMatch(/\S/);
});

test("a recording keeps the browser's controls and hears the same keys: K pauses, → goes 5 s on", async () => {
  let vod: (() => void) | undefined;
  const attach: AttachEngine = (_video, _url, options) => {
    vod = options.onVod;
    return { destroy: () => undefined };
  };
  const view = render(
    <I18nProvider locale="ko" messages={messages}>
      <LivePlayer stream={{ ...HLS, url: '/media/vod/3/index.m3u8' }} engines={{ hls: async () => attach } as never} />
    </I18nProvider>,
  );
  const video = view.container.querySelector('video') as HTMLVideoElement;
  let time = 30;
  Object.defineProperty(video, 'currentTime', {
    get: () => time,
    set: (value: number) => (time = value),
    configurable: true,
  });
  Object.defineProperty(video, 'duration', { get: () => 33, configurable: true });
  Object.defineProperty(video, 'paused', { get: () => false, configurable: true });
  video.pause = jest.fn();
  await act(async () => undefined);
  act(() => vod?.());
  fireEvent.playing(video);
  expect(video.controls).toBe(true);
  await userEvent.keyboard('k');
  expect(video.pause).toHaveBeenCalledTimes(1);
  await userEvent.keyboard('{ArrowRight}');
  expect(time).toBe(33);
  await userEvent.keyboard('{ArrowLeft}');
  expect(time).toBe(28);
});
