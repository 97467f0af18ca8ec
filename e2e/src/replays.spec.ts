// Replays that play (issue 6): a streamer's broadcast ends, and its recording starts playing within
// 2 s of opening its page, for a signed-out visitor and for a member, on a desktop and a phone.
// Recordings once began with a gap (audio from 1.9 s, video from 3.4 s) and the page spun forever.
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { BrandCode, IssuedStreamKey, RecordedStreamPage } from '@onair/contracts';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { expectGoesLive } from './support/channel-detail';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { startTestStream } from './support/test-stream';

/** What the brief of the issue asks: from opening the page to the video's time running on. */
const PLAYS_WITHIN_MS = 2_000;
/** How long the broadcast runs once live: a few 1 s segments. */
const BROADCAST_MS = 4_000;

/** A new streamer broadcasts for a few seconds and stops; answers the channel and its recording. */
async function recordBroadcast(request: APIRequestContext, brand: BrandCode, testInfo: TestInfo) {
  const streamer = newMember(testInfo, 'rp');
  await signUpByApi(request, brand, streamer);
  const channelId = await openChannelByApi(request, brand, `${streamer.nickname}의 방송`);
  const issued = await request.post('/api/my/stream-key', { headers: { 'x-site-code': brand } });
  expect(issued.status()).toBe(200);
  const { rtmpUrl, streamKey } = (await issued.json()) as IssuedStreamKey;
  const stream = startTestStream(rtmpUrl, streamKey);
  try {
    await expectGoesLive(request, brand, channelId, stream);
    await new Promise((done) => setTimeout(done, BROADCAST_MS));
    await stream.stop();
  } finally {
    stream.kill();
  }
  let recordedStreamId = 0;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/guest/recorded-stream-list?channelId=${channelId}`, {
          headers: { 'x-site-code': brand },
        });
        recordedStreamId = ((await answer.json()) as RecordedStreamPage).items[0]?.recordedStreamId ?? 0;
        return recordedStreamId;
      },
      { message: 'the broadcast is filed as a recording', timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  return { channelId, recordedStreamId };
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

async function expectReplayPlays(page: Page, path: string, testInfo: TestInfo, who: string) {
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
}

test.describe('replays', () => {
  test('a signed-out visitor’s replay plays within 2 s of opening', async ({
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

  test('a member’s replay plays within 2 s of opening, again after seeking back to the start', async ({
    page,
    brand,
  }, testInfo) => {
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
});
