import type { Page } from '@playwright/test';
import { LUV_PRODUCTS } from '@onair/contracts';
import { expect, ko } from './fixtures';
import { fill } from './messages';

/**
 * Buys a package of the brand's currency by card on the shop page, through the confirm step (the
 * member's password again) and the sandbox gateway's own page, and waits for the approved result
 * page. Quantity is one of the shop's packages. With `alreadyInShop` the page is on the shop
 * already (reached by a link, e.g. from a live room).
 */
export async function buyCurrencyByCard(
  page: Page,
  quantity: number,
  currency: string,
  { password, alreadyInShop = false }: { password: string; alreadyInShop?: boolean },
): Promise<void> {
  const product = LUV_PRODUCTS.find((candidate) => candidate.quantity === quantity);
  if (!product) throw new Error(`The shop sells no package of ${quantity}`);
  const number = (value: number) => value.toLocaleString('en-US');
  if (!alreadyInShop) await page.goto('/luv/shop');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: fill(ko('payments.shop.title'), { currency }) })).toBeVisible();
  // The choices are cards a person clicks; their radios are for screen readers.
  await main
    .getByRole('radiogroup', { name: ko('payments.shop.product') })
    .getByText(`${number(quantity)} ${currency}`, { exact: true })
    .click();
  await main
    .getByRole('radiogroup', { name: ko('payments.shop.method') })
    .getByText(ko('payments.method.creditCard'), { exact: true })
    .click();
  await main.getByRole('button', { name: /결제하기$/ }).click();
  const confirm = page.getByRole('dialog', { name: ko('payments.confirm.title') });
  await confirm.getByLabel(ko('payments.confirm.password')).fill(password);
  await confirm.getByRole('button', { name: /결제하기$/ }).click();

  await expect(page).toHaveURL(/\/gateway\/checkout\//);
  await expect(page.getByText(number(product.price))).toBeVisible();
  await page.getByRole('button', { name: '결제하기', exact: true }).click();
  await expect(page).toHaveURL(/\/luv\/payment\/result\?orderId=ORD-/);
  await expect(page.getByRole('heading', { name: ko('payments.result.approvedTitle') })).toBeVisible();
}
