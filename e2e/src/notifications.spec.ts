// Go-live notifications (docs/notifications.md): a follower with 방송 알림 on is told in the app at
// once (a toast, and the header's bell with its unread count and list, read when opened), and by Web
// Push with every page of the site closed: the service worker shows it. Chromium's PushManager
// subscribes only at Google's push service, which this machine cannot reach, so the push is handed to
// the service worker through CDP (ServiceWorker.deliverPushMessage), with the payload the API sends.
import type { Page } from '@playwright/test';
import { newMember, openChannelByApi, signUpByApi } from './support/accounts';
import { expectGoesLive } from './support/channel-detail';
import { newProjectContext } from './support/contexts';
import { expect, ko, test, withoutHomePopup } from './support/fixtures';
import { startTestStream } from './support/test-stream';

const bell = (page: Page) => page.getByRole('button', { name: new RegExp(`^${ko('member.notifications.bell')}`) });

test('a follower is told in the app within 5 s of the channel going live, and by push with the page closed', async ({
  page,
  brand,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const headers = { 'x-site-code': brand.code };
  const streamer = newMember(testInfo, 'ns');
  await signUpByApi(page.request, brand.code, streamer);
  const channelName = `${streamer.nickname}의 방송`;
  const channelId = await openChannelByApi(page.request, brand.code, channelName);
  const issued = await page.request.post('/api/my/stream-key', { headers });
  const { streamKey, rtmpUrl } = (await issued.json()) as { streamKey: string; rtmpUrl: string };

  const context = await withoutHomePopup(await newProjectContext(browser, testInfo, baseURL ?? ''));
  await context.grantPermissions(['notifications']);
  const follower = newMember(testInfo, 'nf');
  await signUpByApi(context.request, brand.code, follower);
  expect((await context.request.post('/api/my/follows', { headers, data: { channelId } })).status()).toBe(200);
  const viewer = await context.newPage();
  await viewer.goto('/');
  await expect(bell(viewer)).toHaveAccessibleName(ko('member.notifications.bell'));

  const stream = startTestStream(rtmpUrl, streamKey);
  try {
    await expectGoesLive(page.request, brand.code, channelId, stream);
    const liveAt = Date.now();
    const said = ko('member.notifications.live').replace('{name}', channelName);
    await expect(viewer.getByText(said, { exact: true })).toBeVisible({ timeout: 5_000 });
    testInfo.annotations.push({ type: 'toast after live', description: `${Date.now() - liveAt} ms` });
    await expect(bell(viewer)).toHaveAccessibleName(ko('member.notifications.bellUnread').replace('{count}', '1'));
    await viewer.screenshot({ path: testInfo.outputPath('toast.png') });

    // The bell's list names the channel and leads to its live page; opening it marks it read.
    await bell(viewer).click();
    const list = viewer.getByRole('region', { name: ko('member.notifications.title'), exact: true });
    await expect(list.getByRole('link', { name: new RegExp(said) })).toHaveAttribute('href', `/live/${channelId}`);
    await viewer.screenshot({ path: testInfo.outputPath('bell-open.png') });
    await expect(bell(viewer)).toHaveAccessibleName(ko('member.notifications.bell'));
  } finally {
    stream.kill();
  }

  // Web Push with the site's pages closed: only a blank tab is left to speak CDP through.
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const blank = await context.newPage();
  await viewer.close();
  const cdp = await context.newCDPSession(blank);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (entry) => entry.scopeURL.startsWith(new URL(baseURL ?? '').origin) && !entry.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const payload = {
    title: `${channelName} 방송 시작`,
    body: channelName,
    url: `/live/${channelId}`,
    tag: `live-${channelId}`,
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL ?? '').origin,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
  type Shown = { title: string; body: string; tag: string; data: unknown };
  type Scope = { registration: { getNotifications(): Promise<Shown[]> } };
  await expect
    .poll(() =>
      worker.evaluate(async () =>
        (await (self as unknown as Scope).registration.getNotifications()).map((shown) => ({
          title: shown.title,
          body: shown.body,
          tag: shown.tag,
          data: shown.data,
        })),
      ),
    )
    .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, data: { url: payload.url } }]);
  await context.close();
});
