// A new member becomes a streamer: the account menu offers to open a channel, the channel opens under
// the name they give, its settings follow at once, and a stream key is one click away. Then the whole
// first broadcast: what the settings page shows goes into the encoder, the channel is live for its
// owner and for another member, and it goes offline when the encoder stops.
import type { Page } from '@playwright/test';
import { newMember, signUpByApi, type Member } from './support/accounts';
import { channelDetail, expectGoesLive } from './support/channel-detail';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { expectPlaying } from './support/playback';
import { writeTempPng } from './support/png';
import { MEDIA_RTMP_PORT } from './support/stack-config';
import { startTestStream } from './support/test-stream';

/** From the account menu through the form to the channel's settings; answers the channel's name. */
async function openChannel(page: Page, member: Member): Promise<string> {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(member.nickname) }).click();
  await header.getByRole('link', { name: ko('channel.open.menu'), exact: true }).click();

  const form = page.getByRole('form', { name: ko('channel.open.title') });
  const name = form.getByLabel(ko('channel.settings.name'));
  await expect(name).toHaveValue(member.nickname);
  const channelName = `${member.nickname}의 방송`;
  await name.fill(channelName);
  // Opening a channel asks for the broadcast rules to be agreed to.
  await form.getByRole('checkbox', { name: ko('channel.open.rulesAgree'), exact: true }).check();
  await form.getByRole('button', { name: ko('channel.open.submit'), exact: true }).click();

  await expect(page.getByText(ko('channel.open.opened'))).toBeVisible();
  const profile = page.getByRole('form', { name: ko('channel.settings.profile') });
  await expect(profile.getByLabel(ko('channel.settings.name'))).toHaveValue(channelName);
  return channelName;
}

/** A thumb on a phone needs 40 px (SOOP and Twitch keep their controls 40-44 px). */
const MIN_TAP = 40;

/** main's links, buttons and tick rows under 40 px tall, as "name W×H" (a checkbox is measured by its row). */
async function smallTapTargets(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main, min) => {
    const controls = main.querySelectorAll<HTMLElement>(
      'a[href], button, label:has(input[type="checkbox"]), input:not([type="hidden"]):not([type="file"]):not([type="checkbox"])',
    );
    return Array.from(controls).flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || Math.round(box.height) >= min) return [];
      return [
        `${control.tagName.toLowerCase()} "${control.innerText.trim().slice(0, 20)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ];
    });
  }, MIN_TAP);
}

const keyBox = (page: Page) => page.getByRole('textbox', { name: ko('channel.streamKey.key'), exact: true });

/** The account menu's way to one's own channel page; answers the channel id from its address. */
async function goToOwnChannel(page: Page, member: Member): Promise<number> {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(member.nickname) }).click();
  await header.getByRole('link', { name: ko('channel.settings.viewChannel'), exact: true }).click();
  await expect(page).toHaveURL(/\/channel\/\d+$/);
  return Number(new URL(page.url()).pathname.split('/').at(-1));
}

test('a new member opens a channel from the account menu and gets a stream key', async ({ page, brand }, testInfo) => {
  const member = newMember(testInfo, 'oc');
  await signUpByApi(page.request, brand.code, member);
  const channelName = await openChannel(page, member);

  await page.getByRole('button', { name: ko('channel.streamKey.issue'), exact: true }).click();
  await expect(keyBox(page)).toHaveValue(/^live_[A-Za-z0-9_-]{20,}$/);
  // Even on a 360 px phone the server address and the new key are readable whole (they wrap, as
  // monospace broken anywhere), not cut off inside their boxes.
  if (testInfo.project.name.endsWith('-mobile')) await page.setViewportSize({ width: 360, height: 800 });
  for (const label of ['channel.streamKey.server', 'channel.streamKey.key'].map(ko)) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    const hidden = await field.evaluate((box) => ({
      across: box.scrollWidth - box.clientWidth,
      down: box.scrollHeight - box.clientHeight,
    }));
    expect(hidden, `${label} shows all of its value`).toEqual({ across: 0, down: 0 });
  }
  // Beside the key, where it goes in OBS and how the streamer will see they are live.
  const steps = page.getByRole('region', { name: ko('channel.streamKey.stepsTitle'), exact: true });
  await expect(steps.getByRole('listitem')).toHaveText(
    ['channel.streamKey.step1', 'channel.streamKey.step2', 'channel.streamKey.step3'].map(ko),
  );

  await goToOwnChannel(page, member);
  await expect(page.getByRole('heading', { name: channelName })).toBeVisible();
});

test('a new streamer’s first broadcast: live for them and for a viewer, offline when the encoder stops', async ({
  page,
  brand,
  browser,
  baseURL,
}, testInfo) => {
  // ffmpeg's first segment, two players decoding on a shared 2-core machine, and a second member.
  test.setTimeout(50_000);
  const member = newMember(testInfo, 'gl');
  await signUpByApi(page.request, brand.code, member);
  const channelName = await openChannel(page, member);

  await page.getByRole('button', { name: ko('channel.streamKey.issue'), exact: true }).click();
  const key = await keyBox(page).inputValue();
  expect(key).toMatch(/^live_[A-Za-z0-9_-]{20,}$/);
  const server = await page.getByRole('textbox', { name: ko('channel.streamKey.server'), exact: true }).inputValue();
  // What the streamer pastes into OBS has to reach this stack's media app, or nothing below can go live.
  expect(server, 'the server address shown is the ingest of the running media app').toBe(
    `rtmp://127.0.0.1:${MEDIA_RTMP_PORT}/live`,
  );

  const stream = startTestStream(server, key);
  const viewerContext = await newProjectContext(browser, testInfo, baseURL ?? '');
  try {
    const channelId = await goToOwnChannel(page, member);
    const detail = () => channelDetail(page.request, brand.code, channelId);
    await expectGoesLive(page.request, brand.code, channelId, stream);
    // Watchable once the first segment is out: the media app holds a playlist request up to 5 s for
    // it, which a shared 2-core machine running two browsers may not meet (a player then retries).
    await expect
      .poll(
        async () => {
          const url = (await detail()).stream?.url;
          return url ? (await page.request.get(url)).status() : null;
        },
        { message: 'the live playlist is served', timeout: 15_000 },
      )
      .toBe(200);

    // The streamer looks at their channel again: it says LIVE and offers the broadcast.
    await page.reload();
    await expect(page.getByRole('heading', { name: channelName })).toContainText(ko('live.live'));
    await page.getByRole('link', { name: ko('channel.watchLive'), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/live/${channelId}$`));
    await expectPlaying(page);
    await page.screenshot({ path: testInfo.outputPath('owner-live.png') });

    // Another member finds it on the home list, live, nobody but its owner in the room (who is not a
    // viewer of their own broadcast, docs/chat.md), and watches.
    // As the test's own page: a person who already closed the operator's popup in this tab (support/fixtures.ts).
    await viewerContext.addInitScript(() => window.sessionStorage.setItem('onair.popup.doneThisSession', '1'));
    const viewerPage = await viewerContext.newPage();
    await signUpByApi(viewerPage.request, brand.code, newMember(testInfo, 'gv'));
    await viewerPage.goto('/');
    // The channel list (the suggestions beside it may show the same card).
    const card = viewerPage
      .getByRole('list', { name: ko('home.channels'), exact: true })
      .getByRole('article', { name: channelName, exact: true });
    await expect(card).toContainText(ko('home.live'));
    await expect(card).toContainText(ko('home.viewers').replace('{count, number}', '0'));
    await card.getByRole('link').click();
    await expect(viewerPage).toHaveURL(new RegExp(`/live/${channelId}$`));
    await expectPlaying(viewerPage);
    // This viewer is counted, the owner is not (the chat's count, heard on joining).
    const oneWatching = ko('live.viewers').replace('{count, number}', '1');
    await expect(viewerPage.getByText(oneWatching, { exact: true })).toBeVisible();
    await viewerPage.screenshot({ path: testInfo.outputPath('viewer-live.png') });
    // The owner hears the count at the room's next beat (at most 5 s, docs/chat.md).
    await expect(page.getByText(oneWatching, { exact: true })).toBeVisible({ timeout: 7_000 });

    // OBS's "Stop": an encoder that ends its stream takes the channel offline at once (docs/media.md,
    // Unpublish), and the room tells both pages, whose stages say so without a reload.
    await stream.stop();
    // The media node reports the unpublish to the API as the encoder's connection closes: within a moment.
    await expect
      .poll(async () => (await detail()).isLive, {
        message: 'the channel is offline as soon as the encoder has stopped',
        timeout: 3_000,
      })
      .toBe(false);
    for (const watcher of [page, viewerPage]) {
      await expect(watcher.getByText(ko('live.offline'), { exact: true })).toBeVisible({ timeout: 3_000 });
      await expect(watcher.getByLabel(ko('player.label'), { exact: true })).toHaveCount(0);
    }
    await page.screenshot({ path: testInfo.outputPath('owner-offline.png') });
  } finally {
    stream.kill();
    await viewerContext.close();
  }
});

test('the owner’s pages: profile images set, thumb-sized controls on a phone, the profile image over the banner, and 내 채널 관리 back to the settings', async ({
  page,
  brand,
  isMobile,
}, testInfo) => {
  const member = newMember(testInfo, 'op');
  await signUpByApi(page.request, brand.code, member);
  await openChannel(page, member);

  const profile = page.getByRole('form', { name: ko('channel.settings.profile') });
  await profile
    .getByLabel(ko('channel.settings.bannerImage'), { exact: true })
    .setInputFiles(writeTempPng('banner.png', 800, 200));
  await profile
    .getByLabel(ko('channel.settings.profileImage'), { exact: true })
    .setInputFiles(writeTempPng('profile.png', 200, 200));
  await profile.getByRole('button', { name: ko('channel.save'), exact: true }).click();
  await expect(page.getByText(ko('channel.saved'), { exact: true })).toBeVisible();
  if (isMobile) {
    // 공지사항 쓰기, 내 채널 보기, the images' 삭제 and each switch's row, not just their small words.
    expect(await smallTapTargets(page), 'settings controls under 40 px').toEqual([]);
    await page.getByRole('link', { name: ko('channel.notice.write'), exact: true }).click();
    await expect(page.getByLabel(ko('channel.post.title'), { exact: true })).toBeVisible();
    expect(await smallTapTargets(page), 'notice form controls under 40 px').toEqual([]);
    await page.goBack();
  }

  await goToOwnChannel(page, member);
  // The profile image (in its ring) is drawn over the banner's lower edge, not under it: the ring's
  // top edge is the ring itself, and the ring reaches up into the banner.
  const channelHeader = page.locator('main header').first();
  const [banner, avatar] = [channelHeader.locator('img').nth(0), channelHeader.locator('img').nth(1)];
  await expect(avatar).toBeVisible();
  const ring = avatar.locator('..');
  const [ringBox, bannerBox] = [await ring.boundingBox(), await banner.boundingBox()];
  if (!ringBox || !bannerBox) throw new Error('the profile image or the banner has no box');
  expect(ringBox.y, 'the profile image reaches up into the banner').toBeLessThan(bannerBox.y + bannerBox.height - 16);
  // Stacked above the banner at the ring's top edge; a toast (채널이 개설되었습니다, 저장했습니다) may
  // still lie over both for a few seconds, and that is not what this checks.
  const topIsRing = await ring.evaluate(
    (element, { point, bannerImage }) => {
      const stack = document.elementsFromPoint(point.x, point.y);
      const ringAt = stack.findIndex((hit) => element.contains(hit));
      const bannerAt = stack.findIndex((hit) => hit === bannerImage || (bannerImage?.contains(hit) ?? false));
      return ringAt !== -1 && (bannerAt === -1 || ringAt < bannerAt);
    },
    { point: { x: ringBox.x + ringBox.width / 2, y: ringBox.y + 1 }, bannerImage: await banner.elementHandle() },
  );
  expect(topIsRing, 'the top of the profile image is not covered by the banner').toBe(true);
  await page.screenshot({ path: testInfo.outputPath('own-channel.png') });

  // Their own page offers the way back to the settings (a streamer cannot follow themselves).
  await channelHeader.getByRole('link', { name: ko('channel.settings.title'), exact: true }).click();
  await expect(page).toHaveURL(/\/my\/channel$/);
  await expect(page.getByRole('form', { name: ko('channel.settings.profile') })).toBeVisible();
});
