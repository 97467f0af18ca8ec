/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
// Channels and community in real browsers (issue 7; SPEC sections 3, 6 and 7): a streamer's notice
// with an image, a viewer's follow, comment and like, messages between two members and a block,
// and a report with an attachment.
import { basename } from 'node:path';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { MESSAGE_MESSAGES } from '@onair/contracts';
import { newMember, signUpByApi, type Member } from './support/accounts';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { fill } from './support/messages';
import { writeTempPng } from './support/png';

/** The demo streamer's channel (demobj01 owns channel 1, with its seeded notices and board posts). */
const DEMO_CHANNEL = 1;
const DEMO_STREAMER = { loginId: 'demobj01', password: 'onair1234!' };

/** A message with `{count, number}` as a pattern that captures the number, e.g. 팔로워 ([\d,]+)명. */
function countPattern(message: string): RegExp {
  const [before = '', after = ''] = message.split('{count, number}');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}([\\d,]+)${escape(after)}`);
}

const countIn = (text: string, pattern: RegExp) => Number((pattern.exec(text)?.[1] ?? 'NaN').replaceAll(',', ''));
const withCount = (message: string, count: number) => message.replace('{count, number}', count.toLocaleString('ko-KR'));

async function signInByApi(request: APIRequestContext, brandCode: string, loginId: string, password: string) {
  const answer = await request.post('/v2/api/auth/signin', {
    headers: { 'x-site-code': brandCode },
    data: { loginId, password, loginKeep: false },
  });
  expect(answer.status(), `sign-in of ${loginId}`).toBe(200);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** A second signed-up member in their own browser context (own cookies, the project's device), on the same brand app. */
async function memberInOwnContext(
  browser: Browser,
  testInfo: TestInfo,
  baseURL: string,
  brandCode: Parameters<typeof signUpByApi>[1],
  member: Member,
) {
  const context = await newProjectContext(browser, testInfo, baseURL);
  const page = await context.newPage();
  await signUpByApi(page.request, brandCode, member);
  return { page, close: () => context.close() };
}

test.describe('channel community', () => {
  test.beforeEach(({ brand }) => {
    test.skip(brand.code !== 'onair', 'the demo channels belong to onair members');
  });

  test('the streamer posts a notice with an image on their channel, and it is shown with the image', async ({
    page,
    brand,
  }, testInfo) => {
    await signInByApi(page.request, brand.code, DEMO_STREAMER.loginId, DEMO_STREAMER.password);
    const imagePath = writeTempPng('notice-banner.png');
    const title = `e2e 공지 ${Date.now().toString(36)}`;
    const content = '이번 주 방송 일정이 바뀌었습니다.\n금요일 저녁 9시에 만나요!';

    await page.goto(`/channel/${DEMO_CHANNEL}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('heading', { name: ko('channel.latestNotices') })).toBeVisible();
    await expect(main.getByRole('status', { name: ko('common.loading') })).toHaveCount(0);
    await shot(page, testInfo, 'channel page');

    await main
      .getByRole('navigation', { name: ko('channel.tab.label') })
      .getByRole('link', { name: ko('channel.tab.notices') })
      .click();
    await main.getByRole('link', { name: ko('channel.notice.write') }).click();
    await expect(main.getByRole('heading', { name: ko('channel.notice.write') })).toBeVisible();
    await main.getByLabel(ko('channel.post.title')).fill(title);
    await main.getByLabel(ko('channel.post.content'), { exact: true }).fill(content);
    await main.getByLabel(ko('channel.post.images')).setInputFiles(imagePath);
    await expect(main.getByRole('img', { name: basename(imagePath) })).toBeVisible();
    await main.getByRole('button', { name: ko('channel.post.submit'), exact: true }).click();

    await expect(page.getByText(ko('channel.notice.created'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/channel/${DEMO_CHANNEL}/notices/\\d+$`));
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
    await expect(main.getByText('금요일 저녁 9시에 만나요!')).toBeVisible();
    const image = main.getByRole('img', { name: fill(ko('channel.post.image'), { number: 1 }) });
    await expect(image).toBeVisible();
    // Served and decoded: a broken link would still be an <img>, with no natural size.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
    // The API refuses a follow of one's own channel, so the owner is offered none.
    await expect(main.getByRole('button', { name: ko('channel.follow'), exact: true })).toHaveCount(0);
    await shot(page, testInfo, 'notice with image');

    // The list shows it too, for a visitor as for the streamer.
    await main.getByRole('link', { name: ko('channel.backToList') }).click();
    await expect(main.getByText(title)).toBeVisible();

    // The streamer deletes it again: back on the list, and the deleted notice is never asked for
    // again (a 404 in the console would fail the test).
    await main.getByText(title).click();
    await main.getByRole('button', { name: ko('channel.delete'), exact: true }).click();
    await page
      .getByRole('alertdialog', { name: ko('channel.notice.deleteTitle') })
      .getByRole('button', { name: ko('channel.delete'), exact: true })
      .click();
    await expect(page.getByText(ko('channel.notice.deleted'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/channel/${DEMO_CHANNEL}/notices$`));
    await expect(main.getByText(title)).toHaveCount(0);
  });

  test('a new viewer follows the channel, comments on a board post and likes it', async ({ page, brand }, testInfo) => {
    const viewer = newMember(testInfo, 'f');
    await signUpByApi(page.request, brand.code, viewer);
    const followers = countPattern(ko('channel.followers'));

    await page.goto(`/channel/${DEMO_CHANNEL}`);
    const main = page.getByRole('main');
    const followerLine = main.getByText(followers).first();
    await expect(followerLine).toBeVisible();
    const before = countIn(await followerLine.innerText(), followers);
    await main.getByRole('button', { name: ko('channel.follow'), exact: true }).click();
    await expect(main.getByRole('button', { name: ko('channel.following'), exact: true })).toBeVisible();
    await expect(followerLine).toContainText(withCount(ko('channel.followers'), before + 1));
    // The follow is the server's: a reload still shows it.
    await page.reload();
    await expect(main.getByRole('button', { name: ko('channel.following'), exact: true })).toBeVisible();
    await expect(main.getByText(followers).first()).toContainText(withCount(ko('channel.followers'), before + 1));

    await main
      .getByRole('navigation', { name: ko('channel.tab.label') })
      .getByRole('link', { name: ko('channel.tab.board') })
      .click();
    const posts = main.getByRole('list', { name: ko('channel.board.posts') });
    // The heading says 0 until the comments arrive: count from the API's answer, then see the page agree.
    const commentList = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && new URL(response.url()).pathname === '/api/cs/board-comment',
    );
    await posts.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/channel/${DEMO_CHANNEL}/board/\\d+$`));
    const commentsBefore = ((await (await commentList).json()) as { total: number }).total;

    const comment = `e2e 댓글 ${Date.now().toString(36)} 잘 보고 있어요!`;
    const comments = countPattern(ko('channel.board.comments'));
    const commentHeading = main.getByRole('heading', { name: comments });
    await expect(commentHeading).toHaveText(withCount(ko('channel.board.comments'), commentsBefore));
    await main.getByLabel(ko('channel.board.commentLabel')).fill(comment);
    await main.getByRole('button', { name: ko('channel.board.commentSubmit'), exact: true }).click();
    await expect(main.getByText(comment)).toBeVisible();
    await expect(commentHeading).toHaveText(withCount(ko('channel.board.comments'), commentsBefore + 1));
    await expect(main.getByRole('listitem').filter({ hasText: comment })).toContainText(viewer.nickname);

    const likes = countPattern(ko('channel.board.like'));
    const like = main.getByRole('button', { name: likes });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    const likesBefore = countIn(await like.innerText(), likes);
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText(withCount(ko('channel.board.like'), likesBefore + 1));
    // Liked for good: after a reload the count and the pressed state stay.
    await page.reload();
    await expect(main.getByRole('button', { name: likes })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('button', { name: likes })).toContainText(
      withCount(ko('channel.board.like'), likesBefore + 1),
    );
    await expect(main.getByText(comment)).toBeVisible();
    await shot(page, testInfo, 'board post with comments');
  });
});

test.describe('messages between members', () => {
  // The blocked member's send is refused on purpose with 403 on POST /api/my/messages.
  test.use({ expectedHttpErrors: { '/api/my/messages': 403 } });

  test('two members exchange messages; after a block the blocked one is refused with the API’s message', async ({
    page,
    brand,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(!brand.features.messages, `${brand.code} has messages turned off`);
    const [first, second] = [newMember(testInfo, 'm'), newMember(testInfo, 'r')];
    await signUpByApi(page.request, brand.code, first);
    const other = await memberInOwnContext(browser, testInfo, baseURL!, brand.code, second);
    const compose = async (sender: Page, to: string | null, content: string) => {
      const dialog = sender.getByRole('dialog', { name: ko('member.messages.compose') });
      if (to !== null) {
        await sender
          .getByRole('main')
          .getByRole('button', { name: ko('member.messages.compose'), exact: true })
          .click();
        await dialog.getByLabel(ko('member.messages.recipient')).fill(to);
      }
      await dialog.getByLabel(ko('member.messages.content'), { exact: true }).fill(content);
      await dialog.getByRole('button', { name: ko('member.messages.send'), exact: true }).click();
      return dialog;
    };
    try {
      const hello = `안녕하세요! e2e ${Date.now().toString(36)}`;
      await page.goto('/my/messages');
      await expect(page.getByRole('heading', { name: ko('member.messages.title') })).toBeVisible();
      const sent = await compose(page, second.loginId, hello);
      await expect(page.getByText(fill(ko('member.messages.sentToast'), { nickname: second.nickname }))).toBeVisible();
      await expect(sent).toBeHidden();

      // The other member sees it unread, with the count on the tab, opens it and replies.
      const them = other.page;
      await them.goto('/my/messages');
      await expect(
        them.getByRole('tab', { name: fill(ko('member.messages.receivedWithCount'), { count: 1 }) }),
      ).toBeVisible();
      const row = them.getByRole('listitem').filter({ hasText: hello });
      await expect(row).toContainText(ko('member.messages.unread'));
      await expect(row).toContainText(
        fill(ko('member.messages.who'), { nickname: first.nickname, loginId: first.loginId }),
      );
      await row.getByRole('button').filter({ hasText: hello }).click();
      const opened = them.getByRole('dialog', { name: ko('member.messages.receivedMessage') });
      await expect(opened.getByText(hello)).toBeVisible();
      await opened.getByRole('button', { name: ko('member.messages.reply'), exact: true }).click();
      const replyDialog = them.getByRole('dialog', { name: ko('member.messages.compose') });
      await expect(replyDialog.getByLabel(ko('member.messages.recipient'))).toHaveValue(first.loginId);
      const reply = `반가워요 e2e ${Date.now().toString(36)}`;
      await compose(them, null, reply);
      await expect(them.getByText(fill(ko('member.messages.sentToast'), { nickname: first.nickname }))).toBeVisible();
      await expect(them.getByRole('tab', { name: ko('member.messages.received'), exact: true })).toBeVisible();
      await expect(row).not.toContainText(ko('member.messages.unread'));
      await expect(row).toContainText(ko('member.messages.read'));

      await page.reload();
      await expect(page.getByRole('listitem').filter({ hasText: reply })).toContainText(ko('member.messages.unread'));
      await shot(page, testInfo, 'messages page');

      // The other member blocks the first; the first one's next message is refused with the API's words.
      await row.getByRole('button').filter({ hasText: hello }).click();
      await opened.getByRole('button', { name: ko('member.messages.block'), exact: true }).click();
      await expect(them.getByText(fill(ko('member.messages.blocked'), { nickname: first.nickname }))).toBeVisible();
      const refused = await compose(page, second.loginId, `차단 뒤에 ${Date.now().toString(36)}`);
      await expect(refused.getByText(MESSAGE_MESSAGES.blockedByRecipient, { exact: true })).toBeVisible();
      await shot(page, testInfo, 'blocked send');
    } finally {
      await other.close();
    }
  });
});

test.describe('customer service', () => {
  test('a viewer files a report with an attachment and sees it in their list', async ({ page, brand }, testInfo) => {
    const viewer = newMember(testInfo, 'd');
    await signUpByApi(page.request, brand.code, viewer);
    const evidence = writeTempPng('evidence.png', 320, 180);
    const content = `채팅에서 광고 링크를 반복해서 올립니다. e2e ${Date.now().toString(36)}`;

    await page.goto('/cs/reports');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: ko('member.cs.reports'), selected: true })).toBeVisible();
    await expect(main.getByText(ko('member.report.empty'))).toBeVisible();
    await main.getByRole('button', { name: ko('member.report.title'), exact: true }).click();

    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(ko('member.report.targetType')).selectOption({ label: ko('member.report.target.channel') });
    await dialog.getByLabel(ko('member.report.targetId')).fill('1');
    await dialog.getByLabel(ko('member.report.reasonLabel')).selectOption({ label: ko('member.report.reason.spam') });
    await dialog.getByLabel(ko('member.report.content')).fill(content);
    await dialog.getByLabel(ko('member.cs.attachments')).setInputFiles(evidence);
    await expect(dialog.getByRole('list', { name: ko('member.file.chosen') })).toContainText('evidence.png');
    await dialog.getByRole('button', { name: ko('member.report.submit'), exact: true }).click();

    await expect(page.getByText(ko('member.report.sent'))).toBeVisible();
    await expect(dialog).toBeHidden();
    const title = fill(ko('member.report.rowTitle'), {
      kind: ko('member.report.target.channel'),
      id: 1,
      reason: ko('member.report.reason.spam'),
    });
    const row = main.getByRole('listitem').filter({ hasText: title });
    await expect(row).toContainText(ko('member.report.status.received'));
    await row.getByRole('button', { name: new RegExp(title) }).click();
    await expect(row.getByText(content)).toBeVisible();
    await expect(row.getByRole('link', { name: 'evidence.png' })).toBeVisible();
    await shot(page, testInfo, 'cs reports list');
  });
});
