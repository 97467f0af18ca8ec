// The console's members and sanctions screen against the real API: a moderator (invited and
// enrolled through the API by the super-admin the global setup made) finds a new member by login ID,
// blocks them for 7 days with a reason after the confirm step, and the member page shows the block
// and the sanction; the member's sign-in is then refused. Desktop only, on one project, as
// admin-console.spec.ts. Screenshots at 1440 and 1024 px go to e2e/screenshots/admin-members/.
import { randomBytes } from 'node:crypto';
import { request as newRequest, type APIRequestContext, type Page } from '@playwright/test';
import { LIMITS } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { consoleAdmin, freshTotpCode } from './support/console-admin';
import { expect, test } from './support/fixtures';
import { consoleUrl } from './support/stack-config';
import { shootConsole } from './support/console-screenshots';
import { TAGS } from './support/test-tags';

test.use({
  // The console asks GET /api/admin/me at start: 401 until someone signs in.
  expectedHttpErrors: { '/api/admin/me': 401 },
});

const shoot = (page: Page, name: string) => shootConsole(page, 'admin-members', name);

/** Signs in through the API with a code no spec has used yet (freshTotpCode). */
async function signInByApi(api: APIRequestContext, login: string, password: string, otpauthUri: string) {
  const response = await api.post('/api/admin/session', {
    data: { login, password, code: await freshTotpCode(otpauthUri) },
  });
  expect(response.status(), `${login} signs in to the console`).toBe(200);
}

/** A moderator of onair, invited by the super-admin and enrolled with a first code, as the invitee would. */
async function newModerator(): Promise<{ login: string; password: string; otpauthUri: string }> {
  const admin = consoleAdmin();
  const api = await newRequest.newContext({ baseURL: consoleUrl() });
  try {
    // The command's account activates with its first code (another spec may have done it already).
    const enrolled = await api.post('/api/admin/enrolment', {
      data: { login: admin.login, password: admin.password, code: await freshTotpCode(admin.otpauthUri) },
    });
    expect([200, 409]).toContain(enrolled.status());
    await signInByApi(api, admin.login, admin.password, admin.otpauthUri);
    const login = `mod-${randomBytes(3).toString('hex')}`;
    const invited = await api.post('/api/admin/staff', {
      headers: { 'x-site-code': 'onair' },
      data: { login, displayName: '모더레이터 E2E', role: 'moderator', brands: ['onair'], reason: '제재 화면 e2e' },
    });
    expect(invited.status()).toBe(201);
    const { password, otpauthUri } = (await invited.json()) as { password: string; otpauthUri: string };
    const activated = await api.post('/api/admin/enrolment', {
      data: { login, password, code: await freshTotpCode(otpauthUri) },
    });
    expect(activated.status()).toBe(200);
    return { login, password, otpauthUri };
  } finally {
    await api.dispose();
  }
}

test(`a moderator finds a member and blocks them; the member page shows it ${TAGS.desktop}`, async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = newMember(testInfo, 'b');
  await signUpByApi(request, 'onair', member);
  const moderator = await newModerator();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(consoleUrl());
  await page.getByLabel('아이디').fill(moderator.login);
  await page.getByLabel('비밀번호').fill(moderator.password);
  await page.getByLabel('인증 코드').fill(await freshTotpCode(moderator.otpauthUri));
  await page.getByRole('button', { name: '로그인' }).click();
  const nav = page.getByRole('navigation', { name: '콘솔 메뉴' });
  await expect(nav.getByRole('link')).toHaveText(['홈', '회원·제재', '라이브 채널', '신고']);

  // The live list of the brand: likely empty on a fresh stack, and it says so.
  await nav.getByRole('link', { name: '라이브 채널' }).click();
  await expect(page.getByRole('heading', { name: '라이브 채널', level: 1 })).toBeVisible();
  await expect(page.getByText('불러오는 중입니다.')).toHaveCount(0);
  await shoot(page, 'live-channels');
  // A takedown's confirm step, looked at and cancelled: the demo broadcasts stay on air.
  const suspend = page.getByRole('button', { name: /^방송 정지 / });
  if ((await suspend.count()) > 0) {
    await suspend.first().click();
    await page.getByRole('dialog').getByLabel('사유').fill('저작권 침해 영상 송출');
    await page.getByRole('dialog').getByRole('button', { name: '다음' }).click();
    await expect(page.getByRole('dialog')).toContainText('채널의 방송을 정지합니다.');
    await shoot(page, 'live-suspend-confirm');
    await page.getByRole('dialog').getByRole('button', { name: '이전' }).click();
    await expect(page.getByRole('dialog').getByLabel('사유')).toHaveValue('저작권 침해 영상 송출');
    // 취소 takes 이전's place: the buttons' double-click guard swallows a click within 500 ms of the last.
    await expect(async () => {
      await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
      await expect(page.getByRole('dialog')).toBeHidden({ timeout: 500 });
    }).toPass();
  }

  await nav.getByRole('link', { name: '회원·제재' }).click();
  await expect(page.getByRole('heading', { name: '회원·제재', level: 1 })).toBeVisible();
  await shoot(page, 'search-all');
  const search = page.getByRole('search');
  await search.getByLabel('아이디').fill(member.loginId);
  await search.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(new RegExp(`loginId=${member.loginId}`));
  const row = page.getByRole('row').filter({ hasText: member.loginId });
  await expect(row).toContainText(member.nickname);
  await expect(row).toContainText('정상');
  await shoot(page, 'search');

  await row.getByRole('link', { name: member.loginId }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${member.nickname} (${member.loginId})`);
  await expect(page.getByRole('table', { name: '제재 이력' })).toContainText('제재 이력이 없습니다.');
  await expect(page.getByRole('button', { name: '회원 유형 변경' })).toHaveCount(0);
  await shoot(page, 'member');

  await page.getByRole('button', { name: '차단', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('사유').fill('불법 광고 반복 게시');
  await shoot(page, 'block-form');
  await dialog.getByRole('button', { name: '다음' }).click();
  await expect(dialog).toContainText(`${member.loginId} 회원을 7일 동안 차단합니다.`);
  await shoot(page, 'block-confirm');
  // 차단 takes the place of 다음: a click within the button's double-click guard is swallowed, so a
  // double-click on 다음 never confirms. A person reads the confirmation first.
  await page.waitForTimeout(LIMITS.doubleClickGuardMs);
  await dialog.getByRole('button', { name: '차단', exact: true }).click();
  await expect(dialog).toBeHidden();

  // The page shows the block in force and the sanction with its reason.
  await expect(page.getByRole('button', { name: '차단 해제' })).toBeVisible();
  const sanctions = page.getByRole('table', { name: '제재 이력' });
  await expect(sanctions).toContainText('불법 광고 반복 게시');
  await expect(sanctions).toContainText('적용 중');
  await shoot(page, 'member-blocked');

  // The member is refused at sign-in while blocked.
  const signIn = await request.post('/v2/api/auth/signin', {
    headers: { 'x-site-code': 'onair' },
    data: { loginId: member.loginId, password: member.password, device: 'PCWEB' },
  });
  expect(signIn.status()).toBe(423);
});
