// The studio's managers and ban list (issue 30): the owner appoints a manager by login ID, who then
// has the room's tools; bans a member in the chat, finds them in the studio's ban list with who banned
// them, unbans them after a confirmation, and the member chats again at once.
import type { Page } from '@playwright/test';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { TAGS } from './support/test-tags';

/** A fresh page's room: the channel's detail, the chat's chunk and its join take a few seconds on a busy machine. */
const ROOM_READY_MS = 15_000;

const composer = (page: Page) => page.getByRole('textbox', { name: ko('chat.composer.label'), exact: true });
const chat = (page: Page) => page.getByRole('region', { name: ko('chat.title'), exact: true });
const tools = (page: Page) => page.getByRole('group', { name: ko('chat.tools.label'), exact: true });
const fill = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), text);

async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await chat(page).getByRole('button', { name: ko('chat.composer.send'), exact: true }).click();
}

test(`the owner adds a manager and unbans a member from the studio; the member chats again ${TAGS.desktop}`, async ({
  page,
  brand,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const owner = newMember(testInfo, 'so');
  await signUpByApi(page.request, brand.code, owner);
  const channelId = await openChannelByApi(page.request, brand.code, `${owner.nickname}의 방송`);
  const helper = newMember(testInfo, 'sh');
  const rowdy = newMember(testInfo, 'sr');
  const helperContext = await newProjectContext(browser, testInfo, baseURL ?? '');
  const rowdyContext = await newProjectContext(browser, testInfo, baseURL ?? '');
  try {
    const helperPage = await helperContext.newPage();
    await signUpByApi(helperPage.request, brand.code, helper);
    const rowdyPage = await rowdyContext.newPage();
    await signUpByApi(rowdyPage.request, brand.code, rowdy);

    // ── Managers: the owner appoints the helper by login ID in the studio.
    await page.goto('/studio');
    await page.getByRole('tab', { name: ko('studio.tab.managers'), exact: true }).click();
    await expect(page.getByText(ko('studio.managers.none'))).toBeVisible();
    await page.getByRole('textbox', { name: ko('studio.managers.who') }).fill(helper.loginId);
    await page.getByRole('button', { name: ko('studio.managers.add'), exact: true }).click();
    const managers = page.getByRole('list', { name: ko('studio.managers.listLabel') });
    await expect(managers.getByText(helper.nickname, { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('studio-managers.png'), fullPage: true });
    // The helper's live page has the room's tools: they moderate now.
    await helperPage.goto(`/live/${channelId}`);
    await expect(composer(helperPage)).toBeEnabled({ timeout: ROOM_READY_MS });
    await expect(tools(helperPage)).toBeVisible();

    // ── A ban in the chat: the owner, in the room, bans the member from their line.
    await page.goto(`/live/${channelId}`);
    await expect(composer(page)).toBeEnabled({ timeout: ROOM_READY_MS });
    await rowdyPage.goto(`/live/${channelId}`);
    await expect(composer(rowdyPage)).toBeEnabled({ timeout: ROOM_READY_MS });
    const rude = `도배 ${Date.now().toString(36)}`;
    await say(rowdyPage, rude);
    const ownerLog = page.getByRole('log');
    await expect(ownerLog.getByText(rude)).toBeVisible();
    await ownerLog.getByRole('button', { name: rowdy.nickname, exact: true }).first().click();
    const menu = page.getByRole('region', { name: fill(ko('chat.moderation.menu'), { nickname: rowdy.nickname }), exact: true });
    await menu.getByRole('button', { name: ko('chat.moderation.blacklist'), exact: true }).click();
    await page.getByRole('button', { name: ko('chat.moderation.confirmBlacklistAction'), exact: true }).click();
    const bannedLine = fill(ko('chat.action.blacklist'), { nickname: rowdy.nickname });
    await expect(menu.getByRole('status')).toHaveText(bannedLine);
    // Back in, the member is refused the room.
    await rowdyPage.reload();
    await expect(chat(rowdyPage).getByText(ko('chat.refusal.banned'))).toBeVisible({ timeout: ROOM_READY_MS });

    // ── The ban list: who, banned by whom; unbanning asks first.
    await page.goto('/studio');
    await page.getByRole('tab', { name: ko('studio.tab.bans'), exact: true }).click();
    const bans = page.getByRole('list', { name: ko('studio.bans.listLabel') });
    const entry = bans.getByRole('listitem').filter({ hasText: rowdy.nickname });
    await expect(entry).toContainText(ko('studio.bans.kind.blacklist'));
    await expect(entry).toContainText(fill(ko('studio.bans.by'), { nickname: owner.nickname }));
    await expect(entry).toContainText(ko('studio.bans.untilLifted'));
    await page.screenshot({ path: testInfo.outputPath('studio-bans.png'), fullPage: true });
    await entry.getByRole('button', { name: fill(ko('studio.bans.liftOf.ban'), { nickname: rowdy.nickname }) }).click();
    const confirm = page.getByRole('alertdialog', { name: ko('studio.bans.confirmTitle.ban') });
    await confirm.getByRole('button', { name: ko('studio.bans.lift.ban'), exact: true }).click();
    await expect(page.getByText(fill(ko('studio.bans.lifted.ban'), { nickname: rowdy.nickname }))).toBeVisible();
    await expect(page.getByText(ko('studio.bans.none'))).toBeVisible();

    // ── The member is back in the room and heard: the helper (a manager in the same room) reads the line.
    await rowdyPage.reload();
    await expect(composer(rowdyPage)).toBeEnabled({ timeout: ROOM_READY_MS });
    const back = `다시 왔어요 ${Date.now().toString(36)}`;
    await say(rowdyPage, back);
    await expect(helperPage.getByRole('log').getByText(back)).toBeVisible();
    await expect(
      helperPage.getByRole('log').getByText(fill(ko('chat.action.unblacklist'), { nickname: rowdy.nickname })),
    ).toBeVisible();
  } finally {
    await helperContext.close();
    await rowdyContext.close();
  }
});
