import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChannelStream } from '@onair/contracts';
import { I18nProvider, loadMessages, type Messages } from '@onair/i18n';
import type { AttachEngine, AttachOptions, EngineLoaders } from './engine-loaders';
import type { QualityLevel } from './engines/attach';
import { LivePlayer } from './LivePlayer';
import { QUALITY_STORAGE_KEY } from './controls/use-quality';

/**
 * The quality menu as a viewer uses it: 자동 and each rendition the stream offers, a choice switches
 * the engine's level at once and is remembered for the next channel. The engine is a fake that lists
 * hls.js's levels of a master playlist (lowest bitrate first, the source last) and records switches.
 */
const HLS: ChannelStream = { player: 'HLS', provider: 'aws', url: 'https://media.example/live/7.m3u8' };
const LADDER: QualityLevel[] = [
  { index: 0, height: 360, source: false },
  { index: 1, height: 480, source: false },
  { index: 2, height: 720, source: false },
  { index: 3, height: 1080, source: true },
];

let messages: Messages;
beforeAll(async () => {
  messages = await loadMessages('ko');
});
afterEach(() => window.localStorage.clear());

function setup(levels: QualityLevel[] | null, stream: ChannelStream = HLS) {
  /** The engine's current level as hls.currentLevel holds it: -1 is auto. */
  const engine = { currentLevel: -1, switches: [] as number[], options: null as AttachOptions | null };
  const attach: AttachEngine = (_video, _url, options) => {
    engine.options = options;
    return {
      destroy: () => undefined,
      selectLevel(index) {
        engine.currentLevel = index;
        engine.switches.push(index);
      },
    };
  };
  const loaders: EngineLoaders = { hls: async () => attach, flv: async () => attach, native: async () => attach, ivs: async () => attach };
  const view = render(
    <I18nProvider locale="ko" messages={messages}>
      <LivePlayer stream={stream} engines={loaders} />
    </I18nProvider>,
  );
  const video = view.container.querySelector('video') as HTMLVideoElement;
  return {
    engine,
    view,
    async play() {
      await act(async () => undefined);
      fireEvent.playing(video);
      if (levels) act(() => engine.options?.onLevels?.(levels));
    },
  };
}

const qualityButton = () => screen.getByRole('button', { name: '화질' });
const menuItems = () =>
  within(screen.getByRole('menu', { name: '화질' }))
    .getAllByRole('menuitemradio')
    .map((item) => `${item.textContent?.replace('✓', '')}${item.getAttribute('aria-checked') === 'true' ? ' (checked)' : ''}`);

test('lists 자동 and every rendition, largest first, the source named 원본; auto is checked at first', async () => {
  const { play } = setup(LADDER);
  await play();
  const user = userEvent.setup();
  expect(qualityButton().getAttribute('aria-expanded')).toBe('false');
  await user.click(qualityButton());
  expect(qualityButton().getAttribute('aria-expanded')).toBe('true');
  expect(menuItems()).toEqual(['자동 (checked)', '1080p 원본', '720p', '480p', '360p']);
  // Escape closes it and gives the focus back to the button.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(qualityButton());
});

test('a choice switches the engine level at once, and 자동 hands it back', async () => {
  const { engine, play } = setup(LADDER);
  await play();
  const user = userEvent.setup();
  await user.click(qualityButton());
  await user.click(screen.getByRole('menuitemradio', { name: '480p' }));
  expect(engine.currentLevel).toBe(1);
  expect(screen.queryByRole('menu')).toBeNull();
  await user.click(qualityButton());
  expect(menuItems()).toEqual(['자동', '1080p 원본', '720p', '480p (checked)', '360p']);
  await user.click(screen.getByRole('menuitemradio', { name: '1080p 원본' }));
  expect(engine.currentLevel).toBe(3);
  await user.click(qualityButton());
  await user.click(screen.getByRole('menuitemradio', { name: '자동' }));
  expect(engine.currentLevel).toBe(-1);
  expect(engine.switches).toEqual([1, 3, -1]);
});

test('the choice is remembered: the next player starts on it once the levels are known', async () => {
  const first = setup(LADDER);
  await first.play();
  const user = userEvent.setup();
  await user.click(qualityButton());
  await user.click(screen.getByRole('menuitemradio', { name: '720p' }));
  expect(window.localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('720');
  first.view.unmount();

  const next = setup(LADDER);
  await next.play();
  expect(next.engine.currentLevel).toBe(2);
  await user.click(qualityButton());
  expect(menuItems()).toEqual(['자동', '1080p 원본', '720p (checked)', '480p', '360p']);
});

test('a channel without the remembered rendition plays on auto, and the choice stays for the next', async () => {
  window.localStorage.setItem(QUALITY_STORAGE_KEY, '720');
  const { engine, play } = setup(LADDER.filter((level) => level.height !== 720).map((level, index) => ({ ...level, index })));
  await play();
  expect(engine.switches).toEqual([]);
  await userEvent.setup().click(qualityButton());
  expect(menuItems()).toEqual(['자동 (checked)', '1080p 원본', '480p', '360p']);
  expect(window.localStorage.getItem(QUALITY_STORAGE_KEY)).toBe('720');
});

test('one rendition (HTTP-FLV, or a channel without a ladder): no quality menu', async () => {
  const { play } = setup(null, { player: 'BYTEPLUS', provider: 'bp_flv', url: 'https://media.example/live/7.flv' });
  await play();
  expect(screen.getByRole('group', { name: '재생 조작' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: '화질' })).toBeNull();
});
