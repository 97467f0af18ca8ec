// The brand shell on every brand and viewport (issue 4; SPEC sections 1, 2, 4, 9): the brand's name,
// currency and theme; features the brand switched off; the native alert inside the app wrapper; the
// maintenance notice a 503 leads to; the language setting; and a screenshot of each home page.
import type { Page } from '@playwright/test';
import type { BrandConfig, FeatureFlag } from '@onair/brand';
import { COOKIE_NAMES, type MaintenanceStatus } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { agreeToRequiredTerms, fillCredentials, header, solveCaptchaDialog } from './support/auth-ui';
import { expect, ko, test } from './support/fixtures';
import { en, fill } from './support/messages';
import { pageScreenshot } from './support/page-screenshots';
import { buyCurrencyByCard } from './support/shop';

/** The theme's page background (the --onair-bg token of libs/ui/src/theme/theme.css). */
const THEME_BACKGROUND = { DARK: 'rgb(14, 13, 19)', BLUE: 'rgb(243, 246, 251)' } as const;

/** Each brand's accent within its theme (its [data-brand] block of theme.css): no two brands of a theme alike. */
const BRAND_ACCENT = {
  onair: 'rgb(255, 46, 136)',
  nova: 'rgb(255, 176, 32)',
  bellcast: 'rgb(29, 101, 240)',
  mint: 'rgb(11, 122, 95)',
} as const;

/** The member menu's money pages and the feature each needs (libs/payments usePaymentNavLinks). */
// channelOwnersOnly: in the menu of a member who has a channel (the new member here has none), where the feature is on.
// /my/earnings needs gifts; its withdrawal part needs withdrawals too (docs/money.md).
const FEATURE_PAGES: Array<{ flag: FeatureFlag; path: string; channelOwnersOnly?: boolean }> = [
  { flag: 'luvPurchase', path: '/luv/shop' },
  { flag: 'subscriptions', path: '/my/subscriptions' },
  { flag: 'exchangeEvents', path: '/events/exchange' },
  { flag: 'gifts', path: '/my/earnings', channelOwnersOnly: true },
];

/** Each brand's first demo streamer (libs/server/db/src/demo-streamers.ts), who owns a channel of the brand. */
const DEMO_STREAMER = {
  onair: { loginId: 'demobj01', nickname: '온에어지기' },
  bellcast: { loginId: 'bellhost01', nickname: '벨캐스트지기' },
  mint: { loginId: 'mintbj01', nickname: '민트지기' },
  nova: { loginId: 'novabj01', nickname: '노바지기' },
} as const;

async function signedInMember(page: Page, brand: BrandConfig, kind: string, testInfo: Parameters<typeof newMember>[0]) {
  const member = newMember(testInfo, kind);
  await signUpByApi(page.request, brand.code, member);
  return member;
}

test.describe('brand shell', () => {
  test("the brand's name, theme and currency show", { tag: '@brands' }, async ({ page, brand }, testInfo) => {
    await signedInMember(page, brand, 'b', testInfo);
    await page.goto('/');
    await expect(header(page).getByRole('link', { name: brand.serviceName, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(brand.companyName, { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', brand.theme);
    // The page's background: the nearest box around the main content that paints one (the layout
    // may wrap main, e.g. beside the followed-channels sidebar, in boxes of its own).
    const background = await page.locator('main').evaluate((main) => {
      for (let box = main.parentElement; box; box = box.parentElement) {
        const colour = getComputedStyle(box).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') return colour;
      }
      return getComputedStyle(document.body).backgroundColor;
    });
    expect(background).toBe(THEME_BACKGROUND[brand.theme]);
    // The brand's own accent and logo mark: mint is not bellcast's blue, nor nova onair's pink.
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand.code);
    const home = header(page).getByRole('link', { name: brand.serviceName, exact: true });
    await expect(home).toHaveCSS('color', BRAND_ACCENT[brand.code]);
    await expect(home.locator(`svg[data-brand-mark="${brand.code}"]`)).toBeVisible();

    const currency = brand.currency.ko;
    if (brand.features.luvPurchase) {
      // The header's balance chip: a new member holds 0 of the brand's currency.
      await expect(
        header(page).getByRole('link', { name: fill(ko('payments.nav.balanceLink'), { balance: `0 ${currency}` }) }),
      ).toBeVisible();
    } else {
      await expect(header(page).getByRole('link', { name: fill(ko('payments.nav.shop'), { currency }) })).toHaveCount(
        0,
      );
    }
    await page.goto('/my/wallet');
    await expect(
      page.getByRole('main').getByText(fill(ko('payments.balance.label'), { currency }), { exact: true }),
    ).toBeVisible();
  });

  // A phone has the magnifier only, no search box in the header; a brand that sells no currency shows no balance.
  test(
    "the header's search box stays where it is when the balance grows",
    { tag: ['@brands', '@desktop', '@needs-luvPurchase'] },
    async ({ page, brand }, testInfo) => {
      const member = await signedInMember(page, brand, 's', testInfo);
      const currency = brand.currency.ko;
      const search = header(page).getByRole('search');
      const balanceOf = (balance: string) =>
        header(page).getByRole('link', { name: fill(ko('payments.nav.balanceLink'), { balance }) });
      const screenshot = async (name: string) => {
        const path = testInfo.outputPath(`header-${name}-${brand.code}.png`);
        await page.screenshot({ path });
        await testInfo.attach(`header-${name}`, { path, contentType: 'image/png' });
      };

      await page.goto('/');
      await expect(balanceOf(`0 ${currency}`)).toBeVisible();
      const before = await search.boundingBox();
      await screenshot('balance-0');
      await buyCurrencyByCard(page, 50_000, currency, { password: member.password });
      await page.goto('/');
      await expect(balanceOf(`50,000 ${currency}`)).toBeVisible();
      await screenshot('balance-50000');
      expect(await search.boundingBox()).toEqual(before);
    },
  );

  test.describe('a switched-off feature', { tag: ['@brands', '@lacks-any'] }, () => {
    test('is absent from the member menu and its page says it is not offered', async ({ page, brand }, testInfo) => {
      const off = FEATURE_PAGES.filter(({ flag }) => !brand.features[flag]);
      const member = await signedInMember(page, brand, 'f', testInfo);
      await page.goto('/');
      await header(page).getByRole('button', { name: member.nickname }).click();
      const menu = page.getByRole('navigation', { name: ko('payments.nav.menu') });
      await expect(menu.getByRole('link', { name: ko('payments.nav.wallet') })).toBeVisible();
      for (const { flag, path, channelOwnersOnly } of FEATURE_PAGES) {
        await expect(menu.locator(`a[href="${path}"]`), `${path} in the menu`).toHaveCount(
          brand.features[flag] && !channelOwnersOnly ? 1 : 0,
        );
      }

      for (const { path } of off) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: ko('featureOff.title') })).toBeVisible();
        // The shop says why no more can be bought (the currency held can still be spent); other pages, that it is not offered.
        const notSold =
          brand.notice.kind === 'migration' ? 'payments.balance.noPurchaseMigration' : 'payments.balance.noPurchase';
        const text = path === '/luv/shop' ? ko(notSold) : ko('featureOff.text');
        await expect(
          main.getByText(fill(text, { serviceName: brand.serviceName, currency: brand.currency.ko })),
        ).toBeVisible();
        await expect(main.getByRole('link', { name: ko('common.goHome') })).toHaveAttribute('href', '/');
      }
    });
  });

  test(
    "a streamer's earnings: what was received wherever gifts are on, the withdrawal part only where withdrawals are",
    { tag: ['@brands', '@needs-gifts'] },
    async ({ page, brand }) => {
      const streamer = DEMO_STREAMER[brand.code];
      const signin = await page.request.post('/v2/api/auth/signin', {
        headers: { 'x-site-code': brand.code },
        data: { loginId: streamer.loginId, password: 'onair1234!', loginKeep: false },
      });
      expect(signin.status()).toBe(200);
      const title = ko(brand.features.withdrawals ? 'payments.nav.earnings' : 'payments.nav.earningsReceived');

      await page.goto('/');
      await header(page).getByRole('button', { name: streamer.nickname }).click();
      const menu = page.getByRole('navigation', { name: ko('payments.nav.menu') });
      await expect(menu.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', '/my/earnings');
      await menu.getByRole('link', { name: title, exact: true }).click();

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(main.getByText(ko('payments.earnings.total'), { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { name: ko('payments.earnings.receivedGifts') })).toBeVisible();
      await expect(main.getByRole('heading', { name: ko('featureOff.title') })).toHaveCount(0);
      const notOffered = main.getByText(
        fill(ko('payments.earnings.noWithdrawals'), { serviceName: brand.serviceName }),
      );
      if (brand.features.withdrawals) {
        await expect(main.getByText(ko('payments.earnings.available'), { exact: true })).toBeVisible();
        await expect(notOffered).toHaveCount(0);
      } else {
        await expect(notOffered).toBeVisible();
        await expect(main.getByText(ko('payments.earnings.available'), { exact: true })).toHaveCount(0);
        await expect(main.getByRole('heading', { name: ko('payments.bank.title') })).toHaveCount(0);
        await expect(main.getByRole('heading', { name: ko('payments.withdrawal.list') })).toHaveCount(0);
      }
    },
  );

  test.describe('the generic alert', () => {
    // The signup is refused on purpose (a 400 with error_msg, which SPEC section 8 shows in an alert).
    test.use({ expectedHttpErrors: { '/api/auth/signup': 400 } });
    const REFUSAL = '가입이 제한된 번호입니다.';

    async function submitRefusedSignup(page: Page, path: string, testInfo: Parameters<typeof newMember>[0]) {
      await page.route('**/api/auth/signup', (route) =>
        route.fulfill({
          status: 400,
          json: { statusCode: 400, code: 'SIGNUP_FAILED', message: '', error_msg: REFUSAL },
        }),
      );
      await page.goto(path);
      const main = page.getByRole('main');
      await fillCredentials(main, newMember(testInfo, 'a'));
      await agreeToRequiredTerms(main);
      await main.getByRole('button', { name: ko('auth.signup.submit'), exact: true }).click();
      await solveCaptchaDialog(page);
    }

    test('?app=EMBED: the native window alert, and nothing drawn on the page', async ({ page }, testInfo) => {
      // Accepted as it opens: a native alert holds the page's script, so the captcha dialog could
      // not be seen closing while it waited.
      const alerts: { type: string; message: string }[] = [];
      page.on('dialog', (dialog) => {
        alerts.push({ type: dialog.type(), message: dialog.message() });
        void dialog.accept();
      });
      await submitRefusedSignup(page, '/signup?app=EMBED', testInfo);
      await expect.poll(() => alerts).toEqual([{ type: 'alert', message: REFUSAL }]);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('on the web (MAIN): the alert dialog on the page, no native alert', async ({ page }, testInfo) => {
      const native: string[] = [];
      page.on('dialog', (dialog) => {
        native.push(dialog.type());
        void dialog.dismiss();
      });
      await submitRefusedSignup(page, '/signup', testInfo);
      const alert = page.getByRole('alertdialog', { name: ko('common.notice') });
      await expect(alert.getByText(REFUSAL)).toBeVisible();
      await alert.getByRole('button', { name: ko('common.confirm'), exact: true }).click();
      await expect(alert).toHaveCount(0);
      expect(native).toEqual([]);
    });
  });

  test.describe('a 503 from the API', { tag: '@brands' }, () => {
    // The API's own maintenance answers are tested in apps/api; here one call is answered 503 on purpose.
    test.use({ expectedHttpErrors: { '/api/guest/channels': 503 } });
    // 02:00 to 06:00 on 2 March 2031, Korean time.
    const WINDOW = { startAt: '2031-03-01T17:00:00.000Z', endAt: '2031-03-01T21:00:00.000Z', reason: '' };

    test("lands on the maintenance page with the brand's notice", async ({ page, brand, baseURL }, testInfo) => {
      await page.route(
        (url) => url.pathname === '/api/guest/channels',
        (route) =>
          route.fulfill({
            status: 503,
            json: { statusCode: 503, code: 'MAINTENANCE', message: '점검 중', maintenance: WINDOW },
          }),
      );
      const status: MaintenanceStatus = { active: true, maintenance: WINDOW };
      await page.route('**/api/system/maintenance', (route) => route.fulfill({ status: 200, json: status }));
      await page.goto('/');
      await expect(page).toHaveURL(`${baseURL}/notices/maintenance`);
      const main = page.getByRole('main');

      if (brand.notice.kind === 'migration') {
        await expect(main.getByRole('heading', { name: ko('migration.title') })).toBeVisible();
        await expect(main.getByText(ko('migration.opening'))).toHaveAttribute('datetime', brand.notice.opensAt);
        await expect(main.getByRole('link', { name: ko('migration.ios') })).toHaveAttribute(
          'href',
          brand.notice.iosAppUrl,
        );
        await expect(main.getByRole('link', { name: ko('migration.android') })).toHaveAttribute(
          'href',
          brand.notice.androidAppUrl,
        );
        await expect(main.getByRole('link', { name: ko('migration.goToNewService') })).toHaveAttribute(
          'href',
          brand.notice.newServiceUrl,
        );
        await expect(main.getByRole('heading', { name: ko('maintenance.title') })).toHaveCount(0);
      } else {
        await expect(main.getByRole('heading', { name: ko('maintenance.title') })).toBeVisible();
        // The browser's own Korean date and time formats, in Korean time.
        const [date, start, end] = await page.evaluate(({ startAt, endAt }) => {
          const format = (iso: string, options: Intl.DateTimeFormatOptions) =>
            new Intl.DateTimeFormat('ko', { timeZone: 'Asia/Seoul', ...options }).format(new Date(iso));
          const time = { hour: 'numeric', minute: '2-digit' } as const;
          return [
            format(startAt, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'long' }),
            format(startAt, time),
            format(endAt, time),
          ];
        }, WINDOW);
        for (const text of [
          date,
          start,
          end,
          fill(ko('maintenance.duration'), { hours: 4 }),
          ko('maintenance.reason'),
          ko('maintenance.extended'),
        ]) {
          await expect(main.getByText(text, { exact: true }), text).toBeVisible();
        }
        await expect(
          main.getByRole('link', { name: fill(ko('maintenance.contact'), { email: brand.email }) }),
        ).toHaveAttribute('href', `mailto:${brand.email}`);
        await expect(
          main.getByRole('link', { name: fill(ko('maintenance.phone'), { phone: brand.phone }) }),
        ).toHaveAttribute('href', `tel:${brand.phone}`);
      }
      await pageScreenshot(page, testInfo, `maintenance-${testInfo.project.name}`);
    });
  });

  test(
    'switching the language to English changes the page and survives a reload',
    { tag: '@brands' },
    async ({ page, brand }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel(ko('nav.language')).selectOption('en');

      const expectEnglish = async () => {
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(header(page).getByRole('button', { name: en('nav.login'), exact: true })).toBeVisible();
        await expect(header(page).getByRole('link', { name: brand.serviceNameEn, exact: true })).toBeVisible();
        await expect(footer.getByText(en('footer.companyName'), { exact: true })).toBeVisible();
        await expect(footer.getByLabel(en('nav.language'))).toHaveValue('en');
      };
      await expectEnglish();
      // The company details' English labels never break inside a word on a phone ("Addres / s").
      const labelLines = await footer.locator('dt').evaluateAll((labels) =>
        labels.map((label) => {
          const text = document.createRange();
          text.selectNodeContents(label);
          return [label.textContent, text.getClientRects().length] as const;
        }),
      );
      for (const [label, lines] of labelLines) expect(lines, `footer label "${label}"`).toBe(1);
      const cookie = (await page.context().cookies()).find((entry) => entry.name === COOKIE_NAMES.locale);
      expect(cookie?.value).toBe('en');
      // A year, give or take the seconds the test took (SPEC section 9).
      expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(365 * 24 * 3600 - 60);

      await page.reload();
      await expectEnglish();
    },
  );

  // The home's checks here are home.smoke.spec.ts's; this test is for the picture.
  test('home page screenshot', { tag: ['@brands', '@screenshots'] }, async ({ page, brand }, testInfo) => {
    await page.goto('/');
    await expect(
      page
        .getByRole('list', { name: ko('home.channels') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(header(page).getByRole('button', { name: ko('nav.login'), exact: true })).toBeVisible();
    await pageScreenshot(page, testInfo, `home-${brand.code}-${testInfo.project.name.split('-')[1]}`);
  });
});
