// The chat's user card and a pinned line (issue 30; docs/chat.md, "User card" and "Pinning a line"):
// a viewer opens the streamer's card from their line and follows from it; the owner appoints a
// manager from the manager's card; the manager pins a viewer's line, and another viewer sees it at
// once and a late joiner on joining. On a phone the card is a bottom sheet.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { newMember, openChannelByApi, signUpByApi, type Member } from './support/accounts';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { expectTappable } from './support/tap-targets';

const chat = (page: Page) => page.getByRole('region', { name: ko('chat.title'), exact: true });
const composer = (page: Page) => page.getByRole('textbox', { name: ko('chat.composer.label'), exact: true });
const nicknameIn = (page: Page, nickname: string) =>
  chat(page).getByRole('log').getByRole('button', { name: nickname, exact: true }).last();
const cardOf = (page: Page, nickname: string) =>
  page.getByRole('region', { name: ko('chat.moderation.menu').replace('{nickname}', nickname), exact: true });

async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await chat(page)
    .getByRole('button', { name: ko('chat.composer.send'), exact: true })
    .click();
  await expect(chat(page).getByText(text)).toBeVisible();
}

/** A member signed up in a context of their own, in the room. */
async function enter(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  brand: 'onair',
  member: Member,
  path: string,
) {
  const context = await newProjectContext(browser, testInfo, baseURL);
  const page = await context.newPage();
  await signUpByApi(page.request, brand, member);
  await page.goto(path);
  await expect(composer(page)).toBeEnabled({ timeout: 20_000 });
  return { page, context };
}

test('a viewer opens a user card from a chat line; a manager pins a line and other viewers see it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const phone = testInfo.project.name.endsWith('-mobile');
  const base = baseURL ?? '';
  const [owner, helper, viewer, later] = ['uo', 'um', 'uv', 'ul'].map((kind) => newMember(testInfo, kind)) as [
    Member,
    Member,
    Member,
    Member,
  ];
  await signUpByApi(page.request, 'onair', owner);
  const channelId = await openChannelByApi(page.request, 'onair', `${owner.nickname}의 방송`);
  const live = `/live/${channelId}`;
  await page.goto(live);
  await expect(composer(page)).toBeEnabled({ timeout: 20_000 });
  const others = [];
  try {
    const manager = await enter(browser, testInfo, base, 'onair', helper, live);
    const watcher = await enter(browser, testInfo, base, 'onair', viewer, live);
    others.push(manager.context, watcher.context);

    // The viewer opens the streamer's card from the streamer's line and follows them from it.
    await say(page, `어서 오세요 ${Date.now().toString(36)}`);
    const streamerName = nicknameIn(watcher.page, owner.nickname);
    await streamerName.click();
    const streamerCard = cardOf(watcher.page, owner.nickname);
    await expect(streamerCard).toBeVisible();
    await expect(streamerCard.getByText(ko('chat.card.id').replace('{loginId}', owner.loginId))).toBeVisible();
    await expect(streamerCard.getByText('팔로워 0명')).toBeVisible();
    await expect(streamerCard.getByRole('button', { name: ko('chat.card.message'), exact: true })).toBeVisible();
    await expect(streamerCard.getByRole('button', { name: ko('chat.moderation.report'), exact: true })).toBeVisible();
    // A plain viewer has no moderation over the streamer and pins nothing.
    await expect(streamerCard.getByRole('button', { name: ko('chat.pin.line'), exact: true })).toHaveCount(0);
    const follow = streamerCard.getByRole('button', { name: ko('chat.card.follow'), exact: true });
    if (phone) {
      await expect(watcher.page.getByRole('dialog', { name: owner.nickname, exact: true })).toBeVisible();
      await expectTappable(follow, '팔로우');
    }
    await follow.click();
    await expect(streamerCard.getByRole('button', { name: ko('chat.card.following'), exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(streamerCard.getByText('팔로워 1명')).toBeVisible();
    await watcher.page.screenshot({ path: testInfo.outputPath('viewer-user-card.png') });
    await watcher.page.keyboard.press('Escape');
    await expect(streamerCard).toHaveCount(0);
    await expect(streamerName).toBeFocused();

    // The owner makes the helper a manager from the helper's card.
    await say(manager.page, `매니저 할게요 ${Date.now().toString(36)}`);
    await nicknameIn(page, helper.nickname).click();
    await cardOf(page, helper.nickname)
      .getByRole('button', { name: ko('chat.moderation.manager'), exact: true })
      .click();
    await expect(cardOf(page, helper.nickname).getByRole('status')).toBeVisible();
    await page.keyboard.press('Escape');

    // The manager pins the viewer's line from its card.
    const line = `9시에 합방해요 ${Date.now().toString(36)}`;
    await say(watcher.page, line);
    await nicknameIn(manager.page, viewer.nickname).click();
    const viewerCard = cardOf(manager.page, viewer.nickname);
    await viewerCard.getByRole('button', { name: ko('chat.pin.line'), exact: true }).click();
    await expect(viewerCard.getByText(ko('chat.pin.pinned'), { exact: true })).toBeVisible();
    await manager.page.screenshot({ path: testInfo.outputPath('manager-pinned.png') });
    await manager.page.keyboard.press('Escape');

    // Everyone in the room sees it at once, a late joiner on joining.
    const pinBy = ko('chat.pin.by').replace('{nickname}', helper.nickname);
    for (const who of [watcher.page, page]) {
      const pinned = chat(who).getByRole('region', { name: ko('chat.pin.region'), exact: true });
      await expect(pinned).toContainText(`${viewer.nickname}${line}`);
      await expect(pinned.getByText(pinBy, { exact: true })).toBeVisible();
    }
    const late = await enter(browser, testInfo, base, 'onair', later, live);
    others.push(late.context);
    const pinnedLate = chat(late.page).getByRole('region', { name: ko('chat.pin.region'), exact: true });
    await expect(pinnedLate).toContainText(line);
    await expect(pinnedLate.getByRole('button', { name: ko('chat.pin.unpin'), exact: true })).toHaveCount(0);
    await late.page.screenshot({ path: testInfo.outputPath('late-viewer-sees-pin.png') });

    // The owner takes it down; the viewers see it go.
    await chat(page)
      .getByRole('region', { name: ko('chat.pin.region'), exact: true })
      .getByRole('button', { name: ko('chat.pin.unpin'), exact: true })
      .click();
    await expect(chat(late.page).getByRole('region', { name: ko('chat.pin.region'), exact: true })).toHaveCount(0);
  } finally {
    for (const context of others) await context.close();
  }
});
