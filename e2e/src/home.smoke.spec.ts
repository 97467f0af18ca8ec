// The home page of each brand: its name and the login in the header, its title, the demo channels from the API, the footer.
import type { ChannelPage } from '@onair/contracts';
import { expect, ko, test } from './support/fixtures';

test.describe('home page', { tag: '@brands' }, () => {
  test('shows the brand in the header, the title and the footer', async ({ page, brand }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    const homeLink = header.getByRole('link', { name: brand.serviceName, exact: true });
    await expect(homeLink).toBeVisible();
    await expect(homeLink).toHaveAttribute('href', '/');
    await expect(page).toHaveTitle(brand.serviceName);
    // A visitor is offered the login.
    await expect(header.getByRole('button', { name: ko('nav.login'), exact: true })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(brand.companyName, { exact: true })).toBeVisible();
    await expect(footer.getByText(brand.businessNumber, { exact: true })).toBeVisible();
  });

  test('lists the channels the API returns, live ones badged', async ({ page, request, brand }) => {
    const response = await request.get('/api/guest/channels', { headers: { 'x-site-code': brand.code } });
    expect(response.ok(), `GET /api/guest/channels answered ${response.status()}`).toBe(true);
    const { items } = (await response.json()) as ChannelPage;
    const [first] = items;
    const live = items.find((channel) => channel.isLive);
    const offline = items.find((channel) => !channel.isLive);
    // The demo seed has both kinds; without them the badge checks below would prove nothing.
    expect(first, 'the demo seed has channels').toBeDefined();
    expect(live, 'the demo seed has a live channel').toBeDefined();
    expect(offline, 'the demo seed has an offline channel').toBeDefined();
    if (!first || !live || !offline) return;

    await page.goto('/');
    const channels = page.getByRole('list', { name: ko('home.channels') });
    // One card (an article) per channel; a card's tags are a list of their own inside it.
    await expect(channels.getByRole('article')).toHaveCount(items.length);

    const firstCard = channels.getByRole('article', { name: first.name, exact: true });
    await expect(firstCard).toBeVisible();
    await expect(firstCard.getByText(first.name, { exact: true })).toBeVisible();

    const liveCard = channels.getByRole('article', { name: live.name, exact: true });
    await expect(liveCard.getByText(ko('home.live'), { exact: true })).toBeVisible();
    const offlineCard = channels.getByRole('article', { name: offline.name, exact: true });
    await expect(offlineCard.getByText(ko('home.offline'), { exact: true })).toBeVisible();
    await expect(offlineCard.getByText(ko('home.live'), { exact: true })).toHaveCount(0);
  });
});
