// Replays that play: a streamer's broadcast ends, and its recording plays from its first frame
// for a signed-out visitor and for a member, on a desktop and a phone; the time from opening the
// page to playing is printed (the goal is 2 s; see PLAYS_WITHIN_MS).
// Recordings once began with a gap (audio from 1.9 s, video from 3.4 s) and the page spun forever.
import { spawnSync } from 'node:child_process';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { recordBroadcast } from './support/recordings';

/**
 * A bound that only a replay that never starts misses. The promise of 2 s from opening is a speed
 * goal, measured and printed here (the annotation 'replay start') but not asserted: a timed
 * assertion would measure the machine (3.4-5.5 s on 2 cores shared by other test runs), not the
 * player, and the fault it guards against spun forever.
 */
const PLAYS_WITHIN_MS = 15_000;
/**
 * A clip whose picture starts 3.4 s after its sound, as every recording did before the media app
 * started them at 0: its recording begins with that gap, more than hls.js jumps by itself (2 s).
 */
function encodeGappedClip(path: string): string {
  const encode = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-itsoffset', '3.4', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=24:duration=7'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=10.4'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-g', '24', '-bf', '0'],
      ...['-c:a', 'aac', '-b:a', '64k', '-f', 'flv', path],
    ],
    { encoding: 'utf8' },
  );
  expect(encode.status, `ffmpeg encoding the gapped clip: ${encode.stderr}`).toBe(0);
  return path;
}

/**
 * Marks, in the page's own clock (milliseconds from the navigation's start), when the video first
 * showed a picture ('playing') and when it had played a tenth of a second by its own played ranges
 * (a jump over a gap is not playing). Measured in the page, so no round trip of the test's polling
 * is counted.
 */
function markPlayback() {
  const marks: Record<string, number> = {};
  (window as unknown as { replayMarks: Record<string, number> }).replayMarks = marks;
  document.addEventListener('playing', () => (marks['playing'] ??= Math.round(performance.now())), true);
  document.addEventListener(
    'timeupdate',
    (event) => {
      const played = (event.target as HTMLVideoElement).played;
      let seconds = 0;
      for (let index = 0; index < played.length; index++) seconds += played.end(index) - played.start(index);
      if (seconds > 0.1) marks['played'] ??= Math.round(performance.now());
    },
    true,
  );
}

async function expectReplayPlays(page: Page, path: string, testInfo: TestInfo, who: string): Promise<Locator> {
  await page.addInitScript(markPlayback);
  await page.goto(path);
  const marks = () => page.evaluate(() => (window as unknown as { replayMarks: Record<string, number> }).replayMarks);
  await expect
    .poll(async () => (await marks())['played'], { message: 'the replay plays', timeout: 20_000 })
    .toBeDefined();
  const { playing, played } = await marks();
  testInfo.annotations.push({
    type: 'replay start',
    description: `${who}: playing at ${playing} ms, 0.1 s played at ${played} ms`,
  });
  console.log(`[replays] ${testInfo.project.name} ${who}: picture at ${playing} ms, 0.1 s played at ${played} ms`);
  // And it goes on playing, with a picture.
  const video = page.getByLabel(ko('player.label'), { exact: true });
  const at = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      message: 'the time runs on',
      timeout: 5_000,
    })
    .toBeGreaterThan(at + 0.5);
  expect(await video.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath(`${who}-playing.png`) });
  expect(played, `${who}: playing within ${PLAYS_WITHIN_MS} ms of opening`).toBeLessThanOrEqual(PLAYS_WITHIN_MS);
  return video;
}

test.describe('replays', () => {
  test('a signed-out visitor’s replay plays from its first frame', async ({
    page,
    brand,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    // The streamer's session records in a context of its own: the page stays signed out.
    const streamerContext = await newProjectContext(browser, testInfo, baseURL ?? '');
    try {
      const { channelId, recordedStreamId } = await recordBroadcast(streamerContext.request, brand.code, testInfo);
      await expectReplayPlays(page, `/channel/${channelId}/replays/${recordedStreamId}`, testInfo, 'signed-out');
    } finally {
      await streamerContext.close();
    }
  });

  test('a member’s replay plays, and again after seeking back to the start', async ({ page, brand }, testInfo) => {
    test.setTimeout(60_000);
    // The streamer is the member here: page.request holds the session the page uses.
    const { channelId, recordedStreamId } = await recordBroadcast(page.request, brand.code, testInfo);
    await expectReplayPlays(page, `/channel/${channelId}/replays/${recordedStreamId}`, testInfo, 'signed-in');
    const video = page.getByLabel(ko('player.label'), { exact: true });
    await video.evaluate((element: HTMLVideoElement) => (element.currentTime = 0));
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
        message: 'the time runs on after seeking to 0',
        timeout: 5_000,
      })
      .toBeGreaterThan(0.5);
  });

  test('a recording made before the fix, whose picture starts 3.4 s in, plays as well', async ({
    page,
    brand,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    const clip = encodeGappedClip(testInfo.outputPath('gapped.flv'));
    const streamerContext = await newProjectContext(browser, testInfo, baseURL ?? '');
    try {
      const { channelId, recordedStreamId } = await recordBroadcast(streamerContext.request, brand.code, testInfo, {
        clip,
        // The picture runs from 3.4 s on: 9 s leave more than 5 s of it, time for a busy machine to see it play on.
        broadcastMs: 9_000,
      });
      const video = await expectReplayPlays(
        page,
        `/channel/${channelId}/replays/${recordedStreamId}`,
        testInfo,
        'gapped',
      );
      // It played from the first picture on, not from 0, where there is sound but no picture.
      expect(await video.evaluate((element: HTMLVideoElement) => element.played.start(0))).toBeGreaterThan(2);
    } finally {
      await streamerContext.close();
    }
  });
});
