import { expect, test } from '@playwright/test';
import { hydrated } from './helpers';

test.describe('AI search (issue 25 §4)', () => {
  test('a query typed on a category listing lands on the filtered listing, its filters shown and editable', async ({ page }) => {
    await page.goto('/products/divani');
    const box = page.getByRole('search', { name: /AI търсене/ });
    const input = box.getByRole('searchbox');
    await expect(input).toBeVisible();
    await hydrated(input);
    await input.fill('сив диван до 3000 лв');
    await box.getByRole('button', { name: 'Търси' }).click();
    await expect(page).toHaveURL(/\/products\/divani\/tsvyat-siv\?priceTo=3000$/);
    const filters = page.getByRole('complementary', { name: 'Филтри' });
    /* The choice's name is followed by its count ('сив 2'); JavaScript's \b knows no Cyrillic letters. */
    const grey = filters.getByRole('checkbox', { name: /^сив \d/ });
    await expect(grey).toBeChecked();
    /* A controlled choice: it changes by navigating, so it is clicked rather than unchecked (which expects an instant change). */
    await grey.click();
    await expect(page).toHaveURL(/\/products\/divani\?priceTo=3000$/);
  });

  test('the built listing carries the box, so it paints with the cards rather than after hydration (LCP)', async ({ request }) => {
    const html = await (await request.get('/products/divani/')).text();
    expect(html).toContain('class="ai-search"');
    expect(html).toContain('class="ai-search__hint"');
  });
});
