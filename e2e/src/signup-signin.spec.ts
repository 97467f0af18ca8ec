// Domestic signup in the header's dialog, sign-out, and sign-in on /signin (SPEC sections 2, 4, 5, 8).
import { newMember, signUpByApi } from './support/accounts';
import {
  agreeToRequiredTerms,
  expectSignedIn,
  expectSignedOut,
  fillCredentials,
  logOut,
  openAuthDialog,
  solveCaptchaDialog,
  submitSignIn,
  welcomeText,
} from './support/auth-ui';
import { expect, ko, test } from './support/fixtures';

test.describe('domestic signup and sign-in', () => {
  test('sign up in the dialog, see the welcome, log out, sign in again on /signin', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = newMember(testInfo, 's');
    await page.goto('/');
    await expectSignedOut(page);

    const dialog = await openAuthDialog(page, 'signUp');
    await fillCredentials(dialog, member);
    await agreeToRequiredTerms(dialog);
    // Each terms document's 보기 is a thumb-sized target (40px), not just its small word.
    for (const consent of ['auth.terms.service', 'auth.terms.privacy', 'auth.terms.marketing']) {
      const view = dialog.getByRole('button', {
        name: ko('auth.terms.viewDocument').replace('{title}', ko(consent)),
        exact: true,
      });
      expect((await view.boundingBox())?.height).toBeGreaterThanOrEqual(40);
    }
    await dialog.getByRole('button', { name: ko('auth.signup.submit'), exact: true }).click();
    await solveCaptchaDialog(page);

    // SPEC section 4: form → completed; the panel greets the nickname.
    const welcome = page.getByRole('dialog', { name: ko('auth.completed.signupTitle'), exact: true });
    await expect(welcome.getByText(welcomeText(member.nickname), { exact: true })).toBeVisible();
    await expect(welcome.getByRole('button', { name: ko('auth.signup.verifyIdentity'), exact: true })).toBeVisible();
    await welcome.getByRole('button', { name: ko('common.close'), exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedIn(page, member.nickname);

    await logOut(page);

    await page.goto('/signin?callbackURL=%2F');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ko('auth.login.title'), exact: true })).toBeVisible();
    const viewportWidth = page.viewportSize()?.width ?? 0;
    if (viewportWidth < 640) {
      // On a phone the card takes the page's whole width inside main's own 16px margins, not a second margin of its own.
      const card = await main
        .getByRole('heading', { name: ko('auth.login.title'), exact: true })
        .locator('..')
        .boundingBox();
      expect(card?.width).toBeGreaterThanOrEqual(viewportWidth - 2 * 16 - 1);
      // The small find link under the form is still a thumb-sized target.
      const find = await main.getByRole('link', { name: ko('auth.login.findIdPassword'), exact: true }).boundingBox();
      expect(find?.height).toBeGreaterThanOrEqual(40);
    }
    await submitSignIn(main, member.loginId, member.password);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedIn(page, member.nickname);

    // The session is the server's, not just the page's: a reload still shows the member.
    await page.reload();
    await expectSignedIn(page, member.nickname);
  });

  test.describe('a wrong password', () => {
    // The wrong password is answered 401 on purpose; Chromium logs that answer as a console error.
    test.use({ expectedHttpErrors: { '/v2/api/auth/signin': 401 } });

    test('says 계정 정보가 올바르지 않습니다. and stays signed out', async ({ page, brand, baseURL }, testInfo) => {
      const member = newMember(testInfo, 'w');
      // Signup signs the new member in; dropping the cookies leaves a visitor who knows the account.
      await signUpByApi(page.request, brand.code, member);
      await page.context().clearCookies();

      await page.goto('/signin?callbackURL=%2F');
      const main = page.getByRole('main');
      await submitSignIn(main, member.loginId, `${member.password}x`);
      await expect(main.getByRole('alert')).toHaveText(ko('auth.login.invalidCredentials'));
      await expect(page).toHaveURL(`${baseURL}/signin?callbackURL=%2F`);
      await expectSignedOut(page);
    });
  });
});
