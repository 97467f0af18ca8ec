// The creator studio and the OBS alert overlay (issue "A daily home for viewers and streamers").
import type { APIRequestContext } from '@playwright/test';
import { TAGS } from './support/test-tags';
import { expect, ko, test } from './support/fixtures';

async function signIn(request: APIRequestContext, site: string, loginId: string) {
  const answer = await request.post('/v2/api/auth/signin', {
    headers: { 'x-site-code': site },
    data: { loginId, password: 'onair1234!', loginKeep: false },
  });
  expect(answer.status()).toBe(200);
}

test(`the overlay shows a test gift alert with its chime, and the studio shows a gift as it is sent ${TAGS.desktop}`, async ({
  page,
  brand,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const site = { 'x-site-code': brand.code };
  await signIn(page.request, brand.code, 'demobj01');
  const me = (await (await page.request.get('/api/auth/me', { headers: site })).json()) as { channelId: number | null };
  const channelId = me.channelId ?? 0;
  expect(channelId).toBeGreaterThan(0);
  const overlay = (await (await page.request.get(`/api/my/studio/${channelId}/overlay`, { headers: site })).json()) as {
    secret: string;
    settings: Record<string, unknown>;
  };
  // The chime on and no minimum, whatever an earlier run saved.
  const saved = await page.request.put(`/api/my/studio/${channelId}/overlay`, {
    headers: site,
    data: { ...overlay.settings, sound: true, speech: false, minAlertAmount: 0 },
  });
  expect(saved.status()).toBe(200);

  await page.goto('/studio');
  const origin = new URL(page.url()).origin;
  // OBS: no sign-in, only the secret URL.
  const obs = await browser.newContext({ baseURL: origin });
  try {
    const source = await obs.newPage();
    await source.goto(`/overlay/${overlay.secret}`);
    // The app, the overlay's chunk and its settings load before the page is drawn.
    await expect(source.getByTestId('overlay-page')).toBeAttached({ timeout: 20_000 });

    await page.getByRole('tab', { name: ko('studio.tab.overlay') }).click();
    await page.getByRole('button', { name: ko('studio.overlay.testGift') }).click();
    const alert = source.getByTestId('overlay-alert');
    await expect(alert).toContainText('테스트 시청자', { timeout: 15_000 });
    await expect(alert).toContainText('방송 잘 보고 있어요!');
    await expect(alert).toContainText(ko('overlay.alert.test'));
    // The chime's oscillators were started (WebAudio), not only the text drawn.
    await expect(alert).toHaveAttribute('data-sound', 'started');
    await testInfo.attach('overlay', { body: await source.screenshot(), contentType: 'image/png' });
  } finally {
    await obs.close();
  }

  // The live dashboard: a viewer's gift appears in the event feed while the studio is open.
  await page.getByRole('tab', { name: ko('studio.tab.live') }).click();
  const feed = page.getByRole('region', { name: ko('studio.live.events') });
  await expect(feed).toBeVisible();
  const viewer = await browser.newContext({ baseURL: origin });
  try {
    await signIn(viewer.request, brand.code, 'demoviewer');
    const message = `e2e studio ${Date.now().toString(36)}`;
    const gift = await viewer.request.post('/api/luv/gift', {
      headers: { ...site, 'Idempotency-Key': `e2e-studio-${Date.now()}` },
      data: { channelId, amount: 100, message },
    });
    expect(gift.status(), await gift.text()).toBe(200);
    await expect(feed.getByText(message)).toBeVisible({ timeout: 15_000 });
  } finally {
    await viewer.close();
  }
  await testInfo.attach('studio', { body: await page.screenshot(), contentType: 'image/png' });
});
