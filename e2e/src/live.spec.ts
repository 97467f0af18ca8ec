/* eslint-disable @typescript-eslint/no-non-null-assertion -- baseURL is always set by the project */
// The live room in real browsers (issue 6): the demo stream plays by the signed URL the API hands out,
// and a member the channel owner mutes from the chat cannot speak.
import type { APIRequestContext, Page } from '@playwright/test';
import type { ChannelDetail } from '@onair/contracts';
import { newMember, signUpByApi } from './support/accounts';
import { newProjectContext } from './support/contexts';
import { expect, ko, test } from './support/fixtures';
import { expectPlaying } from './support/playback';

/** The demo streamer's live channel: global-setup's ffmpeg pushes a test pattern to it. */
const DEMO_CHANNEL = 1;
const LIVE_PAGE = `/live/${DEMO_CHANNEL}`;
/** demobj01 owns channel 1 (libs/server/db/src/demo-streamers.ts). */
const DEMO_STREAMER = { loginId: 'demobj01', password: 'onair1234!' };

/** The playlist the player asks the media app for (through the preview's /media proxy). */
const isLivePlaylist = (url: string) => new URL(url).pathname === `/media/live/${DEMO_CHANNEL}.m3u8`;

const withoutToken = (url: string) => {
  const bare = new URL(url);
  bare.searchParams.delete('token');
  return bare.toString();
};

async function signInByApi(request: APIRequestContext, loginId: string, password: string) {
  const answer = await request.post('/v2/api/auth/signin', {
    headers: { 'x-site-code': 'onair' },
    data: { loginId, password, loginKeep: false },
  });
  expect(answer.status(), `sign-in of ${loginId}`).toBe(200);
}

/**
 * How long a live page may take to open its room: with two pages decoding video on a shared 2-core
 * machine, a page has taken 6.5 s from navigation to its channel's detail.
 */
const ROOM_READY_MS = 15_000;

const composer = (page: Page) => page.getByRole('textbox', { name: ko('chat.composer.label') });

async function say(page: Page, text: string) {
  await composer(page).fill(text);
  await page.getByRole('button', { name: ko('chat.composer.send'), exact: true }).click();
}

test.describe('live room', () => {
  test('a visitor’s live page plays the demo stream by its signed URL, and the URL without its token is refused', async ({
    page,
  }, testInfo) => {
    // The first segments of a stream the page just asked for take a few seconds on a busy machine.
    test.setTimeout(45_000);
    const detailAnswer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === `/api/guest/channel/${DEMO_CHANNEL}`,
    );
    const playlistAnswer = page.waitForResponse((response) => isLivePlaylist(response.url()));
    await page.goto(LIVE_PAGE);

    const detail = (await (await detailAnswer).json()) as ChannelDetail;
    expect(detail.isLive).toBe(true);
    expect(detail.stream?.url, 'the detail carries a signed stream URL').toMatch(/[?&]token=/);
    const playlist = await playlistAnswer;
    expect(playlist.status()).toBe(200);
    // The player asks for exactly what the API signed.
    expect(new URL(playlist.url()).pathname).toBe(new URL(detail.stream!.url, playlist.url()).pathname);
    expect(new URL(playlist.url()).searchParams.get('token')).toBe(
      new URL(detail.stream!.url, playlist.url()).searchParams.get('token'),
    );

    // Playing: time runs on and there is a picture.
    await expectPlaying(page);
    await testInfo.attach('playing', { body: await page.screenshot(), contentType: 'image/png' });

    // The same playlist without its token: the media app refuses it (page.request, so no console error in the page).
    const bare = await page.request.get(withoutToken(playlist.url()));
    expect(bare.status()).toBe(403);
    // And a segment of it: the playlist signs each segment URI; without that token it is refused too.
    const segment = (await playlist.text()).split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'));
    expect(segment, 'the playlist lists a segment').toBeDefined();
    const segmentUrl = new URL(segment!.trim(), playlist.url()).toString();
    expect(segmentUrl).toMatch(/[?&]token=/);
    expect((await page.request.get(segmentUrl)).status()).toBe(200);
    expect((await page.request.get(withoutToken(segmentUrl))).status()).toBe(403);
  });

  test('a member the owner mutes from the chat is told so and nobody reads what they try to say', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(45_000);
    // The owner in the test's own page, so its console errors fail the test too.
    await signInByApi(page.request, DEMO_STREAMER.loginId, DEMO_STREAMER.password);
    await page.goto(LIVE_PAGE);
    await expect(composer(page)).toBeEnabled({ timeout: ROOM_READY_MS });

    const member = newMember(testInfo, 'm');
    const memberContext = await newProjectContext(browser, testInfo, baseURL!);
    try {
      const memberPage = await memberContext.newPage();
      await signUpByApi(memberPage.request, 'onair', member);
      await memberPage.goto(LIVE_PAGE);
      await expect(composer(memberPage)).toBeEnabled({ timeout: ROOM_READY_MS });

      const before = `음소거 전 ${Date.now().toString(36)}`;
      await say(memberPage, before);
      const ownerLog = page.getByRole('log');
      await expect(ownerLog.getByText(before)).toBeVisible();

      // An announcement and a vote pinned above the lines, then the member's menu below them: the
      // lines keep their room and the composer stays inside the panel (the pinned cards scroll).
      await page.getByRole('button', { name: ko('chat.tools.announce'), exact: true }).click();
      await page.getByLabel(ko('chat.announcement.input')).fill('오늘 방송은 11시까지 합니다!');
      await page.getByRole('button', { name: ko('chat.announcement.save'), exact: true }).click();
      await page.getByRole('button', { name: ko('chat.tools.vote'), exact: true }).click();
      await page.getByLabel(ko('chat.vote.question')).fill('다음 게임은?');
      await page.getByLabel(ko('chat.vote.option').replace('{number}', '1')).fill('하나');
      await page.getByLabel(ko('chat.vote.option').replace('{number}', '2')).fill('둘');
      await page.getByRole('button', { name: ko('chat.vote.start'), exact: true }).click();
      await expect(page.getByRole('region', { name: ko('chat.vote.region') })).toBeVisible();

      // The owner opens the member's menu from their nickname and mutes them for 10 minutes.
      await ownerLog.getByRole('button', { name: member.nickname, exact: true }).first().click();
      const menu = page.getByRole('region', {
        name: ko('chat.moderation.menu').replace('{nickname}', member.nickname),
        exact: true,
      });
      await expect(menu).toBeVisible();
      const panelBox = (await page.getByRole('region', { name: ko('chat.title'), exact: true }).boundingBox())!;
      const composerBox = (await composer(page).boundingBox())!;
      expect(composerBox.y + composerBox.height, 'the composer is inside the chat panel').toBeLessThanOrEqual(
        panelBox.y + panelBox.height,
      );
      // On a phone the menu is a bottom sheet over the page, on a desktop it sits in the panel: the lines keep their room either way.
      expect((await ownerLog.locator('..').boundingBox())!.height, 'the lines keep their room').toBeGreaterThanOrEqual(
        100,
      );
      await menu
        .getByRole('button', { name: ko('chat.moderation.dumbFor').replace('{count}', '10'), exact: true })
        .click();
      const muted = ko('chat.action.dumb').replace('{nickname}', member.nickname);
      await expect(menu.getByRole('status')).toHaveText(muted);
      // The room hears it, the member too.
      await expect(memberPage.getByRole('log').getByText(muted, { exact: true })).toBeVisible();
      // The owner puts the menu away (on a phone a sheet over the page, which keeps the page out of reach until then).
      await menu.getByRole('button', { name: ko('chat.moderation.close'), exact: true }).click();
      await expect(menu).toBeHidden();

      const after = `음소거 후 ${Date.now().toString(36)}`;
      await say(memberPage, after);
      // The composer's notice, word for word (the server's sentence in Korean, the same as the bundle's).
      const memberChat = memberPage.getByRole('region', { name: ko('chat.title'), exact: true });
      await expect(memberChat.getByRole('alert')).toHaveText(ko('chat.refusal.muted'));
      // The refused line comes back to the box, and is not in the member's own log.
      await expect(composer(memberPage)).toHaveValue(after);
      await expect(memberPage.getByRole('log').getByText(after)).toHaveCount(0);

      // A line the owner says after it reaches the member: anything the room would have carried has arrived by then.
      const barrier = `확인 ${Date.now().toString(36)}`;
      await say(page, barrier);
      await expect(memberPage.getByRole('log').getByText(barrier)).toBeVisible();
      await expect(ownerLog.getByText(after)).toHaveCount(0);
      await testInfo.attach('muted member', { body: await memberPage.screenshot(), contentType: 'image/png' });

      // The demo room is left without a running vote, so the next project's run can open its own.
      await page
        .getByRole('region', { name: ko('chat.vote.region') })
        .getByRole('button', { name: ko('chat.vote.close'), exact: true })
        .click();
      await expect(page.getByRole('button', { name: ko('chat.tools.vote'), exact: true })).toBeEnabled();
    } finally {
      await memberContext.close();
    }
  });
});
