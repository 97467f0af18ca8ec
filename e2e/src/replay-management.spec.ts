// The streamer manages a recording from their channel's replays tab: renames it, hides it (others
// no longer see it, the owner still does), shows it again and deletes it after confirming.
import type { RecordedStream } from '@onair/contracts';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { recordBroadcast } from './support/recordings';

test('the streamer renames, hides and deletes a recording', async ({ page, brand, browser, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const site = { 'x-site-code': brand.code };
  const { channelId, recordedStreamId } = await recordBroadcast(page.request, brand.code, testInfo);
  const recording = (await (
    await page.request.get(`/api/guest/recorded-stream/${recordedStreamId}`, { headers: site })
  ).json()) as RecordedStream;
  const visitorContext = await newProjectContext(browser, testInfo, baseURL ?? '');
  const visitorSees = async () =>
    (await visitorContext.request.get(`/api/guest/recorded-stream/${recordedStreamId}`, { headers: site })).status();
  // The playlist address handed out before any change, as a visitor who copied it would try it: the
  // media nodes learn of a hide or delete at their next heartbeat (every 2 s) and refuse it.
  const oldAddressAnswers = (message: string) =>
    expect.poll(async () => (await visitorContext.request.get(recording.stream.url)).status(), {
      message,
      timeout: 10_000,
    });
  try {
    await page.goto(`/channel/${channelId}/replays`);
    await expect(page.getByText(ko('channel.replay.hiddenNote'))).toBeVisible();
    // Its picture: a frame of the recording, loaded.
    const card = page.getByTestId('replay-card');
    await expect(card).toHaveCount(1);
    const picture = card.locator('img');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
        message: 'the thumbnail loads',
      })
      .toBeGreaterThan(0);

    // Rename.
    const toolsOf = (title: string) =>
      page.getByRole('group', { name: ko('channel.replay.manage').replace('{title}', title) });
    await toolsOf(recording.title)
      .getByRole('button', { name: ko('channel.replay.rename') })
      .click();
    const field = page.getByLabel(ko('channel.replay.titleLabel'));
    await field.fill('편집한 다시보기 제목');
    await page.getByRole('button', { name: ko('channel.replay.save') }).click();
    await expect(card.getByRole('link', { name: /편집한 다시보기 제목/ })).toBeVisible();
    const tools = toolsOf('편집한 다시보기 제목');

    await oldAddressAnswers('the recording plays from its address').toBe(200);

    // Hide: marked for the owner, gone for a visitor.
    await tools.getByRole('button', { name: ko('channel.replay.hide'), exact: true }).click();
    await expect(card.getByText(ko('channel.replay.hiddenBadge'), { exact: true })).toBeVisible();
    expect(await visitorSees()).toBe(404);
    await oldAddressAnswers('the hidden recording no longer plays from its old address').toBe(403);
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/channel/${channelId}/replays`);
    await expect(visitor.getByText(ko('channel.replay.empty'))).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('replay-hidden.png') });

    // Shown again.
    await tools.getByRole('button', { name: ko('channel.replay.show'), exact: true }).click();
    await expect(card.getByText(ko('channel.replay.hiddenBadge'), { exact: true })).toBeHidden();
    expect(await visitorSees()).toBe(200);
    await oldAddressAnswers('the recording shown again plays').toBe(200);

    // Delete: asked first, then gone for everyone.
    await tools.getByRole('button', { name: ko('channel.replay.delete'), exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: ko('channel.replay.deleteTitle') });
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('replay-delete-confirm.png') });
    await dialog.getByRole('button', { name: ko('channel.replay.delete'), exact: true }).click();
    await expect(page.getByText(ko('channel.replay.empty'))).toBeVisible();
    expect(await visitorSees()).toBe(404);
    await oldAddressAnswers('the deleted recording no longer plays').toBe(403);
  } finally {
    await visitorContext.close();
  }
});
