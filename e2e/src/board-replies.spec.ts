// Replies to board comments (docs/permissions.md, "Replies"; docs/notifications.md): member A replies
// to member B's comment under a post; the reply shows under the comment, and B's header bell counts
// it and lists it, leading back to the post.
import type { Page } from '@playwright/test';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { memberInOwnContext, shot } from './support/community';
import { expect, ko, test, withoutHomePopup } from './support/fixtures';

const bell = (page: Page) => page.getByRole('button', { name: new RegExp(`^${ko('member.notifications.bell')}`) });

test('member A replies to member B’s comment, and B sees it in the bell', async ({
  page,
  browser,
  brand,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const headers = { 'x-site-code': brand.code };
  await withoutHomePopup(page.context());
  // B runs a channel, writes a post there and comments on it.
  const b = newMember(testInfo, 'rb');
  await signUpByApi(page.request, brand.code, b);
  const channelId = await openChannelByApi(page.request, brand.code, `${b.nickname}의 방송`);
  const written = await page.request.post('/api/cs/board-write', {
    headers,
    multipart: { channelId: String(channelId), title: '다음 방송 주제 추천 받아요', content: '댓글로 남겨주세요' },
  });
  expect(written.status(), await written.text()).toBe(201);
  const { boardId } = (await written.json()) as { boardId: number };
  const commented = await page.request.post('/api/cs/board-comment', {
    headers,
    data: { boardId, content: '저는 여행 방송이 좋아요' },
  });
  expect(commented.status(), await commented.text()).toBe(201);
  await page.goto('/');
  await expect(bell(page)).toHaveAccessibleName(ko('member.notifications.bell'));

  const aMember = newMember(testInfo, 'ra');
  const a = await memberInOwnContext(browser, testInfo, baseURL ?? '', brand.code, aMember);
  try {
    await a.page.goto(`/channel/${channelId}/board/${boardId}`);
    const replyTo = ko('channel.board.replyTo').replace('{author}', b.nickname);
    await a.page.getByRole('button', { name: replyTo }).click();
    const box = a.page.getByLabel(ko('channel.board.replyLabel').replace('{author}', b.nickname));
    await box.fill('저도 여행 방송 찬성입니다!');
    await box
      .locator('xpath=ancestor::form')
      .getByRole('button', { name: ko('channel.board.replySubmit') })
      .click();
    const replies = a.page.getByRole('list', { name: ko('channel.board.replies').replace('{author}', b.nickname) });
    await expect(replies.getByText('저도 여행 방송 찬성입니다!')).toBeVisible();
    await expect(
      a.page.getByRole('heading', { name: ko('channel.board.comments').replace('{count, number}', '2') }),
    ).toBeVisible();
    await shot(a.page, testInfo, 'the reply under the comment');
  } finally {
    await a.close();
  }

  // B's bell (polled every 3 s) counts the reply and leads to the post.
  await expect(bell(page)).toHaveAccessibleName(ko('member.notifications.bellUnread').replace('{count}', '1'), {
    timeout: 10_000,
  });
  const said = ko('member.notifications.reply').replace('{name}', aMember.nickname);
  // The reply's toast shows below the sticky header, so the bell it announces stays in reach while
  // it is on screen (it once covered the phone's bell for its 4 s).
  const toast = page.getByRole('status').filter({ hasText: said });
  await expect(toast).toBeVisible();
  const headerBottom = await page.locator('header').first().evaluate((header) => header.getBoundingClientRect().bottom);
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);
  await shot(page, testInfo, 'the reply toast below the header');
  await bell(page).click();
  const list = page.getByRole('region', { name: ko('member.notifications.title'), exact: true });
  const line = list.getByRole('link', { name: new RegExp(said) });
  await expect(line).toHaveAttribute('href', `/channel/${channelId}/board/${boardId}`);
  await expect(line).toContainText('저도 여행 방송 찬성입니다!');
  await shot(page, testInfo, 'the bell with the reply');
  await line.click();
  await expect(page.getByText('저도 여행 방송 찬성입니다!')).toBeVisible();
});
