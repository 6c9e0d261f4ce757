import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { hydrated } from './helpers';

test.describe('visually similar products (issue 25 §5)', () => {
  test('product page → "Подобни по визия" → the listing of the nearest offers, served with 200', async ({ page, request }) => {
    const listing = await (await request.post('/api/v2/variant/filtering', { data: { url: '/products/divani' } })).json();
    const variant = listing.variants[0];
    await page.goto(`/product/${variant.productId}-${variant.productSlug}`);
    const button = page.getByTestId('visual-button');
    await expect(button).toBeVisible({ timeout: 20_000 });
    await button.click();
    await expect(page).toHaveURL(/\/products\/visually-similar\/v\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Подобни по визия' })).toBeVisible();
    const cards = page.getByTestId('variant-grid').getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);

    const direct = await page.goto(new URL(page.url()).pathname);
    expect(direct?.status()).toBe(200);
    await expect(page).toHaveTitle(/Подобни по визия/);
    await expect(cards.first()).toBeVisible();
  });

  test('an uploaded picture lands on the listing of the offers nearest to it', async ({ page }) => {
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 246, g: 243, b: 238 } } })
      .composite([
        {
          input: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="120"><rect width="200" height="120" fill="#6b4a2f"/></svg>',
          ),
          top: 60,
          left: 60,
        },
      ])
      .png()
      .toBuffer();
    await page.goto('/products/visually-similar');
    const input = page.getByTestId('visual-upload-input');
    await expect(input).toBeAttached();
    await hydrated(input);
    await input.setInputFiles({ name: 'sofa.png', mimeType: 'image/png', buffer: picture });
    await expect(page).toHaveURL(/\/products\/visually-similar\/u[A-Za-z0-9_-]{22}\/snimka$/);
    await expect(page.getByTestId('variant-grid').getByRole('listitem').first()).toBeVisible();
  });
});
