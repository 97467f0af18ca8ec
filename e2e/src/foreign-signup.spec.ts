// Foreign signup on /signup/foreigner: every field, a phone verified with the real ALTCHA captcha
// and the code from the sandbox's SMS outbox, then the welcome (SPEC sections 2, 4, 5, 8;
// docs/verification.md).
import { newForeignPhone, newMember } from './support/accounts';
import { agreeToRequiredTerms, expectSignedIn, fillCredentials, welcomeText } from './support/auth-ui';
import { expect, ko, test } from './support/fixtures';
import { latestSmsCode, smsRecipient } from './support/sandbox';

/** A country other than Korea, so the recipient takes the international form: +81 and the national number. */
const COUNTRY = { region: 'JP', dialCode: '81' };

test.describe('foreign signup', { tag: '@needs-foreignSignup' }, () => {
  test('fills every field, verifies the phone through the captcha and an SMS code, and is welcomed', async ({
    page,
    baseURL,
  }, testInfo) => {
    const member = newMember(testInfo, 'f');
    const phone = newForeignPhone();
    await page.goto('/signup/foreigner');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ko('auth.signup.foreignTitle'), exact: true })).toBeVisible();
    await expect(main.getByRole('tab', { name: ko('auth.tab.foreigner'), exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await fillCredentials(main, member);
    await main.getByLabel(ko('auth.signup.name'), { exact: true }).fill('John Smith');
    await main.getByLabel(ko('auth.signup.selectYear'), { exact: true }).selectOption('1990');
    await main.getByLabel(ko('auth.signup.selectMonth'), { exact: true }).selectOption('5');
    await main.getByLabel(ko('auth.signup.selectDay'), { exact: true }).selectOption('15');
    const gender = main.getByRole('group', { name: ko('auth.signup.gender'), exact: true });
    await gender.getByText(ko('auth.signup.female'), { exact: true }).click();
    await expect(gender.getByRole('radio', { name: ko('auth.signup.female'), exact: true })).toBeChecked();

    // Phone: country code and number, then 인증번호 발송 opens the captcha dialog.
    const phoneGroup = main.getByRole('group', { name: ko('auth.phone.label'), exact: true });
    await phoneGroup.getByLabel(ko('auth.signup.countryCode'), { exact: true }).selectOption(COUNTRY.region);
    await phoneGroup.getByRole('textbox', { name: ko('auth.phone.label'), exact: true }).fill(phone);
    await phoneGroup.getByRole('button', { name: ko('auth.phone.send'), exact: true }).click();

    // The real ALTCHA widget: ticking its checkbox starts the proof of work, solved in the browser.
    // The checkbox is drawn as a switch whose artwork covers the input, so the user (and this test)
    // clicks its label, the widget's own text.
    const captcha = page.getByRole('dialog', { name: ko('auth.captcha.title'), exact: true });
    await expect(captcha.getByText(ko('auth.captcha.description'), { exact: true })).toBeVisible();
    const widget = captcha.locator('altcha-widget');
    const checkbox = widget.getByRole('checkbox');
    await expect(checkbox).not.toBeChecked();
    await widget.locator(`label[for="${await checkbox.getAttribute('id')}"]`).click();
    await expect(widget.locator('[data-state]').first()).toHaveAttribute('data-state', 'verified', { timeout: 10_000 });
    await expect(checkbox).toBeChecked();
    await captcha.getByRole('button', { name: ko('common.confirm'), exact: true }).click();
    await expect(captcha).toHaveCount(0);
    await expect(page.getByText(ko('auth.phone.sent'), { exact: true })).toBeVisible();

    // The code as the phone received it, from the sandbox's outbox.
    const code = await latestSmsCode(page.request, smsRecipient(COUNTRY.dialCode, phone));
    await phoneGroup.getByRole('textbox', { name: ko('auth.phone.code'), exact: true }).fill(code);
    await phoneGroup.getByRole('button', { name: ko('auth.phone.confirm'), exact: true }).click();

    // SPEC section 4: once confirmed the button shows a check and is disabled.
    const verified = phoneGroup.getByRole('button', { name: ko('auth.phone.verified'), exact: true });
    await expect(verified).toBeDisabled();
    await expect(verified.locator('svg')).toBeVisible();
    await expect(phoneGroup.getByRole('textbox', { name: ko('auth.phone.label'), exact: true })).toBeDisabled();

    await agreeToRequiredTerms(main);
    await main.getByRole('button', { name: ko('auth.signup.submit'), exact: true }).click();

    await expect(page).toHaveURL(`${baseURL}/completed/signup`);
    await expect(main.getByRole('heading', { name: ko('auth.completed.signupTitle'), exact: true })).toBeVisible();
    await expect(main.getByText(welcomeText(member.nickname), { exact: true })).toBeVisible();
    await expectSignedIn(page, member.nickname);
  });
});

test.describe('without foreign signup', { tag: ['@brands', '@lacks-foreignSignup'] }, () => {
  test('/signup/foreigner leads to domestic signup, without the foreigner tab', async ({ page, baseURL }) => {
    await page.goto('/signup/foreigner?callbackURL=%2F');
    await expect(page).toHaveURL(`${baseURL}/signup?callbackURL=%2F`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: ko('auth.signup.title'), exact: true })).toBeVisible();
    await expect(main.getByRole('tab', { name: ko('auth.tab.foreigner'), exact: true })).toHaveCount(0);
    await expect(main.getByLabel(ko('auth.signup.name'), { exact: true })).toHaveCount(0);
  });
});
