// A session that ends under a member's feet: the next member call gets 401, the refresh answers
// msg ERROR, and the session-expired dialog says so; 확인 opens the login dialog (SPEC sections 2, 4, 8).
import { COOKIE_NAMES } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { expectSignedIn, expectSignedOut, submitSignIn } from './support/auth-ui';
import { expect, ko, test } from './support/fixtures';

test.describe('session expired', () => {
  // The member call made without an access token is answered 401 on purpose (that 401 is what starts
  // the refresh); Chromium logs it as a console error. Nothing else may fail.
  test.use({ expectedHttpErrors: { '/api/personal-auth': 401 } });

  test('a member call after the tokens are gone shows the dialog; 확인 opens the login dialog', async ({
    page,
    brand,
    baseURL,
  }, testInfo) => {
    const member = newMember(testInfo, 'e');
    await signUpByApi(page.request, brand.code, member);

    await page.goto('/my/personal-auth');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ko('auth.personalAuth.title'), exact: true })).toBeVisible();
    await expect(main.getByText(ko('auth.personalAuth.statusUnapplied'), { exact: true })).toBeVisible();
    await expectSignedIn(page, member.nickname);
    // A member's own parts (the header's corner, the rules-update check) load after the page and ask
    // their questions then: the tokens go once those are answered, so the one 401 is the button's.
    await page.waitForLoadState('networkidle');

    // The HttpOnly access and refresh tokens expire; the readable indicator cookie stays, so the
    // page still believes it is signed in.
    const tokenCookies = new RegExp(`^(${COOKIE_NAMES.accessToken}|${COOKIE_NAMES.refreshToken})$`);
    await page.context().clearCookies({ name: tokenCookies });
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).toContain(COOKIE_NAMES.fallbackAccessToken);
    expect(names).not.toContain(COOKIE_NAMES.accessToken);
    expect(names).not.toContain(COOKIE_NAMES.refreshToken);

    // 본인인증 하기 calls POST /api/personal-auth (members only): 401, then the refresh.
    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/oauth/refresh');
    await main.getByRole('button', { name: ko('auth.personalAuth.start'), exact: true }).click();
    const refresh = await refreshed;
    expect(await refresh.json()).toMatchObject({ msg: 'ERROR' });

    const expired = page.getByRole('alertdialog', { name: ko('common.notice'), exact: true });
    await expect(expired).toBeVisible();
    await expect(expired).toHaveAccessibleDescription(ko('auth.sessionExpired'));
    await expect(expired.getByRole('button', { name: ko('common.cancel'), exact: true })).toBeVisible();
    await expectSignedOut(page);
    // The refresh's ERROR answer cleared the indicator cookie too.
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      COOKIE_NAMES.fallbackAccessToken,
    );

    await expired.getByRole('button', { name: ko('common.confirm'), exact: true }).click();
    await expect(expired).toHaveCount(0);
    const login = page.getByRole('dialog', { name: ko('auth.tab.signIn'), exact: true });
    await expect(login).toBeVisible();
    await expect(login.getByRole('tab', { name: ko('auth.tab.signIn'), exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Signing in again returns to the page the session ended on.
    await submitSignIn(login, member.loginId, member.password);
    await expect(login).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL}/my/personal-auth`);
    await expectSignedIn(page, member.nickname);
  });

  test.describe('on a page load', () => {
    // The page-load profile call is answered 401 on purpose (no access token); that starts the refresh.
    test.use({ expectedHttpErrors: { '/api/auth/me': 401 } });

    test('cookies that promise a session the server ended show the dialog when the page opens', async ({
      page,
      brand,
    }, testInfo) => {
      const member = newMember(testInfo, 'l');
      await signUpByApi(page.request, brand.code, member);
      await page
        .context()
        .clearCookies({ name: new RegExp(`^(${COOKIE_NAMES.accessToken}|${COOKIE_NAMES.refreshToken})$`) });

      await page.goto('/');
      const expired = page.getByRole('alertdialog', { name: ko('common.notice'), exact: true });
      await expect(expired).toBeVisible();
      await expect(expired).toHaveAccessibleDescription(ko('auth.sessionExpired'));
      await expectSignedOut(page);
    });
  });
});
