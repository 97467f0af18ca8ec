// The operator console's day of trust and safety, end to end against the real API, chat and media
// (issue 25): the super-admin that `npm run admin:create` made invites a moderator and a support
// agent, who enrol their authenticators; the moderator finds a member and blocks them (the member's
// open session can no longer gift and their chat socket is dropped), reviews a chat report with the
// lines around it and bans the sender from chat, and takes down a live broadcast that ffmpeg is
// publishing (a viewer's player goes offline, the key no longer publishes); support answers an
// inquiry and the member reads the answer; the super-admin finds every one of these in the audit
// log. Desktop only, on one project, like every admin-*.spec.ts: the console is one app for every
// brand. With E2E_SCREENSHOTS=1 each console screen at 1440 and 1024 px goes to e2e/screenshots/admin-walk/.
import { LIMITS, type IssuedStreamKey } from '@onair/contracts';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { channelDetail, expectGoesLive } from './support/channel-detail';
import { consoleAdmin } from './support/console-admin';
import { newProjectContext } from './support/contexts';
import { ko, test } from './support/fixtures';
import { expectPlaying } from './support/playback';
import { writeTempPng } from './support/png';
import { consoleUrl } from './support/stack-config';
import { startTestStream } from './support/test-stream';
import { TAGS } from './support/test-tags';
import {
  BRAND,
  CHAT_CHANNEL,
  chatLinesIn,
  composer,
  consolePage,
  enrol,
  expect,
  FIRST_LOAD,
  giftFrom,
  invite,
  isChatSocket,
  memberPage,
  nav,
  OFFLINE_WITHIN_MS,
  say,
  shoot,
  fillCredentials,
  SUPER_ADMIN_SCREENS,
  signIn,
} from './support/console-walk';

test.use({
  // The console asks GET /api/admin/me at start: 401 until someone signs in; the wrong code's sign-in is a 401 too.
  expectedHttpErrors: { '/api/admin/me': 401, '/api/admin/session': 401 },
});

const stamp = Date.now().toString(36);

test(`a day in the console: staff, a block, a chat report, a takedown, an inquiry, the audit log ${TAGS.desktop}`, async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // ffmpeg and five browsers on two cores.
  test.setTimeout(900_000);
  const admin = consoleAdmin('admin-walk');
  const reasons = {
    moderator: `신규 모더레이터 채용 ${stamp}`,
    support: `고객센터 상담원 채용 ${stamp}`,
    block: `불법 광고 반복 게시 ${stamp}`,
    report: `욕설 확인 ${stamp}`,
    chatBan: `채팅 욕설 ${stamp}`,
    suspend: `불법 촬영물 송출 ${stamp}`,
  };

  // ── The super-admin signs in (a wrong code refused in words) and invites a moderator and a support agent.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(consoleUrl());
  await expect(page).toHaveURL(/\/sign-in$/, FIRST_LOAD);
  await shoot(page, 'sign-in');
  await fillCredentials(page, admin, '000000');
  await page.getByRole('button', { name: '로그인' }).click();
  await expect(page.getByRole('alert')).toHaveText('아이디, 비밀번호 또는 인증 코드가 올바르지 않습니다.');
  // A second click within the button's double-click guard is swallowed, as a person's would be.
  await page.waitForTimeout(LIMITS.doubleClickGuardMs);
  await signIn(page, admin);
  await expect(nav(page).getByRole('link')).toHaveText(SUPER_ADMIN_SCREENS);
  await expect(page.getByTestId('brand-in-view')).toHaveText('보는 브랜드: 전체 브랜드');
  await shoot(page, 'home');
  const moderator = await invite(page, 'moderator', '모더레이터 E2E', reasons.moderator);
  await shoot(page, 'staff');
  const support = await invite(page, 'support', '상담원 E2E', reasons.support);

  // ── The members: M watches the chat room and will be blocked; S talks there, is reported, and later writes an inquiry.
  const blocked = newMember(testInfo, 'wb');
  const sender = newMember(testInfo, 'ws');
  const memberM = await memberPage(browser, testInfo, baseURL ?? '', blocked);
  const memberS = await memberPage(browser, testInfo, baseURL ?? '', sender);
  const chatSocketOfM = memberM.waitForEvent('websocket', { predicate: isChatSocket });
  const seen = new Map<string, number>();
  memberS.on('websocket', (socket) => {
    if (!isChatSocket(socket)) return;
    socket.on('framereceived', ({ payload }) => {
      for (const line of chatLinesIn(payload)) seen.set(line.text, line.seq);
    });
  });
  await memberM.goto(`/live/${CHAT_CHANNEL}`);
  await memberS.goto(`/live/${CHAT_CHANNEL}`);
  await expect(composer(memberM)).toBeEnabled(FIRST_LOAD);
  await expect(composer(memberS)).toBeEnabled(FIRST_LOAD);
  const socketOfM = await chatSocketOfM;
  const dropped = new Promise<number>((resolve) => {
    socketOfM.on('close', () => resolve(Date.now()));
    // socket.io's DISCONNECT packet: the server ends the member's socket (the client may then try again, refused).
    socketOfM.on('framereceived', ({ payload }) => {
      if (payload.toString().startsWith('41')) resolve(Date.now());
    });
  });
  const abusive = `너 진짜 바보냐 ${stamp}`;
  await say(memberS, `안녕하세요 ${stamp}`);
  await say(memberM, `반가워요 ${stamp}`);
  await say(memberS, abusive);
  await say(memberM, `말씀이 심하시네요 ${stamp}`);
  await expect.poll(() => seen.get(abusive), { message: 'the abusive line arrives with its seq' }).toBeGreaterThan(0);
  const reported = await memberM.request.post('/api/cs/declaration-post', {
    headers: { 'x-site-code': BRAND },
    multipart: {
      targetType: 'chat',
      targetId: String(CHAT_CHANNEL),
      targetSeq: String(seen.get(abusive)),
      reason: '2',
      content: `채팅에서 욕을 합니다. ${stamp}`,
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const reportId = ((await reported.json()) as { declarationId: number }).declarationId;
  // M's open session reaches the money check before the block (no currency yet: refused for that, not for who they are).
  const giftBefore = await giftFrom(memberM.request);
  expect(giftBefore.status(), await giftBefore.text()).not.toBe(401);
  expect(giftBefore.status()).not.toBe(403);

  // ── The moderator enrols, signs in, and sees only their screens and brand.
  const modPage = await consolePage(browser);
  await enrol(modPage, moderator);
  await signIn(modPage, moderator);
  await expect(nav(modPage).getByRole('link')).toHaveText(['홈', '서비스 점검', '회원·제재', '라이브 채널', '신고']);
  await expect(modPage.getByRole('combobox', { name: '브랜드' }).getByRole('option')).toHaveText([
    '전체 브랜드',
    BRAND,
  ]);
  await shoot(modPage, 'moderator-home');
  await modPage.goto(`${consoleUrl()}/staff`);
  await expect(modPage).toHaveURL(`${consoleUrl()}/`);

  // ── Finds M by login ID and blocks them for 7 days, after the confirm step.
  await nav(modPage).getByRole('link', { name: '회원·제재' }).click();
  const search = modPage.getByRole('search');
  await search.getByLabel('아이디').fill(blocked.loginId);
  await search.getByRole('button', { name: '검색' }).click();
  const row = modPage.getByRole('row').filter({ hasText: blocked.loginId });
  await expect(row).toContainText(blocked.nickname);
  await expect(row).toContainText('정상');
  await shoot(modPage, 'members');
  await row.getByRole('link', { name: blocked.loginId }).click();
  await expect(modPage.getByRole('heading', { level: 1 })).toHaveText(`${blocked.nickname} (${blocked.loginId})`);
  await expect(modPage.getByRole('table', { name: '제재 이력' })).toContainText('제재 이력이 없습니다.');
  // Setting a member's type is the super-admin's.
  await expect(modPage.getByRole('button', { name: '회원 유형 변경' })).toHaveCount(0);
  await shoot(modPage, 'member');
  await modPage.getByRole('button', { name: '차단', exact: true }).click();
  const blockDialog = modPage.getByRole('dialog');
  await blockDialog.getByLabel('사유').fill(reasons.block);
  await blockDialog.getByRole('button', { name: '다음' }).click();
  await expect(blockDialog).toContainText(`${blocked.loginId} 회원을 7일 동안 차단합니다.`);
  await shoot(modPage, 'member-block-confirm');
  // 차단 takes 다음's place: a person reads the confirmation first (the double-click guard).
  await modPage.waitForTimeout(LIMITS.doubleClickGuardMs);
  const blockedAt = Date.now();
  await blockDialog.getByRole('button', { name: '차단', exact: true }).click();
  await expect(blockDialog).toBeHidden();
  await expect(modPage.getByRole('button', { name: '차단 해제' })).toBeVisible();
  const sanctions = modPage.getByRole('table', { name: '제재 이력' });
  await expect(sanctions).toContainText(reasons.block);
  await expect(sanctions).toContainText('적용 중');
  await shoot(modPage, 'member-blocked');

  // The block takes effect at once: M's chat socket is dropped, the open session's gift refused, sign-in refused.
  const droppedAt = await Promise.race([
    dropped,
    new Promise<number>((_, reject) =>
      setTimeout(() => reject(new Error('the blocked member’s chat socket stayed open for 10 s')), 10_000),
    ),
  ]);
  console.log(`[admin-walk] block to chat socket dropped: ${droppedAt - blockedAt} ms (from the confirm click)`);
  const giftAfter = await giftFrom(memberM.request);
  expect(giftAfter.status(), await giftAfter.text()).toBe(403);
  // Refused for the block, with its end date in the message (docs/auth.md, "Sessions end at once").
  expect(((await giftAfter.json()) as { key?: string }).key).toBe('sanction.blockedUntil');
  const signInAgain = await memberM.request.post('/v2/api/auth/signin', {
    headers: { 'x-site-code': BRAND },
    data: { loginId: blocked.loginId, password: blocked.password, device: 'PCWEB' },
  });
  expect(signInAgain.status()).toBe(423);
  await memberM.context().close();

  // ── The chat report: the reported line among the lines around it, then actioned and the sender banned from chat.
  await nav(modPage).getByRole('link', { name: '신고' }).click();
  await modPage.getByLabel('신고 대상').selectOption('chat');
  await expect(modPage).toHaveURL(/targetType=chat/);
  await shoot(modPage, 'reports');
  await modPage.getByRole('button', { name: `신고 ${reportId} 보기` }).click();
  const detail = modPage.getByRole('dialog', { name: `신고 #${reportId}` });
  const lines = detail.getByRole('listitem');
  await expect(lines.filter({ hasText: abusive })).toHaveAttribute('aria-current', 'true');
  await expect(lines.filter({ hasText: abusive })).toContainText('신고된 줄');
  for (const around of [`안녕하세요 ${stamp}`, `반가워요 ${stamp}`, `말씀이 심하시네요 ${stamp}`])
    await expect(lines.filter({ hasText: around })).toBeVisible();
  const senderLine = new RegExp(`${sender.nickname} \\(회원 (\\d+)\\)`);
  await expect(detail).toContainText(senderLine);
  const senderId = senderLine.exec((await detail.textContent()) ?? '')?.[1] ?? '';
  await shoot(modPage, 'report');
  await detail.getByRole('button', { name: '조치 기록' }).click();
  const record = modPage.getByRole('dialog', { name: `신고 #${reportId} 조치 기록` });
  await record.getByLabel('사유').fill(reasons.report);
  await record.getByRole('button', { name: '조치 기록' }).click();
  await expect(detail.getByText('처리가 끝난 신고입니다.')).toBeVisible();
  await detail.getByRole('button', { name: '닫기' }).click();

  await nav(modPage).getByRole('link', { name: '회원·제재' }).click();
  await search.getByLabel('회원 번호').fill(senderId);
  await search.getByRole('button', { name: '검색' }).click();
  await modPage
    .getByRole('row')
    .filter({ hasText: sender.loginId })
    .getByRole('link', { name: sender.loginId })
    .click();
  await modPage.getByRole('button', { name: '채팅 금지', exact: true }).click();
  const banDialog = modPage.getByRole('dialog');
  await banDialog.getByLabel('사유').fill(reasons.chatBan);
  await banDialog.getByRole('button', { name: '다음' }).click();
  await modPage.waitForTimeout(LIMITS.doubleClickGuardMs);
  await banDialog.getByRole('button', { name: '채팅 금지', exact: true }).click();
  await expect(banDialog).toBeHidden();
  await expect(modPage.getByRole('table', { name: '제재 이력' })).toContainText(reasons.chatBan);
  // The sender's next line is refused, with why and until when.
  await expect(async () => {
    await composer(memberS).fill(`또 왔어요 ${stamp}`);
    await memberS.getByRole('button', { name: ko('chat.composer.send'), exact: true }).click();
    await expect(memberS.getByText(/채팅이 금지되었습니다/).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  // ── A live broadcast taken down: ffmpeg publishes a new streamer's channel, S watches it.
  const streamer = newMember(testInfo, 'wl');
  const streamerContext = await newProjectContext(browser, testInfo, baseURL ?? '');
  const streamerApi = streamerContext.request;
  await signUpByApi(streamerApi, BRAND, streamer);
  const channelName = `${streamer.nickname}의 방송`;
  const channelId = await openChannelByApi(streamerApi, BRAND, channelName);
  const issued = await streamerApi.post('/api/my/stream-key', { headers: { 'x-site-code': BRAND } });
  expect(issued.status()).toBe(200);
  const { rtmpUrl, streamKey } = (await issued.json()) as IssuedStreamKey;
  const stream = startTestStream(rtmpUrl, streamKey);
  let again: ReturnType<typeof startTestStream> | null = null;
  try {
    await expectGoesLive(streamerApi, BRAND, channelId, stream);
    await memberS.goto(`/live/${channelId}`);
    await expectPlaying(memberS);

    await nav(modPage).getByRole('link', { name: '라이브 채널' }).click();
    const liveRow = modPage.getByRole('row').filter({ hasText: channelName });
    await expect(async () => {
      await modPage.reload();
      await expect(liveRow).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await shoot(modPage, 'live-channels');
    await liveRow.getByRole('button', { name: `방송 정지 ${channelName}` }).click();
    const takedown = modPage.getByRole('dialog');
    await takedown.getByLabel('사유').fill(reasons.suspend);
    await takedown.getByRole('button', { name: '다음' }).click();
    await expect(takedown).toContainText(`${channelName} 채널의 방송을 정지합니다.`);
    await shoot(modPage, 'live-suspend-confirm');
    // 이전 goes back to the form with the reason kept; 다음 again (each a click after the guard).
    await modPage.waitForTimeout(LIMITS.doubleClickGuardMs);
    await takedown.getByRole('button', { name: '이전' }).click();
    await expect(takedown.getByLabel('사유')).toHaveValue(reasons.suspend);
    await modPage.waitForTimeout(LIMITS.doubleClickGuardMs);
    await takedown.getByRole('button', { name: '다음' }).click();
    await modPage.waitForTimeout(LIMITS.doubleClickGuardMs);
    const takenDownAt = Date.now();
    await takedown.getByRole('button', { name: '방송 정지', exact: true }).click();
    await expect(memberS.getByText(ko('live.offline'), { exact: true })).toBeVisible({ timeout: OFFLINE_WITHIN_MS });
    const offlineAfterMs = Date.now() - takenDownAt;
    console.log(`[admin-walk] takedown to the viewer's player offline: ${offlineAfterMs} ms`);
    testInfo.annotations.push({ type: 'takedown-to-offline-ms', description: String(offlineAfterMs) });
    expect(offlineAfterMs).toBeLessThan(OFFLINE_WITHIN_MS);
    await expect(memberS.getByLabel(ko('player.label'), { exact: true })).toHaveCount(0);
    await expect(takedown).toBeHidden();
    // Off air, the channel leaves the live list and is found among the suspended, with the reason.
    await expect(liveRow).toHaveCount(0);
    await modPage.getByLabel('목록').selectOption({ label: '방송 정지된 채널' });
    await modPage.getByRole('button', { name: '검색' }).click();
    await expect(modPage).toHaveURL(/state=suspended/);
    await expect(liveRow).toContainText(`정지 사유: ${reasons.suspend}`);
    await expect(liveRow.getByRole('button', { name: `정지 해제 ${channelName}` })).toBeVisible();

    // The media node drops the encoder, and the same key publishes no more.
    await expect
      .poll(() => stream.running(), { message: 'the media node drops the encoder', timeout: OFFLINE_WITHIN_MS })
      .toBe(false);
    again = startTestStream(rtmpUrl, streamKey);
    await expect
      .poll(() => again?.running(), { message: 'the key is refused at publish', timeout: 15_000 })
      .toBe(false);
    expect((await channelDetail(streamerApi, BRAND, channelId)).isLive).toBe(false);
  } finally {
    stream.kill();
    again?.kill();
  }

  // ── Support enrols and answers S's inquiry (with a picture); S reads the answer.
  const title = `충전 문의 ${stamp}`;
  const answer = `확인 후 환불해드렸습니다. ${stamp}`;
  await memberS.goto('/cs/inquiries');
  const main = memberS.getByRole('main');
  await main.getByRole('button', { name: ko('member.cs.inquiry.write'), exact: true }).click();
  const form = memberS.getByRole('form', { name: ko('member.cs.inquiry.write') });
  await form.getByLabel(ko('member.cs.inquiry.category')).selectOption({ label: ko('member.cs.category.payment') });
  await form.getByLabel(ko('member.cs.inquiry.title')).fill(title);
  await form.getByLabel(ko('member.cs.inquiry.content')).fill('충전이 두 번 결제되었습니다.');
  await form.getByLabel(ko('member.cs.attachments')).setInputFiles(writeTempPng('receipt.png', 320, 180));
  await form.getByRole('button', { name: ko('member.cs.inquiry.submit'), exact: true }).click();
  await expect(memberS.getByText(ko('member.cs.inquiry.sent'))).toBeVisible();

  const csPage = await consolePage(browser);
  await enrol(csPage, support);
  await signIn(csPage, support);
  await expect(nav(csPage).getByRole('link')).toHaveText(['홈', '서비스 점검', '문의', '계좌 변경', '출금 지급']);
  await nav(csPage).getByRole('link', { name: '문의' }).click();
  const inquiry = csPage.getByRole('row').filter({ hasText: title });
  await expect(inquiry).toContainText('답변 대기');
  await shoot(csPage, 'inquiries');
  await inquiry.getByRole('button', { name: `문의 「${title}」 열기` }).click();
  const inquiryDialog = csPage.getByRole('dialog', { name: title });
  const picture = inquiryDialog.getByRole('img', { name: 'receipt.png' });
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await shoot(csPage, 'inquiry');
  await inquiryDialog.getByLabel('답변').fill(answer);
  await inquiryDialog.getByRole('button', { name: '답변 등록' }).click();
  await expect(inquiryDialog).toBeHidden();
  await expect(inquiry).toHaveCount(0);
  await csPage.getByRole('tab', { name: '답변 완료' }).click();
  await expect(csPage.getByRole('row').filter({ hasText: title })).toContainText('답변 완료');

  await memberS.goto('/cs/inquiries');
  const mine = main.getByRole('listitem').filter({ hasText: title });
  await expect(mine).toContainText(ko('member.cs.inquiry.answered'));
  await mine.getByRole('button', { name: new RegExp(title) }).click();
  await expect(mine.getByText(answer)).toBeVisible();

  // ── The audit log has every one of these, with who did it and why.
  await nav(page).getByRole('link', { name: '감사 로그' }).click();
  await shoot(page, 'audit');
  const audited: [action: string, label: string, text: string][] = [
    ['staff.invite', '운영자 초대', reasons.moderator],
    ['staff.invite', '운영자 초대', reasons.support],
    ['member.block', '회원 차단', reasons.block],
    ['report.action', '신고 조치 기록', reasons.report],
    ['member.chat-ban', '채팅 금지', reasons.chatBan],
    ['live.suspend', '방송 정지', reasons.suspend],
    ['inquiry.answer', '문의 답변', answer],
  ];
  for (const [action, label, text] of audited) {
    await page.getByLabel('작업').selectOption(action);
    await page.getByRole('button', { name: '검색' }).click();
    await expect(page).toHaveURL(new RegExp(`action=${action.replace('.', '\\.')}`));
    const entry = page.getByRole('row').filter({ hasText: text });
    await expect(entry, `${action} is in the audit log`).toHaveCount(1);
    await expect(entry).toContainText(label);
    if (action !== 'staff.invite') continue;
    // Each invitee's enrolment too, by the staff number the invitation's row names as its target.
    const staffNumber = /#(\d+)/.exec((await entry.getByRole('cell').nth(3).textContent()) ?? '')?.[1];
    expect(staffNumber).toBeTruthy();
    await page.getByLabel('작업').selectOption('staff.enrol');
    await page.getByRole('button', { name: '검색' }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: new RegExp(`#${staffNumber}\\b`) })
        .first(),
    ).toContainText('인증 앱 등록');
  }
  await page.getByRole('button', { name: '로그아웃' }).click();
  await expect(page.getByText('로그아웃되었습니다.')).toBeVisible();
  await memberS.context().close();
  await modPage.context().close();
  await csPage.context().close();
  await streamerContext.close();
});
