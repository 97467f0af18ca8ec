// Followers-only chat (docs/chat.md, "Slow mode and followers-only chat"): the owner turns it on from
// the room's tools (on a phone behind the 채팅 모드 icon), and a signed-in viewer who does not follow
// the channel reads the reason instead of a usable input, follows from the chat, and writes.
import type { Page } from '@playwright/test';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { expectTappable } from './support/tap-targets';

const composer = (page: Page) => page.getByRole('textbox', { name: ko('chat.composer.label'), exact: true });
const chat = (page: Page) => page.getByRole('region', { name: ko('chat.title'), exact: true });

test('the owner turns on followers-only chat; a viewer who does not follow is told so, cannot send, and writes once they follow', async ({
  page,
  brand,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(45_000);
  const owner = newMember(testInfo, 'fo');
  await signUpByApi(page.request, brand.code, owner);
  const channelId = await openChannelByApi(page.request, brand.code, `${owner.nickname}의 방송`);

  await page.goto(`/live/${channelId}`);
  const tools = page.getByRole('group', { name: ko('chat.tools.label'), exact: true });
  const toggle = tools.getByRole('button', { name: ko('chat.tools.followersOnly'), exact: true });
  const phone = testInfo.project.name.endsWith('-mobile');
  if (phone) {
    // One more 40 px icon in the tools' single row; its panel holds the select and the toggle.
    const modes = tools.getByRole('button', { name: ko('chat.tools.modes'), exact: true });
    await expectTappable(modes, '채팅 모드');
    await modes.click();
    await expectTappable(toggle, '팔로워 전용 채팅');
    await expectTappable(tools.getByRole('combobox', { name: ko('chat.tools.slowMode'), exact: true }), '저속 모드');
  }
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(chat(page).getByText(ko('chat.modes.followersOnly'), { exact: true })).toBeVisible();
  await expect(chat(page).getByText(ko('chat.action.followersOnly'), { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('owner-followers-only.png') });

  const viewerContext = await newProjectContext(browser, testInfo, baseURL ?? '');
  try {
    const viewer = await viewerContext.newPage();
    await signUpByApi(viewer.request, brand.code, newMember(testInfo, 'fv'));
    await viewer.goto(`/live/${channelId}`);
    const notice = chat(viewer)
      .getByRole('status')
      .filter({ hasText: ko('chat.refusal.followersOnly') });
    await expect(notice).toBeVisible();
    await expect(composer(viewer)).toBeDisabled();
    await expect(chat(viewer).getByRole('button', { name: ko('chat.composer.send'), exact: true })).toBeDisabled();
    await notice.scrollIntoViewIfNeeded();
    await viewer.screenshot({ path: testInfo.outputPath('viewer-must-follow.png') });

    const follow = notice.getByRole('button', { name: ko('channel.follow'), exact: true });
    await expectTappable(follow, '팔로우');
    await follow.click();
    await expect(composer(viewer)).toBeEnabled();
    await expect(notice).toHaveCount(0);
    const line = `팔로우했어요 ${Date.now().toString(36)}`;
    await composer(viewer).fill(line);
    await chat(viewer)
      .getByRole('button', { name: ko('chat.composer.send'), exact: true })
      .click();
    await expect(chat(page).getByText(line)).toBeVisible();
  } finally {
    await viewerContext.close();
  }
});
