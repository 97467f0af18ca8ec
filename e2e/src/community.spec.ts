/* eslint-disable @typescript-eslint/no-non-null-assertion -- fixtures the test itself just created */
// Channels and community in real browsers (issue 7; SPEC sections 3, 6 and 7): a streamer's notice
// with an image, a viewer's follow, comment, edit and like, and a board post on a phone. Messages
// between members and reports: messages-and-reports.spec.ts.
import { basename } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { newMember, signUpByApi } from './support/accounts';
import { memberInOwnContext, shot } from './support/community';
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

test.describe('channel community', () => {
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

  test('a viewer edits their own comment in place; another member is offered no 수정 on it', async ({
    page,
    brand,
    browser,
    baseURL,
  }, testInfo) => {
    const viewer = newMember(testInfo, 'e');
    await signUpByApi(page.request, brand.code, viewer);
    await page.goto(`/channel/${DEMO_CHANNEL}/board`);
    const main = page.getByRole('main');
    await main
      .getByRole('list', { name: ko('channel.board.posts') })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/channel/${DEMO_CHANNEL}/board/\\d+$`));
    const postUrl = page.url();

    const stamp = Date.now().toString(36);
    const written = `e2e 댓글 ${stamp} 오타잇어요`;
    const corrected = `e2e 댓글 ${stamp} 오타 고쳤어요`;
    await main.getByLabel(ko('channel.board.commentLabel')).fill(written);
    await main.getByRole('button', { name: ko('channel.board.commentSubmit'), exact: true }).click();
    const mine = main.getByRole('listitem').filter({ hasText: viewer.nickname });
    await expect(mine).toContainText(written);

    // Saved in place: the page is not loaded again, so a mark left on the window survives.
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    const edit = main.getByRole('button', { name: fill(ko('channel.board.editComment'), { author: viewer.nickname }) });
    const box = await edit.boundingBox();
    expect(box?.height, '수정 is tall enough to tap').toBeGreaterThanOrEqual(40);
    expect(box?.width, '수정 is wide enough to tap').toBeGreaterThanOrEqual(40);
    await edit.click();
    const field = main.getByLabel(ko('channel.board.editCommentLabel'), { exact: true });
    await expect(field).toHaveValue(written);
    await field.fill(corrected);
    for (const name of [ko('channel.save'), ko('common.cancel')]) {
      const button = await main.getByRole('button', { name, exact: true }).boundingBox();
      expect(button?.height, `${name} is tall enough to tap`).toBeGreaterThanOrEqual(40);
    }
    await shot(page, testInfo, 'comment being edited');
    await main.getByRole('button', { name: ko('channel.save'), exact: true }).click();
    await expect(field).toHaveCount(0);
    await expect(mine).toContainText(corrected);
    await expect(mine).toContainText(ko('channel.board.commentEdited'));
    await expect(main.getByText(written)).toHaveCount(0);
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
    await shot(page, testInfo, 'comment edited');

    const other = await memberInOwnContext(browser, testInfo, baseURL!, brand.code, newMember(testInfo, 'o'));
    try {
      await other.page.goto(postUrl);
      const theirs = other.page.getByRole('main');
      await expect(theirs.getByText(corrected)).toBeVisible();
      // 수정 buttons are named for the comment's author: none for the viewer's comment, none at all for this member.
      await expect(
        theirs.getByRole('button', { name: fill(ko('channel.board.deleteComment'), { author: viewer.nickname }) }),
      ).toHaveCount(0);
      await expect(
        theirs.getByRole('button', { name: fill(ko('channel.board.editComment'), { author: viewer.nickname }) }),
      ).toHaveCount(0);
      await expect(
        theirs.getByRole('button', { name: new RegExp(`${fill(ko('channel.board.editComment'), { author: '' })}$`) }),
      ).toHaveCount(0);
    } finally {
      await other.close();
    }

    // The board is shared by the other specs: the comment goes again.
    await page.reload();
    await expect(mine).toContainText(corrected);
    await main
      .getByRole('button', { name: fill(ko('channel.board.deleteComment'), { author: viewer.nickname }) })
      .click();
    await page
      .getByRole('alertdialog', { name: ko('channel.board.deleteCommentTitle') })
      .getByRole('button', { name: ko('channel.delete'), exact: true })
      .click();
    await expect(main.getByText(corrected)).toHaveCount(0);
  });
});

test.describe('running a board', () => {
  test("the streamer may delete a member's post but is offered no 수정: only its author edits", async ({
    page,
    brand,
  }, testInfo) => {
    await signInByApi(page.request, brand.code, DEMO_STREAMER.loginId, DEMO_STREAMER.password);
    await page.goto(`/channel/${DEMO_CHANNEL}/board`);
    const main = page.getByRole('main');
    // A demo post written by the demo viewer, not by the streamer.
    await main.getByRole('link', { name: /다음 방송은 언제인가요\?/ }).click();
    await expect(main.getByRole('heading', { name: '다음 방송은 언제인가요?' })).toBeVisible();
    await expect(main.getByRole('button', { name: ko('channel.delete'), exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: ko('channel.edit'), exact: true })).toHaveCount(0);
    await shot(page, testInfo, "a member's post seen by the streamer");

    // The edit address typed by hand shows why, not a form the server would refuse.
    await page.goto(`${page.url()}/edit`);
    await expect(main.getByText(ko('apiError.permission.authorOnly'))).toBeVisible();
    await expect(main.getByRole('heading', { name: ko('channel.board.editTitle') })).toHaveCount(0);
  });

  test('the write form names its fields alike: 분류, 제목, 내용 and 이미지 첨부', async ({ page, brand }, testInfo) => {
    await signUpByApi(page.request, brand.code, newMember(testInfo, 'l'));
    await page.goto(`/channel/${DEMO_CHANNEL}/board/new`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ko('channel.board.write') })).toBeVisible();
    const looks = await Promise.all(
      [
        ko('channel.post.category'),
        ko('channel.post.title'),
        ko('channel.post.content'),
        ko('channel.post.images'),
      ].map((name) =>
        main.locator('label', { hasText: new RegExp(`^${name}$`) }).evaluate((label) => {
          const style = getComputedStyle(label);
          return `${style.fontWeight} ${style.fontSize} ${style.color}`;
        }),
      ),
    );
    expect(new Set(looks).size, `labels: ${looks.join(' | ')}`).toBe(1);
    await shot(page, testInfo, 'board write form');
  });
});

test.describe('board post on a phone', () => {
  test('a long unbroken title stays on the screen, and every button of the post is a 40 px tap target', async ({
    page,
    brand,
    browser,
    baseURL,
  }, testInfo) => {
    await signInByApi(page.request, brand.code, DEMO_STREAMER.loginId, DEMO_STREAMER.password);
    const title = `e2e ${Date.now().toString(36)} ${'아주긴한단어'.repeat(12)}`;
    await page.goto(`/channel/${DEMO_CHANNEL}/board`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: ko('channel.board.write'), exact: true }).click();
    await main.getByLabel(ko('channel.post.title')).fill(title);
    // Long enough that its buttons are far below the channel's tabs.
    const content = Array.from({ length: 40 }, (_, line) => `본문 ${line + 1}번째 줄`).join('\n');
    await main.getByLabel(ko('channel.post.content'), { exact: true }).fill(content);
    await main.getByRole('button', { name: ko('channel.post.submit'), exact: true }).click();
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
    const postUrl = page.url();

    const viewer = newMember(testInfo, 't');
    const other = await memberInOwnContext(browser, testInfo, baseURL!, brand.code, viewer);
    try {
      await other.page.goto(postUrl);
      const theirs = other.page.getByRole('main');
      await theirs.getByLabel(ko('channel.board.commentLabel')).fill('좋은 글 감사합니다');
      await theirs.getByRole('button', { name: ko('channel.board.commentSubmit'), exact: true }).click();
      const own = theirs.getByRole('button', {
        name: fill(ko('channel.board.deleteComment'), { author: viewer.nickname }),
      });
      await expect(own).toBeVisible();

      await page.reload();
      await expect(main.getByText('좋은 글 감사합니다')).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the page is no wider than the screen').toBeLessThanOrEqual(0);
      const targets = [
        main.getByRole('link', { name: ko('channel.backToList'), exact: true }),
        main.getByRole('link', { name: ko('channel.edit'), exact: true }),
        main.getByRole('button', { name: ko('channel.delete'), exact: true }),
        main.getByRole('button', { name: ko('channel.board.pin'), exact: true }),
        main.getByRole('button', { name: ko('channel.board.likers'), exact: true }),
        main.getByRole('button', { name: fill(ko('channel.board.deleteComment'), { author: viewer.nickname }) }),
      ];
      for (const target of targets) {
        // The pin and likers buttons come with their own answers, after the comment is on show.
        await expect(target).toBeVisible();
        const box = await target.boundingBox();
        expect(box?.height, `${await target.innerText()} is tall enough to tap`).toBeGreaterThanOrEqual(40);
        expect(box?.width, `${await target.innerText()} is wide enough to tap`).toBeGreaterThanOrEqual(40);
      }
      await shot(page, testInfo, 'board post with a long title');

      // 수정 at the foot of the post opens the form at its top, below the site header, not half-way
      // down where the post's foot was; 취소 leads back to the post.
      await targets[1]!.click();
      const form = main.getByRole('heading', { name: ko('channel.board.editTitle') });
      await expect(form).toBeInViewport();
      const siteHeader = await page.getByRole('banner').boundingBox();
      expect((await form.boundingBox())?.y).toBeGreaterThanOrEqual(siteHeader?.height ?? 0);
      await main.getByRole('button', { name: ko('common.cancel'), exact: true }).click();
      await expect(main.getByRole('heading', { name: title })).toBeVisible();

      // The streamer deletes the viewer's comment, once asked; the viewer's page no longer shows it after a reload.
      await targets[5]!.click();
      const confirm = page.getByRole('alertdialog', { name: ko('channel.board.deleteCommentTitle') });
      await expect(confirm).toContainText(ko('channel.deleteText'));
      await confirm.getByRole('button', { name: ko('channel.delete'), exact: true }).click();
      await expect(main.getByText('좋은 글 감사합니다')).toHaveCount(0);
      await other.page.reload();
      await expect(theirs.getByText('좋은 글 감사합니다')).toHaveCount(0);

      // The board is shared by the other specs: the post goes again.
      await targets[2]!.click();
      await page
        .getByRole('alertdialog', { name: ko('channel.board.deleteTitle') })
        .getByRole('button', { name: ko('channel.delete'), exact: true })
        .click();
      await expect(page.getByText(ko('channel.board.deleted'))).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
