// The live player as viewers use it (docs/media.md, "Rewind"; libs/player README): with a spec's own
// broadcast, the keys pause and play (K, Space) and mute (M) but not while typing in the chat box; the
// viewer seeks back in the live broadcast over the brand's rewind window (the arrows), is told how far
// behind live they are, and the LIVE badge takes them back. On a desktop, theater mode widens the stage
// and is remembered.
import type { Page } from '@playwright/test';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { expectGoesLive } from './support/channel-detail';
import { expect, ko, test } from './support/fixtures';
import { expectPlaying } from './support/playback';
import { startTestStream } from './support/test-stream';
import type { IssuedStreamKey } from '@onair/contracts';

const video = (page: Page) => page.getByLabel(ko('player.label'), { exact: true });
const videoState = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({
    paused: element.paused,
    muted: element.muted,
    time: element.currentTime,
  }));
const controls = (page: Page) => page.getByRole('group', { name: ko('player.controls'), exact: true });
const composer = (page: Page) => page.getByRole('textbox', { name: ko('chat.composer.label') });

/** The page's keys go to the document, not to a control that has the focus. */
async function pressOnPage(page: Page, key: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press(key);
}

test('keys pause, play and mute a live broadcast, not while typing; the viewer seeks back and the LIVE badge returns to live', async ({
  page,
  brand,
  isMobile,
}, testInfo) => {
  // The rewind window must grow past 15 s before it is offered; a first segment on a busy machine too.
  test.setTimeout(120_000);
  const streamer = newMember(testInfo, 'pk');
  await signUpByApi(page.request, brand.code, streamer);
  const channelId = await openChannelByApi(page.request, brand.code, `${streamer.nickname}의 방송`);
  const issued = await page.request.post('/api/my/stream-key', { headers: { 'x-site-code': brand.code } });
  expect(issued.status()).toBe(200);
  const { rtmpUrl, streamKey } = (await issued.json()) as IssuedStreamKey;
  const stream = startTestStream(rtmpUrl, streamKey);
  try {
    await expectGoesLive(page.request, brand.code, channelId, stream);
    await page.goto(`/live/${channelId}`);
    await expectPlaying(page);
    // Uptime beside the badge.
    await expect(controls(page).getByText(/^방송 시간 \d+:\d\d$/)).toBeAttached();

    // K pauses and plays, Space too; M turns the sound on and off (autoplay starts muted).
    await pressOnPage(page, 'k');
    await expect.poll(async () => (await videoState(page)).paused, { message: 'K pauses' }).toBe(true);
    await pressOnPage(page, 'k');
    await expect.poll(async () => (await videoState(page)).paused, { message: 'K plays' }).toBe(false);
    await pressOnPage(page, 'Space');
    await expect.poll(async () => (await videoState(page)).paused, { message: 'Space pauses' }).toBe(true);
    await pressOnPage(page, 'Space');
    await expect.poll(async () => (await videoState(page)).paused, { message: 'Space plays' }).toBe(false);
    expect((await videoState(page)).muted).toBe(true);
    await pressOnPage(page, 'm');
    await expect.poll(async () => (await videoState(page)).muted, { message: 'M unmutes' }).toBe(false);
    await pressOnPage(page, 'm');
    await expect.poll(async () => (await videoState(page)).muted, { message: 'M mutes' }).toBe(true);

    // In the chat box the same keys are letters of a line.
    await expect(composer(page)).toBeEnabled({ timeout: 15_000 });
    await composer(page).pressSequentially('k m ');
    await expect(composer(page)).toHaveValue('k m ');
    expect(await videoState(page)).toMatchObject({ paused: false, muted: true });
    await composer(page).fill('');

    // The rewind window: once the broadcast has run past 15 s, a seek bar over it.
    const seek = controls(page).getByRole('slider', { name: ko('player.seek'), exact: true });
    await expect(seek).toBeAttached({ timeout: 40_000 });
    await expect(seek).toHaveAttribute('aria-valuetext', ko('player.live'));
    const before = (await videoState(page)).time;
    for (let press = 0; press < 3; press += 1) await pressOnPage(page, 'ArrowLeft');
    // 15 s back: the bar says how far behind live, and the badge is the way back.
    const behind = controls(page).getByText(/^라이브보다 0:\d\d 늦음$/);
    await expect(behind).toBeAttached();
    const goLive = controls(page).getByRole('button', { name: ko('player.goLive'), exact: true });
    await expect(goLive).toBeVisible();
    expect((await videoState(page)).time).toBeLessThan(before - 10);
    await expect
      .poll(async () => (await videoState(page)).paused, { message: 'plays on where it was sought' })
      .toBe(false);
    await page.screenshot({ path: testInfo.outputPath('behind-live.png') });

    await goLive.click();
    await expect(goLive).toBeHidden();
    await expect(behind).toHaveCount(0);
    await expect(seek).toHaveAttribute('aria-valuetext', ko('player.live'));
    await expect.poll(async () => (await videoState(page)).paused).toBe(false);

    if (!isMobile) {
      // Theater mode: the stage takes the page's width, and the next visit keeps it.
      const stage = page.getByRole('region', { name: ko('live.player'), exact: true });
      const narrow = (await stage.boundingBox())?.width ?? 0;
      const theater = controls(page).getByRole('button', { name: ko('player.theater'), exact: true });
      await theater.click();
      await expect(theater).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await stage.boundingBox())?.width ?? 0).toBeGreaterThan(narrow + 200);
      await page.screenshot({ path: testInfo.outputPath('theater.png') });
      await page.reload();
      await expectPlaying(page);
      await expect(controls(page).getByRole('button', { name: ko('player.theater'), exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
  } finally {
    await stream.stop();
  }
});
