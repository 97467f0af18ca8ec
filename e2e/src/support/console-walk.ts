// The console walk's steps a person takes (issue 25): staff sign-in, enrolment and invitation, the
// members' pages and chat, the chat socket's frames and a member's gift. admin-walk.spec.ts tells the story.
import { randomBytes, randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page, TestInfo, WebSocket } from '@playwright/test';
import { signUpByApi, type Member } from './accounts';
import { freshTotpCode } from './console-admin';
import { shootConsole } from './console-screenshots';
import { newProjectContext } from './contexts';
import { expect as baseExpect, ko } from './fixtures';
import { consoleUrl } from './stack-config';

/**
 * Each step waits longer than the default 5 s: the walk runs the console, three members' pages, the
 * chat, the media app and ffmpeg at once, and on a busy two-core machine a dialog may take seconds.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

export const BRAND = 'onair' as const;
/** The demo channel that is live from the start of the run: its chat room is where the members talk. */
export const CHAT_CHANNEL = 1;
/** The bound: a viewer sees a taken-down broadcast go offline within 10 s. */
export const OFFLINE_WITHIN_MS = 10_000;

export const shoot = (page: Page, name: string) => shootConsole(page, 'admin-walk', name);
export const nav = (page: Page) => page.getByRole('navigation', { name: '콘솔 메뉴' });
/** A first load of the console (its bundle, then GET /api/admin/me) on a busy two-core machine. */
export const FIRST_LOAD = { timeout: 60_000 };

export type Staff = { login: string; password: string; otpauthUri: string };

export async function fillCredentials(page: Page, staff: Omit<Staff, 'otpauthUri'>, code: string) {
  await page.getByLabel('아이디').fill(staff.login);
  await page.getByLabel('비밀번호').fill(staff.password);
  await page.getByLabel('인증 코드').fill(code);
}

export async function signIn(page: Page, staff: Staff) {
  await page.goto(consoleUrl());
  await expect(page).toHaveURL(/\/sign-in$/, FIRST_LOAD);
  await fillCredentials(page, staff, await freshTotpCode(staff.otpauthUri));
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('heading', { name: '홈', level: 1 })).toBeVisible(FIRST_LOAD);
}

/** The invitee's first visit: the enrolment page takes the password and a first code from the authenticator. */
export async function enrol(page: Page, staff: Staff) {
  await page.goto(`${consoleUrl()}/enrol`);
  await expect(page.getByLabel('인증 코드')).toBeVisible(FIRST_LOAD);
  await fillCredentials(page, staff, await freshTotpCode(staff.otpauthUri));
  await page.getByRole('button', { name: '등록하기' }).click();
  await expect(page.getByText('등록을 마쳤습니다. 이제 로그인하세요.')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
}

/** The super-admin's 운영자 초대, as a person fills it; answers what the invitee is handed once. */
export async function invite(page: Page, role: 'moderator' | 'support', name: string, reason: string): Promise<Staff> {
  await nav(page).getByRole('link', { name: '운영자' }).click();
  await page.getByRole('button', { name: '운영자 초대' }).click();
  const dialog = page.getByRole('dialog');
  const login = `${role === 'moderator' ? 'mod' : 'cs'}-${randomBytes(3).toString('hex')}`;
  await dialog.getByLabel('아이디').fill(login);
  await dialog.getByLabel('이름').fill(name);
  await dialog.getByLabel('역할').selectOption(role);
  await dialog.getByLabel('전체 브랜드').uncheck();
  await dialog.getByLabel(BRAND).check();
  await dialog.getByLabel('사유').fill(reason);
  if (role === 'moderator') await shoot(page, 'staff-invite');
  await dialog.getByRole('button', { name: '초대하기' }).click();
  await expect(page.getByRole('dialog', { name: '초대했습니다' })).toBeVisible();
  const password = (await page.getByTestId('invited-password').textContent()) ?? '';
  const otpauthUri = (await page.getByTestId('invited-otpauth').textContent()) ?? '';
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  await expect(page.getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeVisible();
  if (role === 'moderator') await shoot(page, 'staff-invited');
  await page.getByRole('button', { name: '확인' }).click();
  const row = page.getByRole('row').filter({ hasText: login });
  await expect(row).toContainText('등록 대기');
  await expect(row).toContainText(BRAND);
  return { login, password, otpauthUri };
}

/** A console of its own (own cookie) at the console's desktop width, in Korean. */
export async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ko-KR' });
  return context.newPage();
}

/** A member signed up on the brand app in a browser of their own, as the project's device. */
export async function memberPage(browser: Browser, testInfo: TestInfo, baseURL: string, member: Member): Promise<Page> {
  const page = await (await newProjectContext(browser, testInfo, baseURL)).newPage();
  await signUpByApi(page.request, BRAND, member);
  return page;
}

export const composer = (page: Page) => page.getByRole('textbox', { name: ko('chat.composer.label') });

export async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: ko('chat.composer.send'), exact: true }).click();
  await expect(page.getByRole('log').getByText(text)).toBeVisible();
}

/** The chat socket a page opens (socket.io over a WebSocket). */
export const isChatSocket = (socket: WebSocket) => socket.url().includes('/socket.io/');

/**
 * The stored lines a socket.io frame carries: `42["message", line, …]` (docs/chat.md), each with its
 * seq, the number a report of that line names.
 */
export function chatLinesIn(payload: string | Buffer): { seq: number; text: string }[] {
  const frame = /^42(?:\/[^,]*,)?\d*(\[.*)$/s.exec(payload.toString());
  if (!frame?.[1]) return [];
  const [event, ...lines] = JSON.parse(frame[1]) as [unknown, ...unknown[]];
  if (event !== 'message') return [];
  return lines.filter(
    (line): line is { seq: number; text: string } =>
      typeof (line as { seq?: unknown }).seq === 'number' && typeof (line as { text?: unknown }).text === 'string',
  );
}

/** POST /api/luv/gift from a member's own session, as the live room's 선물 button sends it. */
export const giftFrom = (request: APIRequestContext) =>
  request.post('/api/luv/gift', {
    headers: { 'x-site-code': BRAND, 'idempotency-key': randomUUID() },
    data: { channelId: CHAT_CHANNEL, amount: 10, message: '응원합니다' },
  });

/** The console's menu as a super-admin sees it: every screen, in the console's order. */
export const SUPER_ADMIN_SCREENS = [
  '홈',
  '대시보드',
  '서비스 점검',
  '운영자',
  '감사 로그',
  '회원·제재',
  '라이브 채널',
  '신고',
  '문의',
  '계좌 변경',
  '콘텐츠',
  '다시보기',
  '약관',
  '카테고리',
  '쿠폰·교환 이벤트',
  '잘못 보낸 선물',
  '결제',
  '출금 지급',
];
