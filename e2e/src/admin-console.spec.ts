// The operator console (apps/admin) against the real API: the super-admin that `npm run admin:create`
// made signs in with an authenticator code, invites a moderator, the moderator enrols and sees only
// their screens, and the audit log shows the invitation. Desktop only, on one project: the console
// is one app for every brand. With E2E_SCREENSHOTS=1, each screen at 1440 and 1024 px goes to e2e/screenshots/.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { LIMITS } from '@onair/contracts';
import { consoleAdmin, freshTotpCode } from './support/console-admin';
import { expect, test } from './support/fixtures';
import { consoleUrl } from './support/stack-config';
import { shootConsole } from './support/console-screenshots';
import { TAGS } from './support/test-tags';

test.use({
  // The console asks GET /api/admin/me at start: 401 until someone signs in, and after sign-out;
  // the wrong code's sign-in is a 401 too.
  expectedHttpErrors: { '/api/admin/me': 401, '/api/admin/session': 401 },
});

const shoot = (page: Page, name: string) => shootConsole(page, 'admin-console', name);

async function fillCredentials(page: Page, login: string, password: string, code: string) {
  await page.getByLabel('아이디').fill(login);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByLabel('인증 코드').fill(code);
}

async function enrol(page: Page, login: string, password: string, otpauthUri: string) {
  await page.goto(`${consoleUrl()}/enrol`);
  await fillCredentials(page, login, password, await freshTotpCode(otpauthUri));
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('등록을 마쳤습니다. 이제 로그인하세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
}

async function signIn(page: Page, login: string, password: string, otpauthUri: string) {
  await fillCredentials(page, login, password, await freshTotpCode(otpauthUri));
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: '홈', level: 1 })).toBeVisible();
}

test(`a super-admin invites a moderator, who sees only their screens ${TAGS.desktop}`, async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = consoleAdmin();
  await page.setViewportSize({ width: 1440, height: 900 });

  // The command's account activates with its first code (a retry finds it active already).
  await page.goto(consoleUrl());
  await expect(page).toHaveURL(/\/sign-in$/);
  await shoot(page, 'sign-in');
  const enrolled = await request.post(`${consoleUrl()}/api/admin/enrolment`, {
    data: { login: admin.login, password: admin.password, code: await freshTotpCode(admin.otpauthUri) },
  });
  expect([200, 409]).toContain(enrolled.status());

  // A wrong code is refused in words.
  await fillCredentials(page, admin.login, admin.password, '000000');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText('아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다.');
  // A second click within the button's double-click guard is swallowed, as a person's would be.
  await page.waitForTimeout(LIMITS.doubleClickGuardMs);

  await signIn(page, admin.login, admin.password, admin.otpauthUri);
  const nav = page.getByRole('navigation', { name: '콘솔 메뉴' });
  await expect(nav.getByRole('link')).toHaveText([
    '홈',
    '운영자',
    '감사 로그',
    '회원·제재',
    '라이브 채널',
    '신고',
    '문의',
    '계좌 변경',
    '콘텐츠',
    '쿠폰·교환 이벤트',
  ]);
  await expect(page.getByText('E2E 관리자', { exact: true })).toBeVisible();
  await expect(page.getByTestId('brand-in-view')).toHaveText('보는 브랜드: 전체 브랜드');
  await shoot(page, 'home');

  // Invite a moderator for onair and mint.
  await nav.getByRole('link', { name: '운영자' }).click();
  await expect(page.getByRole('cell', { name: admin.login })).toBeVisible();
  await shoot(page, 'staff');
  const login = `mod-${randomBytes(3).toString('hex')}`;
  await page.getByRole('button', { name: '운영자 초대' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('아이디').fill(login);
  await dialog.getByLabel('이름').fill('모더레이터 E2E');
  await dialog.getByLabel('역할').selectOption('moderator');
  await dialog.getByLabel('전체 브랜드').uncheck();
  await dialog.getByLabel('onair').check();
  await dialog.getByLabel('mint').check();
  await dialog.getByLabel('사유').fill('신규 모더레이터 채용');
  await shoot(page, 'staff-invite');
  await dialog.getByRole('button', { name: '초대하기' }).click();
  await expect(page.getByRole('dialog', { name: '초대했습니다' })).toBeVisible();
  const password = (await page.getByTestId('invited-password').textContent()) ?? '';
  const otpauthUri = (await page.getByTestId('invited-otpauth').textContent()) ?? '';
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  await expect(page.getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeVisible();
  await shoot(page, 'staff-invited');
  await page.getByRole('button', { name: '확인' }).click();
  const row = page.getByRole('row').filter({ hasText: login });
  await expect(row).toContainText('모더레이터');
  await expect(row).toContainText('onair, mint');
  await expect(row).toContainText('등록 대기');

  // The audit log has the invitation, with what was set and why.
  await nav.getByRole('link', { name: '감사 로그' }).click();
  const invitation = page.getByRole('row').filter({ hasText: login });
  await expect(invitation).toContainText('운영자 초대');
  await expect(invitation).toContainText('신규 모더레이터 채용');
  await expect(invitation).toContainText('onair, mint');
  await page.getByLabel('작업').selectOption('staff.invite');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/action=staff\.invite/);
  await expect(page.getByRole('row').filter({ hasText: '로그인' })).toHaveCount(0);
  await expect(invitation).toBeVisible();
  await shoot(page, 'audit');

  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByText('로그아웃되었습니다.')).toBeVisible();

  // The moderator activates the account with a first code, signs in, and sees only their screens (members, live channels, reports).
  await enrol(page, login, password, otpauthUri);
  await shoot(page, 'enrolled');
  await signIn(page, login, password, otpauthUri);
  await expect(nav.getByRole('link')).toHaveText(['홈', '회원·제재', '라이브 채널', '신고']);
  await expect(page.getByRole('combobox', { name: '브랜드' }).getByRole('option')).toHaveText([
    '전체 브랜드',
    'onair',
    'mint',
  ]);
  await page.getByRole('combobox', { name: '브랜드' }).selectOption('mint');
  await expect(page.getByTestId('brand-in-view')).toHaveText('보는 브랜드: mint');
  await shoot(page, 'moderator-home');
  await page.goto(`${consoleUrl()}/staff`);
  await expect(page).toHaveURL(`${consoleUrl()}/`);
  await expect(page.getByRole('heading', { name: '홈', level: 1 })).toBeVisible();
});

test(`the enrolment page and the English console ${TAGS.desktop}`, async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${consoleUrl()}/enrol`);
  await expect(page.getByRole('heading', { name: '인증 앱 등록' })).toBeVisible();
  await shoot(page, 'enrol');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Activate your authenticator' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await shoot(page, 'sign-in-en');
});
