/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
// Live chat in real browsers (issue 6): two members talk in one room, and hostile text stays text.
import type { Browser, Page, TestInfo } from '@playwright/test';
import { newMember, signUpByApi, type Member } from './support/accounts';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';

/** Markup that would run script if the room rendered messages as HTML; each sets window.__xss. */
const XSS_PAYLOADS = [
  '<script>window.__xss = "script"</script>',
  '<img src=x onerror="window.__xss = \'img\'">',
  '<svg onload="window.__xss = \'svg\'"></svg>',
  '"><iframe srcdoc="<script>parent.__xss = 1</script>"></iframe>',
  '<a href="javascript:window.__xss = \'link\'">클릭</a>',
  '<details open ontoggle="window.__xss = \'details\'">',
  '{{constructor.constructor("window.__xss = 1")()}}',
  '<style>@import "javascript:window.__xss = 1"</style>',
];

const LIVE_CHANNEL = '/live/1';

/** A member in their own context with the project's device and locale (a bare newContext would be a desktop in en-US). */
async function memberInRoom(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  brandCode: Parameters<typeof signUpByApi>[1],
  member: Member,
) {
  const context = await newProjectContext(browser, testInfo, baseURL);
  const page = await context.newPage();
  await signUpByApi(page.request, brandCode, member);
  await page.goto(LIVE_CHANNEL);
  await expect(composer(page)).toBeEnabled();
  return { page, close: () => context.close() };
}

const composer = (page: Page) => page.getByRole('textbox', { name: ko('chat.composer.label') });

async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: ko('chat.composer.send'), exact: true }).click();
}

test.describe('live chat', () => {
  test('two members in two browsers see each other’s messages in the same order', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const [first, second] = [newMember(testInfo, 'c'), newMember(testInfo, 'd')];
    const alice = await memberInRoom(browser, testInfo, baseURL!, 'onair', first);
    const bob = await memberInRoom(browser, testInfo, baseURL!, 'onair', second);
    try {
      const hello = `안녕하세요 ${Date.now().toString(36)}`;
      await say(alice.page, hello);
      await expect(bob.page.getByText(hello)).toBeVisible();
      const reply = `반가워요 ${Date.now().toString(36)}`;
      await say(bob.page, reply);
      await expect(alice.page.getByText(reply)).toBeVisible();

      // Both rooms show the two lines in the same order, each once.
      for (const { page } of [alice, bob]) {
        const lines = await page.getByRole('log').innerText();
        expect(lines.indexOf(hello)).toBeGreaterThanOrEqual(0);
        expect(lines.indexOf(hello)).toBeLessThan(lines.indexOf(reply));
        expect(lines.split(hello).length - 1).toBe(1);
      }
      await testInfo.attach('chat', { body: await bob.page.screenshot(), contentType: 'image/png' });
    } finally {
      await alice.close();
      await bob.close();
    }
  });

  test(
    'on a phone, a line just sent shows above the composer, not under the sticky player',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await signUpByApi(page.request, 'onair', newMember(testInfo, 'p'));
      await page.goto(LIVE_CHANNEL);
      await expect(composer(page)).toBeEnabled();
      // Tapping the composer brings up the keyboard, and the browser centres the field in what is left.
      await composer(page).evaluate((field) => field.scrollIntoView({ block: 'center' }));
      const hello = `처음 왔어요 ${Date.now().toString(36)}`;
      await say(page, hello);
      const line = page.getByRole('log').getByText(hello);
      await expect(line).toBeVisible();
      // What a finger on the middle of the line would touch: the line itself, not the player above it.
      const onTop = () =>
        line.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return hit !== null && (element === hit || element.contains(hit) || hit.contains(element));
        });
      await expect.poll(onTop, { message: 'the line is on screen and not covered' }).toBe(true);
    },
  );

  test('markup sent as chat is shown as the text it is, and no script runs in any viewer', async ({
    browser,
    baseURL,
  }, testInfo) => {
    // Eight lines paced under the room's rate limit take about 11 s alone: the default 20 s is too tight on a busy machine.
    test.setTimeout(45_000);
    const sender = await memberInRoom(browser, testInfo, baseURL!, 'onair', newMember(testInfo, 'x'));
    const viewer = await memberInRoom(browser, testInfo, baseURL!, 'onair', newMember(testInfo, 'v'));
    const dialogs: string[] = [];
    for (const { page } of [sender, viewer])
      page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
    try {
      for (const payload of XSS_PAYLOADS) {
        await say(sender.page, payload);
        await expect(viewer.page.getByRole('log').getByText(payload, { exact: true })).toBeVisible();
        // Three lines per two seconds is the room's rate limit; stay under it.
        await sender.page.waitForTimeout(700);
      }
      for (const { page } of [sender, viewer]) {
        expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
        await expect(
          page.getByRole('log').locator('script, img, svg, iframe, a[href^="javascript"], details, style'),
        ).toHaveCount(0);
      }
      expect(dialogs).toEqual([]);
    } finally {
      await sender.close();
      await viewer.close();
    }
  });

  test('a nickname carrying markup is refused at signup, so it never reaches a room', async ({
    page,
    brand,
  }, testInfo) => {
    const member = { ...newMember(testInfo, 'n'), nickname: '<b>x</b>' };
    const answer = await page.request.post('/api/auth/signup', {
      headers: { 'x-site-code': brand.code },
      data: {
        loginId: member.loginId,
        password: member.password,
        nickname: member.nickname,
        device: 'PCWEB',
        agreements: { terms: true, privacy: true, marketing: false },
      },
    });
    expect(answer.status()).toBe(400);
  });
});
