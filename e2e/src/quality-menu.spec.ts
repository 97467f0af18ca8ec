// The live quality ladder as a viewer meets it (docs/media.md, "Quality ladder"): on a brand whose
// broadcasts get a ladder (nova in the e2e stack: QUALITY_LADDER=nova=180 in the global setup), the
// player's 화질 menu offers 자동, the source and each rendition; picking one switches the picture to
// it, and the choice is still picked after a reload.
import type { Page } from '@playwright/test';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { expectGoesLive } from './support/channel-detail';
import { expect, ko, test } from './support/fixtures';
import { expectPlaying } from './support/playback';
import { startTestStream } from './support/test-stream';
import { TAGS } from './support/test-tags';
import type { IssuedStreamKey } from '@onair/contracts';

const video = (page: Page) => page.getByLabel(ko('player.label'), { exact: true });
const pictureHeight = (page: Page) => video(page).evaluate((element: HTMLVideoElement) => element.videoHeight);
const qualityButton = (page: Page) => page.getByRole('button', { name: ko('player.quality'), exact: true });
const qualityMenu = (page: Page) => page.getByRole('menu', { name: ko('player.quality'), exact: true });

async function openQualityMenu(page: Page) {
  // The controls show while the pointer is over the player's picture.
  await page.getByTestId('player-picture').hover();
  await qualityButton(page).click();
  await expect(qualityMenu(page)).toBeVisible();
}

test(`a viewer picks a lower quality, sees it, and finds it still picked after a reload ${TAGS.only('nova')} ${TAGS.desktop}`, async ({
  page,
  brand,
}, testInfo) => {
  // A first segment, the source's probe and the rendition's first segments on a busy machine.
  test.setTimeout(120_000);
  const streamer = newMember(testInfo, 'qm');
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

    await openQualityMenu(page);
    const items = qualityMenu(page).getByRole('menuitemradio');
    await expect(items).toHaveText([/자동/, /360p 원본/, /180p/]);
    await expect(items.filter({ hasText: '자동' })).toHaveAttribute('aria-checked', 'true');
    await items.filter({ hasText: '180p' }).click();
    await expect(qualityMenu(page)).toBeHidden();
    await expect.poll(() => pictureHeight(page), { message: 'the picture switches to 180p', timeout: 20_000 }).toBe(180);

    await page.reload();
    await expectPlaying(page);
    await expect.poll(() => pictureHeight(page), { message: 'the reloaded player plays 180p', timeout: 20_000 }).toBe(180);
    await openQualityMenu(page);
    await expect(qualityMenu(page).getByRole('menuitemradio', { name: /180p/ })).toHaveAttribute('aria-checked', 'true');

    // Back to the source: the picture is the clip's own 360p again.
    await qualityMenu(page).getByRole('menuitemradio', { name: /원본/ }).click();
    await expect.poll(() => pictureHeight(page), { message: 'the picture switches back to the source', timeout: 20_000 }).toBe(360);
  } finally {
    await stream.stop();
  }
});
