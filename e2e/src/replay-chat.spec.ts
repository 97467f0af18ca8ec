// A replay shows its broadcast's chat as it happened: a line sent during the broadcast appears when
// the video passes the moment it was sent, not before, and a seek moves the chat with the video.
import type { ReplayChatPage } from '@onair/contracts';
import { expect, ko, test } from './support/fixtures';
import { recordBroadcast } from './support/recordings';

test('a chat line appears on the replay when the video passes its moment, and seeking moves the chat', async ({
  page,
  brand,
}, testInfo) => {
  test.setTimeout(120_000);
  const text = `다시보기 채팅 ${testInfo.project.name} ${Date.now() % 100_000}`;
  // The streamer is the member of the page: they speak in their own room while on air.
  const { channelId, recordedStreamId } = await recordBroadcast(page.request, brand.code, testInfo, {
    broadcastMs: 3_000,
    duringBroadcast: async (live) => {
      await page.goto(`/live/${live}`);
      const composer = page.getByRole('textbox', { name: ko('chat.composer.label') });
      await expect(composer).toBeEnabled({ timeout: 15_000 });
      await composer.fill(text);
      await page.getByRole('button', { name: ko('chat.composer.send'), exact: true }).click();
      await expect(page.getByRole('log').getByText(text)).toBeVisible();
    },
  });

  // When the line came, in the recording's time, as the API stores it.
  const chat = await page.request.get(`/api/guest/recorded-stream/${recordedStreamId}/chat`, {
    headers: { 'x-site-code': brand.code },
  });
  expect(chat.status()).toBe(200);
  const line = ((await chat.json()) as ReplayChatPage).lines.find((each) => each.text === text);
  expect(line, 'the line is in the replay chat').toBeDefined();
  const offsetSeconds = (line?.offsetMs ?? 0) / 1000;
  expect(offsetSeconds).toBeGreaterThan(0.5);

  // The page notes the video's time at the moment the line shows in the replay chat.
  await page.addInitScript((wanted: string) => {
    const notes = window as unknown as { lineShownAt?: number };
    new MutationObserver(() => {
      const panel = document.querySelector('[aria-labelledby="replay-chat-heading"]');
      const video = document.querySelector('video');
      if (notes.lineShownAt === undefined && video && panel?.textContent?.includes(wanted)) {
        notes.lineShownAt = video.currentTime;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  await page.goto(`/channel/${channelId}/replays/${recordedStreamId}`);
  const panel = page.getByRole('region', { name: ko('channel.replay.chat') });
  await expect(panel).toBeVisible();
  const video = page.getByLabel(ko('player.label'), { exact: true });
  const shownLine = panel.getByRole('log').getByText(text);
  await expect(shownLine).toBeVisible({ timeout: 30_000 });
  const shownAt = await page.evaluate(() => (window as unknown as { lineShownAt?: number }).lineShownAt);
  testInfo.annotations.push({
    type: 'replay chat',
    description: `line sent at ${offsetSeconds.toFixed(2)} s, shown at video time ${shownAt?.toFixed(2)} s`,
  });
  // Not before its moment, and within a second of it (the video tells its time about 4 times a second).
  expect(shownAt).toBeGreaterThanOrEqual(offsetSeconds);
  expect(shownAt).toBeLessThan(offsetSeconds + 1);
  await page.screenshot({ path: testInfo.outputPath('replay-chat.png') });

  // A seek back before the line takes it away; a seek past it brings it back.
  await video.evaluate((element: HTMLVideoElement, at: number) => {
    element.pause();
    element.currentTime = at;
  }, Math.max(0, offsetSeconds - 0.5));
  await expect(shownLine).toBeHidden();
  await video.evaluate((element: HTMLVideoElement, at: number) => (element.currentTime = at), offsetSeconds + 0.3);
  await expect(shownLine).toBeVisible();
});
