// What a member is told of a staff act, against the real API: a streamer whose channel an operator
// suspended reads, on their own broadcast settings, what happened, the reason and that they cannot go
// live until the lift; a blocked member's sign-in says until when. Screenshots at desktop and phone
// width (E2E_SCREENSHOTS=1) go to the test's report.
import { randomBytes } from 'node:crypto';
import { request as newRequest } from '@playwright/test';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { openAuthDialog, submitSignIn } from './support/auth-ui';
import { shot } from './support/community';
import { consoleAdmin, freshTotpCode } from './support/console-admin';
import { expect, test, withoutHomePopup } from './support/fixtures';
import { screenshotsWanted } from './support/page-screenshots';
import { consoleUrl } from './support/stack-config';

/** The global setup's super-admin, signed in to the console through the API. */
async function consoleApi() {
  const admin = consoleAdmin('operator-notices');
  const api = await newRequest.newContext({ baseURL: consoleUrl(), extraHTTPHeaders: { 'x-site-code': 'onair' } });
  const session = await api.post('/api/admin/session', {
    data: { login: admin.login, password: admin.password, code: await freshTotpCode(admin.otpauthUri) },
  });
  expect(session.status()).toBe(200);
  return api;
}

test.describe('what a member is told of a staff act', () => {
  test.use({ expectedHttpErrors: { '/v2/api/auth/signin': 423 } });

  test('a suspended streamer reads why and what it means; a blocked member is told until when', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const streamer = newMember(testInfo, 's');
    await signUpByApi(page.request, 'onair', streamer);
    const channelId = await openChannelByApi(page.request, 'onair', `정지 e2e ${randomBytes(2).toString('hex')}`);
    const staff = await consoleApi();
    try {
      const suspended = await staff.post(`/api/admin/live/channels/${channelId}/suspend`, {
        data: { reason: '저작권 침해 영상 송출' },
      });
      expect(suspended.status()).toBe(200);

      await page.goto('/my/channel#broadcast');
      const notice = page.getByRole('region', { name: '운영자 조치 안내' });
      await expect(notice).toContainText('운영자가 이 채널의 방송을 정지했습니다.');
      await expect(notice).toContainText('사유: 저작권 침해 영상 송출');
      await expect(notice).toContainText('정지가 해제될 때까지 방송할 수 없습니다.');
      if (screenshotsWanted()) {
        await notice.scrollIntoViewIfNeeded();
        await shot(page, testInfo, 'suspended notice, desktop');
        await page.setViewportSize({ width: 390, height: 844 });
        await notice.scrollIntoViewIfNeeded();
        await shot(page, testInfo, 'suspended notice, phone');
      }

      // A blocked member's sign-in says until when.
      const member = newMember(testInfo, 'b');
      await signUpByApi(request, 'onair', member);
      const me = await request.get('/api/my/profile', { headers: { 'x-site-code': 'onair' } });
      const memberId = ((await me.json()) as { memberId: number }).memberId;
      const blocked = await staff.post(`/api/admin/members/${memberId}/sanctions`, {
        data: { kind: 'block', reason: '불법 광고 반복 게시', days: 7 },
      });
      expect(blocked.status()).toBe(201);
      const fresh = await withoutHomePopup(await browser.newContext({ baseURL: testInfo.project.use.baseURL }));
      const visitor = await fresh.newPage();
      await visitor.goto('/');
      const dialog = await openAuthDialog(visitor, 'signIn');
      await submitSignIn(dialog, member.loginId, member.password);
      await expect(dialog.getByRole('alert')).toContainText(
        /차단된 계정입니다\. 운영정책 위반으로 \d{4}-\d\d-\d\d \d\d:\d\d까지 이용이 제한된 계정입니다\./,
      );
      if (screenshotsWanted()) await shot(visitor, testInfo, 'blocked sign-in');
      await fresh.close();
    } finally {
      await staff.dispose();
    }
  });
});
