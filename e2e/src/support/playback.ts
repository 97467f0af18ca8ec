// Whether a live page really plays: the demo stream (live.spec.ts) or a stream a spec publishes itself.
import type { Page } from '@playwright/test';
import { expect, ko } from './fixtures';

const videoTime = (page: Page) => page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

/**
 * Time runs on and there is a decoded picture. The first segments of a stream that just started
 * take a few seconds on a busy 2-core machine, hence the long first wait.
 */
export async function expectPlaying(page: Page, { startTimeoutMs = 20_000 } = {}) {
  const video = page.getByLabel(ko('player.label'), { exact: true });
  await expect(video).toBeVisible({ timeout: startTimeoutMs });
  await expect.poll(() => videoTime(page), { message: 'the video starts', timeout: startTimeoutMs }).toBeGreaterThan(0);
  const startedAt = await videoTime(page);
  await expect
    .poll(() => videoTime(page), { message: 'the video’s time advances', timeout: 10_000 })
    .toBeGreaterThanOrEqual(startedAt + 1);
  const frame = await video.evaluate((element: HTMLVideoElement) => ({
    width: element.videoWidth,
    height: element.videoHeight,
    paused: element.paused,
  }));
  expect(frame.paused).toBe(false);
  expect(frame.width * frame.height, 'a decoded picture').toBeGreaterThan(0);
}
