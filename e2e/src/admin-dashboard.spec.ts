// The business dashboard (issue 27) against the real API: a new member buys a package by card and
// gifts part of it; onair's figures for today, as the console's super-admin reads them, grow by
// exactly that purchase, its won and the gift once the rollup has run (every minute in production,
// every 2 s in the e2e stack; the screen says when it last did). Desktop only, on one project.
import type { Locator, Page } from '@playwright/test';
import { LUV_PRODUCTS } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { consoleSignedIn } from './support/console-session';
import { shootConsole } from './support/console-screenshots';
import { expect, test } from './support/fixtures';
import { consoleUrl } from './support/stack-config';
import { buyCurrencyByCard } from './support/shop';
import { TAGS } from './support/test-tags';

type Figures = { purchases: number; purchaseWon: number; gifted: number };

/** A figure card's number: the definition beside its term. */
const figureOf = (desk: Page, term: string): Locator =>
  desk
    .getByRole('main')
    .locator('dl > div')
    .filter({ has: desk.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) }) })
    .getByRole('definition');

const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function readFigures(desk: Page): Promise<Figures> {
  const purchases = figureOf(desk, '구매 건수');
  // The console's screens load lazily; on a busy two-core machine the first draw can take seconds.
  await expect(purchases.first()).toHaveText(/^[\d,]+$/, { timeout: 15_000 });
  return {
    purchases: numberIn(await purchases.first().textContent()),
    purchaseWon: numberIn(await purchases.nth(1).textContent()),
    gifted: numberIn(await figureOf(desk, '선물된 재화').first().textContent()),
  };
}

test(`the dashboard shows the purchase and the gift a member just made ${TAGS.desktop}`, async ({
  page,
  brand,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const product = LUV_PRODUCTS.find((candidate) => candidate.quantity === 1_000);
  if (!product) throw new Error('the shop sells no package of 1,000');
  const desk = await consoleSignedIn(browser, 'admin-dashboard');
  try {
    await desk.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '대시보드' }).click();
    await desk.getByRole('main').getByLabel('브랜드').selectOption('onair');
    await expect(desk.getByRole('group', { name: '기간' }).getByRole('button', { name: '오늘' })).toHaveAttribute('aria-pressed', 'true');
    // Read once a rollup has run since this test began, so no earlier activity is still to be counted.
    const startedAt = Date.now();
    await expect(async () => {
      const figures = (await (await desk.request.get(`${consoleUrl()}/api/admin/dashboard?brand=onair&period=today`)).json()) as {
        rolledUpAt: string | null;
      };
      expect(Date.parse(figures.rolledUpAt ?? '')).toBeGreaterThan(startedAt);
    }).toPass({ timeout: 20_000 });
    await desk.reload();
    const before = await readFigures(desk);

    const member = newMember(testInfo, 'd');
    await signUpByApi(page.request, brand.code, member);
    await buyCurrencyByCard(page, product.quantity, brand.currency.ko, { password: member.password });
    const channels = (await (await page.request.get('/api/guest/channels', { headers: { 'x-site-code': brand.code } })).json()) as {
      items: { channelId: number }[];
    };
    const gift = await page.request.post('/api/luv/gift', {
      headers: { 'x-site-code': brand.code, 'Idempotency-Key': `e2e-dashboard-${Date.now()}` },
      data: { channelId: channels.items[0]?.channelId, amount: 500 },
    });
    expect(gift.status(), await gift.text()).toBe(200);

    // The page is read again until the rollup has counted them.
    const expected: Figures = {
      purchases: before.purchases + 1,
      purchaseWon: before.purchaseWon + product.price,
      gifted: before.gifted + 500,
    };
    await expect(async () => {
      await desk.reload();
      expect(await readFigures(desk)).toEqual(expected);
    }).toPass({ timeout: 30_000, intervals: [2_000] });
    await expect(desk.getByRole('main')).toContainText('기준 집계');
    await shootConsole(desk, 'admin-dashboard', 'today');
  } finally {
    await desk.context().close();
  }
});
