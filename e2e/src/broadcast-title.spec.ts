// The broadcast's title (docs/media.md, "Broadcast title"): a streamer names the broadcast in their
// settings, goes live, and a signed-out viewer finds it by that title on the home list and the live
// page. On their own live page the streamer changes it with the pencil beside it, which the viewer
// sees on their next load, and finds the way back to the stream key (방송 설정), where the settings
// say the channel is on air and lead back to the live room.
import type { Page } from '@playwright/test';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { expectGoesLive } from './support/channel-detail';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { expectTappable } from './support/tap-targets';
import { startTestStream } from './support/test-stream';

const titleForm = (page: Page) => page.getByRole('form', { name: ko('channel.liveTitle.title'), exact: true });
const titleBox = (page: Page) => page.getByRole('textbox', { name: ko('channel.liveTitle.title'), exact: true });

/** Nothing on the page is wider than the screen: no sideways scroll on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('a streamer titles the broadcast; a signed-out viewer sees the title on the home card and the live page', async ({
  page,
  brand,
  browser,
  baseURL,
}, testInfo) => {
  // ffmpeg's first segment, a second browser and two live pages on a shared 2-core machine.
  test.setTimeout(60_000);
  const streamer = newMember(testInfo, 'bt');
  await signUpByApi(page.request, brand.code, streamer);
  const channelName = `${streamer.nickname}의 방송`;
  const channelId = await openChannelByApi(page.request, brand.code, channelName);
  const title = `${streamer.nickname} 랭크 도전 방송`;

  // The settings: the title field with its counter, saved with a clear word that it was.
  await page.goto('/my/channel');
  const form = titleForm(page);
  await expect(titleBox(page)).toHaveValue('');
  await expect(titleBox(page)).toHaveAttribute('placeholder', channelName);
  await titleBox(page).fill(title);
  await expect(form).toContainText(`${title.length} / 120자`);
  await form.getByRole('button', { name: ko('channel.save'), exact: true }).click();
  await expect(form.getByRole('status')).toHaveText(ko('channel.liveTitle.saved'));
  await expectNoSidewaysScroll(page);
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('settings-title-saved.png') });

  // Live, with the key the same page shows.
  await page.getByRole('button', { name: ko('channel.streamKey.issue'), exact: true }).click();
  const key = await page.getByRole('textbox', { name: ko('channel.streamKey.key'), exact: true }).inputValue();
  const server = await page.getByRole('textbox', { name: ko('channel.streamKey.server'), exact: true }).inputValue();
  const stream = startTestStream(server, key);
  const viewerContext = await newProjectContext(browser, testInfo, baseURL ?? '');
  try {
    await expectGoesLive(page.request, brand.code, channelId, stream);

    // A signed-out viewer: the home list's card leads with the title, the channel's name under it.
    await viewerContext.addInitScript(() => window.sessionStorage.setItem('onair.popup.doneThisSession', '1'));
    const viewer = await viewerContext.newPage();
    await viewer.goto('/');
    const card = viewer
      .getByRole('list', { name: ko('home.channels'), exact: true })
      .getByRole('article', { name: channelName, exact: true });
    await expect(card.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await card.getByRole('link').click();
    await expect(viewer).toHaveURL(new RegExp(`/live/${channelId}$`));
    await expect(viewer.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    // Only the owner may change it or reach the settings.
    await expect(viewer.getByRole('button', { name: ko('channel.liveTitle.edit'), exact: true })).toHaveCount(0);
    await expect(viewer.getByRole('link', { name: ko('live.broadcastSettings'), exact: true })).toHaveCount(0);

    // The streamer on their own live page changes the title with the pencil beside it.
    await page.goto(`/live/${channelId}`);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    const edit = ko('channel.liveTitle.edit');
    const settings = ko('live.broadcastSettings');
    await expectTappable(page.getByRole('button', { name: edit, exact: true }), edit);
    await expectTappable(page.getByRole('link', { name: settings, exact: true }), settings);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('owner-live.png') });
    await page.getByRole('button', { name: ko('channel.liveTitle.edit'), exact: true }).click();
    const editor = page.getByRole('form', { name: ko('channel.liveTitle.edit'), exact: true });
    await expect(titleBox(page)).toHaveValue(title);
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('owner-live-editing.png') });
    const secondTitle = `2부: ${streamer.nickname}와 시청자 게임`;
    await titleBox(page).fill(secondTitle);
    await editor.getByRole('button', { name: ko('channel.save'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: secondTitle, exact: true })).toBeVisible();
    await expect(editor).toHaveCount(0);

    // The viewer's page, loaded again, says the new title.
    await viewer.reload();
    await expect(viewer.getByRole('heading', { level: 1, name: secondTitle, exact: true })).toBeVisible();

    // 방송 설정 takes the streamer to the stream key, in view.
    await page.getByRole('link', { name: ko('live.broadcastSettings'), exact: true }).click();
    await expect(page).toHaveURL(/\/my\/channel#broadcast$/);
    await expect(page.getByRole('region', { name: ko('channel.streamKey.title'), exact: true })).toBeInViewport();
    await expect(titleBox(page)).toHaveValue(secondTitle);
    await page.screenshot({ path: testInfo.outputPath('broadcast-settings-from-live.png') });

    // On air, the settings say so at the top, with the title and the way back to the live room.
    const onAir = page.getByRole('region', { name: ko('channel.settings.onAir'), exact: true });
    await expect(onAir).toContainText(ko('live.live'));
    await expect(onAir).toContainText(secondTitle);
    const back = onAir.getByRole('link', { name: ko('channel.settings.openLiveRoom'), exact: true });
    await expectTappable(back, ko('channel.settings.openLiveRoom'));
    await back.click();
    await expect(page).toHaveURL(new RegExp(`/live/${channelId}$`));
  } finally {
    stream.kill();
    await viewerContext.close();
  }
});
