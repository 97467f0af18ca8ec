// A signed-in member changes the password on my page (docs/auth.md, "Password change"), then only
// the new password signs them in.
import type { Page } from '@playwright/test';
import { LIMITS } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { expectSignedIn, expectSignedOut, logOut, submitSignIn } from './support/auth-ui';
import { expect, ko, test } from './support/fixtures';

/** A second click on one button inside the double-click guard is dropped on purpose (libs/ui useClickGuard). */
const pastClickGuard = (page: Page) => page.waitForTimeout(LIMITS.doubleClickGuardMs);

test.describe('password change on my page', () => {
  // Signing in with the old password is refused on purpose; Chromium logs that 401 as a console error.
  test.use({ expectedHttpErrors: { '/v2/api/auth/signin': 401 } });

  test('change it, log out, the old password is refused and the new one signs in', async ({
    page,
    brand,
    baseURL,
  }, testInfo) => {
    const member = newMember(testInfo, 'p');
    const newPassword = `n3w!${member.password.slice(-4)}x`;
    await signUpByApi(page.request, brand.code, member);

    await page.goto('/my');
    const panel = page.getByRole('region', { name: ko('member.my.password.title'), exact: true });
    const current = panel.getByLabel(ko('member.my.password.current'), { exact: true });
    const next = panel.getByLabel(ko('member.my.password.new'), { exact: true });
    const confirm = panel.getByLabel(ko('member.my.password.confirm'), { exact: true });
    const submit = panel.getByRole('button', { name: ko('member.my.password.submit'), exact: true });
    await expect(current).toBeVisible();
    // Thumb-sized on a phone as on a desktop.
    for (const target of [current, next, confirm, submit]) {
      expect((await target.boundingBox())?.height).toBeGreaterThanOrEqual(40);
    }

    await current.fill(member.password);
    await next.fill(newPassword);
    await confirm.fill(`${newPassword}x`);
    await submit.click();
    await expect(panel.getByText(ko('auth.validation.passwordMismatch'), { exact: true })).toBeVisible();

    await confirm.fill(newPassword);
    await pastClickGuard(page);
    await submit.click();
    await expect(page.getByText(ko('member.my.password.changed'), { exact: true })).toBeVisible();
    for (const field of [current, next, confirm]) await expect(field).toHaveValue('');
    // This browser stays signed in after the change.
    await page.reload();
    await expectSignedIn(page, member.nickname);

    await logOut(page);
    await page.goto('/signin?callbackURL=%2F');
    const main = page.getByRole('main');
    await submitSignIn(main, member.loginId, member.password);
    await expect(main.getByRole('alert')).toHaveText(ko('auth.login.invalidCredentials'));
    await expectSignedOut(page);

    await pastClickGuard(page);
    await submitSignIn(main, member.loginId, newPassword);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedIn(page, member.nickname);
  });
});
