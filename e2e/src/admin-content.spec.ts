// The operator console's content and coupons (issue 27) against the real API: content staff
// schedule a banner and a popup for visitors, which appear on the brand's home page at their start
// and vanish at their end; and issue a coupon batch, whose code a member redeems on the wallet page
// and which then shows among the batch's redemptions. Desktop only, on one project (the console is
// one app for every brand). With E2E_SCREENSHOTS=1 each editor is saved at 1440 and 1024 px in
// e2e/screenshots/admin-content/ (git-ignored), for a person to look at.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { LIMITS } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { consoleAdmin, freshTotpCode } from './support/console-admin';
import { shootConsole } from './support/console-screenshots';
import { expect as baseExpect, ko, test } from './support/fixtures';
import { apiUrl, consoleUrl } from './support/stack-config';
import { TAGS } from './support/test-tags';

// The console's screens load lazily; on a busy two-core machine the first draw can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });

// The visitor's page shows the operator's popups (the demo's own are hidden for the day below).
test.use({ homePopup: true });

const shoot = (page: Page, name: string) => shootConsole(page, 'admin-content', name);

/** A new content staff account of onair, invited by the global setup's super-admin and enrolled. */
async function newContentStaff(browser: Browser) {
  const admin = consoleAdmin('admin-content');
  const context = await browser.newContext();
  const api = context.request;
  const session = await api.post(`${consoleUrl()}/api/admin/session`, {
    data: { login: admin.login, password: admin.password, code: await freshTotpCode(admin.otpauthUri) },
  });
  expect(session.status()).toBe(200);
  const login = `content.${Date.now().toString(36)}`;
  const invited = await api.post(`${consoleUrl()}/api/admin/staff`, {
    data: { login, displayName: '콘텐츠 담당', role: 'content', brands: ['onair'], reason: '홈 화면 운영' },
  });
  expect(invited.status()).toBe(201);
  const { password, otpauthUri } = (await invited.json()) as { password: string; otpauthUri: string };
  const enrol = await api.post(`${consoleUrl()}/api/admin/enrolment`, {
    data: { login, password, code: await freshTotpCode(otpauthUri) },
  });
  expect(enrol.status()).toBe(200);
  await context.close();
  return { login, password, otpauthUri };
}

/** The console in a browser of its own, signed in as the staff member. */
async function consoleAs(browser: Browser, staff: { login: string; password: string; otpauthUri: string }) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'ko-KR',
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await page.goto(consoleUrl());
  await page.getByLabel('아이디').fill(staff.login);
  await page.getByLabel('비밀번호').fill(staff.password);
  await page.getByLabel('인증 코드').fill(await freshTotpCode(staff.otpauthUri));
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: '홈', level: 1 })).toBeVisible();
  return page;
}

/** An instant as the datetime-local inputs of the page take it, in the page's own time zone. */
/** What an operator types for an instant: the console reads its time fields as Korean time. */
const koreanInput = (epochMs: number) => new Date(epochMs + 9 * 3_600_000).toISOString().slice(0, 19);

const waitUntil = async (page: Page, epochMs: number) => {
  const wait = epochMs - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
};

test(`content staff schedule a banner and a popup for visitors that show only within their window ${TAGS.desktop}`, async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const bannerTitle = `방문자 배너 ${stamp}`;
  const popupTitle = `방문자 팝업 ${stamp}`;
  const staff = await newContentStaff(browser);
  const desk = await consoleAs(browser, staff);
  const nav = desk.getByRole('navigation', { name: '콘솔 메뉴' });
  await expect(nav.getByRole('link')).toHaveText(['홈', '서비스 점검', '콘텐츠', '다시보기', '약관', '카테고리', '쿠폰·교환 이벤트']);
  await nav.getByRole('link', { name: '콘텐츠' }).click();
  await expect(desk.getByRole('heading', { name: '콘텐츠', level: 1 })).toBeVisible();

  // The window: far enough ahead to make both and look at the page before it opens (15 s on the
  // CI machine, which the check below holds), and long enough to look inside it; every second of
  // it is a second this test waits.
  const start = Date.now() + 60_000;
  const end = start + 15_000;
  const schedule = async (kind: '배너' | '팝업', title: string, body: string) => {
    await desk.getByRole('tab', { name: kind, exact: true }).click();
    await desk.getByRole('button', { name: `${kind} 만들기` }).click();
    const editor = desk.getByRole('dialog', { name: `${kind} 만들기` });
    await editor.getByLabel('제목 (한국어)').fill(title);
    await editor.getByLabel('제목 (영어)').fill(`Visitors ${stamp}`);
    await editor.getByLabel('내용 (한국어)').fill(body);
    if (kind === '배너') await editor.getByLabel('대상').selectOption({ label: '비회원' });
    await editor.getByLabel('시작').fill(koreanInput(start));
    await editor.getByLabel('종료').fill(koreanInput(end));
    await shoot(desk, kind === '배너' ? 'banner-editor' : 'popup-editor');
    await editor.getByRole('button', { name: '저장' }).click();
    await expect(editor).toBeHidden();
    const row = desk.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('예정');
    if (kind === '배너') await expect(row).toContainText('비회원');
  };
  await schedule('배너', bannerTitle, '처음 오신 분께 드리는 안내');
  await shoot(desk, 'banners');
  await desk.waitForTimeout(LIMITS.doubleClickGuardMs);
  await schedule('팝업', popupTitle, '방문자에게만 보이는 팝업입니다.');

  // The visitor: the demo's own popups are hidden for the day, so the operator's new one is the first.
  const demoPopups = (await (
    await page.request.get(`${apiUrl()}/api/guest/popups`, { headers: { 'x-site-code': 'onair' } })
  ).json()) as { items: { itemId: number }[] };
  await page.addInitScript(
    (ids) => {
      const now = new Date();
      const day = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;
      for (const id of ids) window.localStorage.setItem(`onair.popup.hiddenOn.${id}`, day);
    },
    demoPopups.items.map((item) => item.itemId),
  );
  const banners = page.getByRole('region', { name: ko('home.banners') });
  const suggested = page.getByRole('heading', { name: ko('home.suggested') }).first();

  await page.goto('/');
  await expect(suggested).toBeVisible();
  await expect(banners.getByText(bannerTitle)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: popupTitle })).toHaveCount(0);
  // Seen absent before the window opened (a busy machine must not make this pass late).
  expect(Date.now()).toBeLessThan(start);

  // The preview at a time inside the window shows both to a visitor, the banner not to a member.
  await desk.getByRole('button', { name: '미리보기' }).click();
  const preview = desk.getByRole('region', { name: '홈 화면 미리보기' });
  await preview.getByLabel('보는 시각').fill(koreanInput(start + 10_000));
  await expect(preview.getByRole('img', { name: '비회원 · 데스크톱', exact: true })).toContainText(bannerTitle);
  await expect(preview.getByRole('img', { name: '비회원 · 휴대폰', exact: true })).toContainText(popupTitle);
  await expect(preview.getByRole('img', { name: '회원 · 데스크톱', exact: true })).not.toContainText(bannerTitle);
  await shoot(desk, 'preview');

  // The other kinds use the same editor: a notice has its pin and no audience.
  await desk.getByRole('tab', { name: '공지사항', exact: true }).click();
  await desk.getByRole('button', { name: '공지사항 만들기' }).click();
  const noticeEditor = desk.getByRole('dialog', { name: '공지사항 만들기' });
  await expect(noticeEditor.getByLabel('중요 공지로 맨 위에 고정')).toBeVisible();
  await expect(noticeEditor.getByLabel('대상')).toHaveCount(0);
  await shoot(desk, 'notice-editor');
  await noticeEditor.getByRole('button', { name: '취소' }).click();

  await waitUntil(page, start + 1_000);
  await page.reload();
  await expect(page.getByRole('dialog', { name: popupTitle })).toBeVisible();
  await expect(
    page.getByRole('dialog', { name: popupTitle }).getByText('방문자에게만 보이는 팝업입니다.'),
  ).toBeVisible();
  await expect(banners.getByText(bannerTitle)).toBeVisible();

  await waitUntil(page, end + 1_000);
  await page.reload();
  await expect(suggested).toBeVisible();
  await expect(banners.getByText(bannerTitle)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: popupTitle })).toHaveCount(0);

  // In the console both have ended: read anew, as the list the desk holds was read inside the window.
  await desk.reload();
  await desk.getByRole('tab', { name: '배너', exact: true }).click();
  await expect(desk.getByRole('row').filter({ hasText: bannerTitle })).toContainText('종료');
  await desk.context().close();
});

test(`a coupon batch made in the console is redeemed by a member and shows among its redemptions ${TAGS.desktop}`, async ({
  page,
  brand,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `가입 축하 ${stamp}`;
  const staff = await newContentStaff(browser);
  const desk = await consoleAs(browser, staff);
  await desk.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '쿠폰·교환 이벤트' }).click();
  await expect(desk.getByRole('heading', { name: '쿠폰·교환 이벤트', level: 1 })).toBeVisible();

  await desk.getByRole('button', { name: '쿠폰 발급' }).click();
  const dialog = desk.getByRole('dialog', { name: '쿠폰 발급' });
  await dialog.getByLabel('제목').fill(title);
  await dialog.getByLabel('발급 수').fill('3');
  await dialog.getByLabel('쿠폰당 수량').fill('1500');
  await expect(dialog.getByLabel('한 회원은 이 묶음의 쿠폰을 한 번만 사용')).toBeChecked();
  await shoot(desk, 'coupon-editor');
  await dialog.getByRole('button', { name: '발급' }).click();
  await expect(dialog).toBeHidden();
  const row = desk.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('0 / 3');
  await expect(row).toContainText('1인 1회');
  await shoot(desk, 'coupons');

  // The codes as CSV.
  const [download] = await Promise.all([
    desk.waitForEvent('download'),
    row.getByRole('button', { name: `CSV 내보내기 ${title}` }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8').replace(/^\uFEFF/, '');
  const codes = csv
    .trim()
    .split(/\r\n/)
    .slice(1)
    .map((line) => line.split(',')[0] ?? '');
  expect(codes).toHaveLength(3);

  // A member redeems one on the wallet page.
  const member = newMember(testInfo, 'c');
  await signUpByApi(page.request, brand.code, member);
  await page.goto('/my/wallet');
  await page.getByLabel(ko('payments.coupon.label')).fill(codes[0] ?? '');
  await page.getByRole('button', { name: ko('payments.coupon.submit'), exact: true }).click();
  await expect(page.getByText(/^쿠폰이 등록되었습니다: /)).toBeVisible();

  // The console shows it used, by that member.
  await desk.reload();
  await expect(row).toContainText('1 / 3');
  await row.getByRole('button', { name: `사용 내역 ${title}` }).click();
  const redemptions = desk.getByRole('dialog', { name: `‘${title}’ 사용 내역` });
  await expect(redemptions.getByRole('row').filter({ hasText: codes[0] ?? '' })).toContainText(member.loginId);
  await shoot(desk, 'coupon-redemptions');
  await redemptions.getByRole('button', { name: '닫기' }).last().click();

  // The exchange events tab and its editor.
  await desk.getByRole('tab', { name: '교환 이벤트' }).click();
  await desk.getByRole('button', { name: '교환 이벤트 만들기' }).click();
  await expect(desk.getByRole('dialog', { name: '교환 이벤트 만들기' })).toBeVisible();
  await shoot(desk, 'exchange-editor');
  await desk.getByRole('dialog', { name: '교환 이벤트 만들기' }).getByRole('button', { name: '취소' }).click();
  await shoot(desk, 'exchange-events');
  await desk.context().close();
});
