// Each brand's build is its own document: manifest, SEO description and theme come from the brand's config.
// One document serves both widths, so each brand's desktop project checks it.
import { expect, test } from './support/fixtures';

test.describe('brand document', { tag: ['@brands', '@desktop'] }, () => {
  test('/manifest.json names the brand', async ({ request, brand }) => {
    const response = await request.get('/manifest.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/json/);
    const manifest = (await response.json()) as { name?: unknown; short_name?: unknown };
    expect(manifest.name).toBe(brand.serviceName);
    expect(manifest.short_name).toBe(brand.serviceName);
  });

  test('the page carries the brand description and theme', async ({ page, brand }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', brand.seoDescription);
    await expect(page.locator('html')).toHaveAttribute('data-theme', brand.theme);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  });
});
