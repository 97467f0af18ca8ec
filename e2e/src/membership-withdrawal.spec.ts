// A member withdraws (회원 탈퇴) through the SPEC's three expire steps, AGREEMENT → IDENTIFICATION →
// COMPLELTE (docs/auth.md, "Membership withdrawal"), lands signed out, and their ID and password
// sign nobody in any more.
import type { Page } from '@playwright/test';
import { LIMITS } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { expectSignedIn, expectSignedOut, submitSignIn } from './support/auth-ui';
import { expect, ko, test } from './support/fixtures';
import { expectTappable } from './support/tap-targets';

/** A second click on one button inside the double-click guard is dropped on purpose (libs/ui useClickGuard). */
const pastClickGuard = (page: Page) => page.waitForTimeout(LIMITS.doubleClickGuardMs);

/** Nothing on the page is wider than the screen: no sideways scroll on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

const currentStep = (page: Page) =>
  page.getByRole('list', { name: ko('member.expire.steps'), exact: true }).locator('[aria-current="step"]');

test.describe('membership withdrawal', () => {
  // A wrong password on IDENTIFICATION is a 400 on purpose, and signing in after withdrawal is a 401
  // on purpose; Chromium logs both as console errors.
  test.use({ expectedHttpErrors: { '/api/auth/expire': 400, '/v2/api/auth/signin': 401 } });

  test('a new member withdraws through the three steps, lands signed out and cannot sign in again', async ({
    page,
    brand,
    baseURL,
  }, testInfo) => {
    const member = newMember(testInfo, 'w');
    await signUpByApi(page.request, brand.code, member);

    await page.goto('/my');
    await expectSignedIn(page, member.nickname);
    const settings = page.getByRole('region', { name: ko('member.my.settings'), exact: true });
    const toExpire = settings.getByRole('link', { name: ko('member.my.expire'), exact: true });
    await expectTappable(toExpire, 'the withdraw link', { tallOnly: true });
    await toExpire.click();
    await expect(page).toHaveURL(`${baseURL}/my/expire`);

    // AGREEMENT: what is lost, with this brand's currency and the amounts (a new member holds none).
    const lost = page.getByRole('region', { name: ko('member.expire.lost.title'), exact: true });
    const currency = ko('member.expire.lost.currency').replace('{currency}', brand.currency.ko);
    await expect(lost.locator('div', { has: page.getByText(currency, { exact: true }) })).toContainText(
      `0 ${brand.currency.ko}`,
    );
    await expect(lost).toContainText(`${member.loginId} · ${member.nickname}`);
    await expect(lost).toContainText(ko('member.expire.lost.accountNote'));
    await expect(currentStep(page)).toContainText(ko('member.expire.step.agreement'));
    const consent = page.getByRole('checkbox', { name: ko('member.expire.agree'), exact: true });
    const next = page.getByRole('button', { name: ko('member.expire.next'), exact: true });
    await expectTappable(page.locator('label', { has: consent }), 'the consent label', { tallOnly: true });
    await expectTappable(next, 'next', { tallOnly: true });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('1-agreement.png'), fullPage: true });

    await next.click();
    await expect(page.getByText(ko('member.expire.agreeRequired'), { exact: true })).toBeVisible();
    await consent.check();
    await pastClickGuard(page);
    await next.click();

    // IDENTIFICATION: the password; a wrong one is told on the field.
    const identify = page.getByRole('region', { name: ko('member.expire.identify.title'), exact: true });
    await expect(currentStep(page)).toContainText(ko('member.expire.step.identification'));
    const password = identify.getByLabel(ko('member.expire.identify.password'), { exact: true });
    const submit = identify.getByRole('button', { name: ko('member.expire.submit'), exact: true });
    await expectTappable(password, 'the password box', { tallOnly: true });
    await expectTappable(submit, 'submit', { tallOnly: true });
    await expectTappable(identify.getByRole('button', { name: ko('member.expire.back'), exact: true }), 'back', {
      tallOnly: true,
    });
    await password.fill(`${member.password}x`);
    await submit.click();
    await expect(identify.getByText(ko('auth.login.invalidCredentials'), { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('2-identification.png'), fullPage: true });

    await password.fill(member.password);
    await pastClickGuard(page);
    await submit.click();

    // COMPLELTE: done, signed out, the way home.
    await expect(page.getByRole('heading', { name: ko('member.expire.done.title'), exact: true })).toBeVisible();
    await expect(currentStep(page)).toContainText(ko('member.expire.step.complete'));
    await expectSignedOut(page);
    const home = page.getByRole('link', { name: ko('member.expire.done.home'), exact: true });
    await expectTappable(home, 'the way home', { tallOnly: true });
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath('3-complete.png'), fullPage: true });
    await home.click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expectSignedOut(page);

    // The same ID and password sign nobody in.
    await page.goto('/signin?callbackURL=%2F');
    const main = page.getByRole('main');
    await submitSignIn(main, member.loginId, member.password);
    await expect(main.getByRole('alert')).toHaveText(ko('auth.login.invalidCredentials'));
    await expectSignedOut(page);
  });
});
