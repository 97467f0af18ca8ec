// Clips (docs/media.md, "Clips"): a signed-in viewer on a live page cuts the last 10 s of the
// broadcast; the media node copies the segments into an MP4 (no re-encode) and the clip's own page
// plays it, with its title, and lists it under the channel's 클립 tab.
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { expectGoesLive } from './support/channel-detail';
import { expect, ko, test } from './support/fixtures';
import { startTestStream } from './support/test-stream';

// Desktop and phone: on a phone the open form once widened the page past the screen (the live
// page's action row would not shrink), so 만들기 sat off to the side and the tap missed it.
test('a clip made from a live broadcast plays on its own page', async ({ page, brand }, testInfo) => {
  // ffmpeg's push, 12 s of broadcast to clip from, the node's cut and a player on a shared 2-core machine.
  test.setTimeout(90_000);
  const streamer = newMember(testInfo, 'cl');
  await signUpByApi(page.request, brand.code, streamer);
  const channelId = await openChannelByApi(page.request, brand.code, `${streamer.nickname}의 방송`);
  const issued = await page.request.post('/api/my/stream-key');
  expect(issued.status()).toBe(200);
  const { rtmpUrl, streamKey } = (await issued.json()) as { rtmpUrl: string; streamKey: string };
  const stream = startTestStream(rtmpUrl, streamKey);
  try {
    await expectGoesLive(page.request, brand.code, channelId, stream);
    await page.goto(`/live/${channelId}`);
    // The rewind buffer must hold the clip's 10 s (the API checks the span against the time live).
    await page.waitForTimeout(12_000);
    await page.getByRole('button', { name: ko('channel.clip.make'), exact: true }).click();
    const title = `${streamer.nickname} 명장면`;
    await page.getByRole('textbox', { name: ko('channel.clip.title'), exact: true }).fill(title);
    await page.getByRole('combobox', { name: ko('channel.clip.length'), exact: true }).selectOption('10');
    await page.getByRole('button', { name: ko('channel.clip.create'), exact: true }).click();
    await expect(page).toHaveURL(/\/clip\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();

    // Pending, then the MP4 plays: its time runs on.
    const video = page.getByRole('region', { name: ko('channel.clip.player'), exact: true }).locator('video');
    await expect(video).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        message: 'the clip plays',
        timeout: 15_000,
      })
      .toBeGreaterThan(0.5);
    const duration = await video.evaluate((element: HTMLVideoElement) => element.duration);
    // 10 s asked, the start snapped back to a keyframe (1 s GOP): 10-11 s, and a little for the containers' rounding.
    expect(duration).toBeGreaterThan(9.5);
    expect(duration).toBeLessThan(11.6);
    await page.screenshot({ path: testInfo.outputPath('clip-page.png') });

    // The channel's 클립 tab lists it.
    await page.goto(`/channel/${channelId}/clips`);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  } finally {
    await stream.stop();
  }
});
