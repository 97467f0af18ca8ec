// Withdrawal of purchase (청약철회, issue 26): a member buys, withdraws the purchase from the wallet
// within 7 days, and sees both receipts there; the shop discloses the right before the purchase.
import { newMember, signUpByApi } from './support/accounts';
import { expect, ko, test } from './support/fixtures';
import { fill } from './support/messages';
import { pageScreenshot } from './support/page-screenshots';
import { buyCurrencyByCard } from './support/shop';

test.describe('wallet refund', () => {
  test('a member buys, withdraws the purchase within 7 days, and sees the receipts', async ({ page, brand }, testInfo) => {
    // A purchase at the gateway, a refund and four tabs: longer than the default on a shared machine.
    test.setTimeout(120_000);
    const member = newMember(testInfo, 'w');
    await signUpByApi(page.request, brand.code, member);
    const currency = brand.currency.ko;

    await page.goto('/luv/shop');
    await expect(page.getByRole('main').getByRole('heading', { name: fill(ko('payments.shop.title'), { currency }) })).toBeVisible({
      timeout: 30_000,
    });
    const rights = page.getByRole('region', { name: ko('payments.rights.title') });
    await expect(rights.getByText(fill(ko('payments.rights.withdrawal'), { days: '7', currency }))).toBeVisible();
    await pageScreenshot(page, testInfo, 'shop-rights');

    await buyCurrencyByCard(page, 1000, currency, { password: member.password, alreadyInShop: true });
    await page.goto('/my/wallet');
    const main = page.getByRole('main');
    await main.getByRole('tab', { name: ko('payments.wallet.orders') }).click();
    const withdraw = main.getByRole('button', { name: new RegExp(`${ko('payments.order.withdraw')}$`) });
    await expect(withdraw).toBeVisible();
    await pageScreenshot(page, testInfo, 'wallet-orders');
    await withdraw.click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(ko('payments.order.withdraw'));
    await dialog.getByRole('button', { name: ko('payments.order.withdraw'), exact: true }).click();
    await expect(main.getByText(ko('payments.state.cancelled'), { exact: true })).toBeVisible();
    await expect(withdraw).toHaveCount(0);

    await main.getByRole('tab', { name: ko('payments.wallet.receipts') }).click();
    const receipts = main.getByRole('list', { name: ko('payments.wallet.receipts') });
    await expect(receipts.getByText(new RegExp(`^${ko('payments.receipt.refund')} · `))).toBeVisible();
    await expect(receipts.getByText(new RegExp(`^${ko('payments.receipt.payment')} · `))).toBeVisible();
    await expect(receipts.getByText(fill(ko('payments.receipt.amountWithVat'), { amount: '1,100원' })).first()).toBeVisible();
    await pageScreenshot(page, testInfo, 'wallet-receipts');

    await main.getByRole('tab', { name: ko('payments.wallet.validity') }).click();
    await expect(main.getByText(fill(ko('payments.wallet.validityEmpty'), { currency }))).toBeVisible();
    await pageScreenshot(page, testInfo, 'wallet-validity');
  });
});
