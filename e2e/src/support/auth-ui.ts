// The account corner of the header and the sign-in form, as the account specs drive them.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Member } from './accounts';
import { ko } from './fixtures';

export const header = (page: Page): Locator => page.getByRole('banner');

/**
 * Below 480 px (the e2e phone is a 412 px Pixel) 로그아웃 sits in the member menu, not in the header's row,
 * which has no room for it beside the balance (libs/shell's LogoutButton).
 */
const logoutInMenu = (page: Page): boolean => (page.viewportSize()?.width ?? 1280) < 480;

/** The member menu's toggle, named by the nickname; the header's last disclosure button. */
const accountMenuToggle = (page: Page, nickname?: string): Locator =>
  nickname
    ? header(page).getByRole('button', { name: nickname, exact: true })
    : header(page).locator('button[aria-controls]').last();

/** 로그아웃 where the member finds it: in the header, or on a phone in the opened member menu. */
async function logoutButton(page: Page, nickname?: string): Promise<Locator> {
  if (!logoutInMenu(page)) return header(page).getByRole('button', { name: ko('nav.logout'), exact: true });
  const toggle = accountMenuToggle(page, nickname);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page
    .getByRole('navigation', { name: ko('payments.nav.menu'), exact: true })
    .getByRole('button', { name: ko('nav.logout'), exact: true });
}

/** The header shows the member: their nickname and 로그아웃 (on a phone, in the member menu), no 로그인. */
export async function expectSignedIn(page: Page, nickname: string): Promise<void> {
  await expect(header(page).getByText(nickname, { exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: ko('nav.login'), exact: true })).toHaveCount(0);
  await expect(await logoutButton(page, nickname)).toBeVisible();
  if (logoutInMenu(page)) {
    await page.keyboard.press('Escape');
    await expect(accountMenuToggle(page, nickname)).toHaveAttribute('aria-expanded', 'false');
  }
}

/** The header shows a visitor: 로그인 and 회원가입. */
export async function expectSignedOut(page: Page): Promise<void> {
  await expect(header(page).getByRole('button', { name: ko('nav.login'), exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: ko('nav.signup'), exact: true })).toBeVisible();
  await expect(header(page).getByRole('button', { name: ko('nav.logout'), exact: true })).toHaveCount(0);
}

/** 로그아웃 (in the header, or on a phone in the member menu), and the header turns back to a visitor's. */
export async function logOut(page: Page): Promise<void> {
  await (await logoutButton(page)).click();
  await expectSignedOut(page);
}

/** The login/signup dialog opened from the header, on the tab named by the button clicked. */
export async function openAuthDialog(page: Page, tab: 'signIn' | 'signUp'): Promise<Locator> {
  const label = ko(tab === 'signIn' ? 'nav.login' : 'nav.signup');
  await header(page).getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ko(tab === 'signIn' ? 'auth.tab.signIn' : 'auth.tab.signUp'), exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: ko(tab === 'signIn' ? 'auth.tab.signIn' : 'auth.tab.signUp'), exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return dialog;
}

/** Fills the sign-in form inside `scope` (the dialog or the /signin page's main) and submits it. */
export async function submitSignIn(scope: Locator, loginId: string, password: string): Promise<void> {
  await scope.getByLabel(ko('auth.login.loginId'), { exact: true }).fill(loginId);
  await scope.getByLabel(ko('auth.login.password'), { exact: true }).fill(password);
  await scope.getByRole('button', { name: ko('auth.login.submit'), exact: true }).click();
}

/** The domestic credential fields (both signup forms share them), filled with the member's values. */
export async function fillCredentials(scope: Locator, member: Member): Promise<void> {
  await scope.getByLabel(ko('auth.signup.loginId'), { exact: true }).fill(member.loginId);
  await scope.getByLabel(ko('auth.signup.password'), { exact: true }).fill(member.password);
  await scope.getByLabel(ko('auth.signup.passwordConfirm'), { exact: true }).fill(member.password);
  await scope.getByLabel(ko('auth.signup.nickname'), { exact: true }).fill(member.nickname);
}

/** Ticks the two required consents (terms and privacy), leaving marketing unticked. */
export async function agreeToRequiredTerms(scope: Locator): Promise<void> {
  await scope.getByRole('checkbox', { name: ko('auth.terms.service'), exact: true }).check();
  await scope.getByRole('checkbox', { name: ko('auth.terms.privacy'), exact: true }).check();
  await expect(scope.getByRole('checkbox', { name: ko('auth.terms.marketing'), exact: true })).not.toBeChecked();
}

/**
 * The captcha dialog a valid domestic signup opens before it is sent (as the phone code's does):
 * ticks the real ALTCHA widget, waits for the proof of work the browser solves, and confirms.
 * The checkbox is drawn as a switch whose artwork covers the input, so the user (and this helper)
 * clicks its label, the widget's own text.
 */
export async function solveCaptchaDialog(page: Page): Promise<void> {
  const captcha = page.getByRole('dialog', { name: ko('auth.captcha.title'), exact: true });
  await expect(captcha.getByText(ko('auth.captcha.description'), { exact: true })).toBeVisible();
  const widget = captcha.locator('altcha-widget');
  const checkbox = widget.getByRole('checkbox');
  await expect(checkbox).not.toBeChecked();
  await widget.locator(`label[for="${await checkbox.getAttribute('id')}"]`).click();
  await expect(widget.locator('[data-state]').first()).toHaveAttribute('data-state', 'verified', { timeout: 10_000 });
  await captcha.getByRole('button', { name: ko('common.confirm'), exact: true }).click();
  await expect(captcha).toHaveCount(0);
}

/** The welcome panel's greeting for a nickname. */
export const welcomeText = (nickname: string) => ko('auth.signup.welcome').replace('{nickname}', nickname);
