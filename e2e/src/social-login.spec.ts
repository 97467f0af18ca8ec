// Social login with kakao through the sandbox provider: first a signup, then a straight sign-in
// (SPEC section 2, docs/social-login.md, apps/sandbox/README.md).
import type { Page } from '@playwright/test';
import { newNickname } from './support/accounts';
import {
  agreeToRequiredTerms,
  expectSignedIn,
  expectSignedOut,
  logOut,
  openAuthDialog,
  welcomeText,
} from './support/auth-ui';
import { expect, ko, test } from './support/fixtures';
import { SANDBOX_OAUTH_PORTS } from './support/stack-config';

const KAKAO_ISSUER = `http://127.0.0.1:${SANDBOX_OAUTH_PORTS.kakao}`;

/**
 * From the header's login dialog to the sandbox kakao's account chooser; answers the account ID
 * field, prefilled with a fresh account no one has used.
 */
async function startKakaoLogin(page: Page) {
  const dialog = await openAuthDialog(page, 'signIn');
  await dialog
    .getByRole('group', { name: ko('auth.social.groupLabel'), exact: true })
    .getByRole('button', { name: ko('auth.social.kakao'), exact: true })
    .click();
  await expect(page).toHaveURL((url) => url.origin === KAKAO_ISSUER && url.pathname === '/authorize');
  // The chooser is the sandbox's own page (apps/sandbox/src/oauth/chooser-page.ts), not the app's.
  const accountId = page.getByLabel('계정 ID', { exact: true });
  await expect(accountId).toHaveValue(/^\d{10}$/);
  return accountId;
}

/** Submits the chooser; the provider sends the browser back to the app's callback page. */
async function chooseAccount(page: Page, baseURL: string | undefined) {
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.origin === baseURL);
}

/** The provider sent the browser back to /callback/kakao/authorize on this brand's site with a code and a state. */
function expectProviderReturn(address: string | undefined, baseURL: string | undefined) {
  expect(address, 'a return to the callback page').toBeDefined();
  const url = new URL(address ?? '');
  expect(`${url.origin}${url.pathname}`).toBe(`${baseURL}/callback/kakao/authorize`);
  expect(url.searchParams.get('code'), 'the authorization code').toBeTruthy();
  expect(url.searchParams.get('state'), 'the state').toBeTruthy();
}

test.describe('social login with kakao', { tag: '@needs-socialLogin' }, () => {
  test('a new kakao account signs up with a nickname and the terms; the same account later signs straight in', async ({
    page,
    baseURL,
  }, testInfo) => {
    const nickname = newNickname(testInfo);
    // The sandbox's chooser page has no favicon: Chromium's 404 for it would be logged as a console
    // error of this page. Answered here, for the sandbox provider's origin only.
    await page.route(`${KAKAO_ISSUER}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
    await page.goto('/');

    const accountField = await startKakaoLogin(page);
    const account = await accountField.inputValue();
    // Each return from the provider (framenavigated also reports the router's own history updates).
    const callbacks: string[] = [];
    page.on('framenavigated', (frame) => {
      const address = frame.url();
      if (
        frame === page.mainFrame() &&
        new URL(address).pathname.startsWith('/callback/') &&
        !callbacks.includes(address)
      )
        callbacks.push(address);
    });
    await chooseAccount(page, baseURL);

    // A provider account no member is linked to: the short signup step on the callback page.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ko('auth.oauth.signupTitle'), exact: true })).toBeVisible();
    expectProviderReturn(callbacks[0], baseURL);
    await main.getByLabel(ko('auth.signup.nickname'), { exact: true }).fill(nickname);
    await agreeToRequiredTerms(main);
    await main.getByRole('button', { name: ko('auth.signup.submit'), exact: true }).click();

    await expect(page).toHaveURL(`${baseURL}/completed/signup?callbackURL=%2F`);
    await expect(main.getByText(welcomeText(nickname), { exact: true })).toBeVisible();
    await expectSignedIn(page, nickname);

    await logOut(page);
    await page.goto('/');
    await expectSignedOut(page);

    // The same provider account again: linked now, so the callback signs the member in.
    const againField = await startKakaoLogin(page);
    await againField.fill(account);
    await chooseAccount(page, baseURL);
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedIn(page, nickname);
    await expect(page.getByRole('heading', { name: ko('auth.oauth.signupTitle'), exact: true })).toHaveCount(0);
    expect(callbacks, 'the second sign-in came back through the callback page too').toHaveLength(2);
    expectProviderReturn(callbacks[1], baseURL);
  });
});

test.describe('without social login', { tag: ['@brands', '@lacks-socialLogin'] }, () => {
  test('the login dialog offers no provider buttons', async ({ page }) => {
    await page.goto('/');
    const dialog = await openAuthDialog(page, 'signIn');
    await expect(dialog.getByRole('button', { name: ko('auth.login.submit'), exact: true })).toBeVisible();
    await expect(dialog.getByRole('group', { name: ko('auth.social.groupLabel'), exact: true })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: ko('auth.social.kakao'), exact: true })).toHaveCount(0);
  });
});
