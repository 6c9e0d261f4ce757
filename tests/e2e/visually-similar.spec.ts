import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { firstSofaProductPath, hydrated } from './helpers';

/** A brown sofa-like block on a light ground, as a shopper's photo. */
function sofaPicture(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 246, g: 243, b: 238 } } })
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
}

test.describe('visually similar products (issue 25 §5)', () => {
  test('product page → "Подобни по визия" → the listing of the nearest offers, served with 200', async ({ page, request }) => {
    await page.goto(await firstSofaProductPath(request));
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

  test("a category card's picture → its visually-similar link (shown on hover) → the listing of the nearest offers", async ({ page }) => {
    await page.goto('/products/divani');
    const card = page.getByTestId('variant-card').first();
    const name = await card.locator('.variant-card__name').innerText();
    const link = card.getByRole('link', { name: `Подобни по визия на „${name}“` });
    await hydrated(link);
    await card.hover();
    await expect(link).toHaveCSS('opacity', '1');
    const box = await link.boundingBox();
    expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24);
    await link.click();
    await expect(page).toHaveURL(/\/products\/visually-similar\/v\d+\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Подобни по визия' })).toBeVisible();
    await expect(page.getByTestId('variant-grid').getByRole('listitem').first()).toBeVisible();
  });

  test('an uploaded picture lands on the listing of the offers nearest to it', async ({ page }) => {
    await page.goto('/products/visually-similar');
    const input = page.getByTestId('visual-upload-input');
    await expect(input).toBeAttached();
    await hydrated(input);
    await input.setInputFiles({ name: 'sofa.png', mimeType: 'image/png', buffer: await sofaPicture() });
    await expect(page).toHaveURL(/\/products\/visually-similar\/u[A-Za-z0-9_-]{22}\/snimka$/);
    await expect(page.getByTestId('variant-grid').getByRole('listitem').first()).toBeVisible();
  });

  test("the search panel's 'Търсене по снимка' uploads a picture and lands on its listing", async ({ page }) => {
    await page.goto('/');
    const field = page.getByRole('searchbox');
    await hydrated(field);
    await field.click();
    const input = page.getByTestId('search-picture-input');
    await expect(page.getByText('Търсене по снимка')).toBeVisible();
    await hydrated(input);
    await input.setInputFiles({ name: 'sofa.png', mimeType: 'image/png', buffer: await sofaPicture() });
    await expect(page).toHaveURL(/\/products\/visually-similar\/u[A-Za-z0-9_-]{22}\/snimka$/);
    await expect(page.getByTestId('variant-grid').getByRole('listitem').first()).toBeVisible();
  });
});
