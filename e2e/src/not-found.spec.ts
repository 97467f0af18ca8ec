// An unknown address shows the 404 page, whose link leads back home.
import { expect, ko, test } from './support/fixtures';

test('an unknown page shows the 404 text and a working link home', async ({ page, brand, baseURL }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: ko('notFound.title') })).toBeVisible();

  await page
    .getByRole('main')
    .getByRole('link', { name: ko('common.goHome'), exact: true })
    .click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1, name: ko('notFound.title') })).toHaveCount(0);
  const homeTitle = ko('home.title').replace('{serviceName}', brand.serviceName);
  await expect(page.getByRole('heading', { level: 1, name: homeTitle })).toBeVisible();
});
