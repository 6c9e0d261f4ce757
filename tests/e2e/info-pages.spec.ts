import { expect, test } from '@playwright/test';

test.describe('info and legal pages, and the page search (issue 25 §6)', () => {
  test('every footer link answers with a page, and a footer link opens its page with its heading', async ({ page, request }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    const paths = await footer.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(paths).toContain('/terms/cookies');
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200);
    /* At the tests' desktop width the footer's panels are open columns (layout.css): the link is there to click. */
    await footer.getByRole('link', { name: 'Бисквитки' }).click();
    await expect(page).toHaveURL(/\/terms\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бисквитки');
    await expect(page).toHaveTitle('Бисквитки | Уют');
    await expect(page.getByRole('table')).toContainText('__Host-session');
  });

  test('the shop and manufacturer directories list the catalogue with counts, linking to the listings', async ({ page }) => {
    await page.goto('/eshops');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Всички магазини');
    const shop = page.locator('.directory__entry a').first();
    await expect(shop).toHaveAttribute('href', /^\/products\/eshop\/[a-z0-9-]+$/);
    await shop.click();
    await expect(page).toHaveURL(/\/products\/eshop\/[a-z0-9-]+$/);
    await expect(page.getByTestId('variant-card').first()).toBeVisible();
    await page.goto('/manufacturers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Производители');
    const manufacturer = page.locator('.directory__entry a').first();
    await expect(manufacturer).toHaveAttribute('href', /^\/products\/proizvoditel-[a-z0-9-]+$/);
    await expect(page.locator('.directory__count').first()).toContainText('продукт');
    await manufacturer.click();
    await expect(page).toHaveURL(/\/products\/proizvoditel-[a-z0-9-]+$/);
    await expect(page.getByTestId('variant-card').first()).toBeVisible();
  });

  test("the search panel shows 'бисквитки' under Страници and opens the cookies page; the index loads only then", async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/page-index.json') indexRequests.push(request.url());
    });
    await page.goto('/');
    const input = page.locator('#site-search');
    await input.click();
    await expect(input).toHaveAttribute('role', 'combobox');
    expect(indexRequests).toEqual([]);
    await input.fill('бисквитки');
    const pages = page.getByRole('group', { name: 'Страници' });
    await pages.getByRole('option', { name: 'Бисквитки' }).click();
    await expect(page).toHaveURL(/\/terms\/cookies$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Бисквитки');
    expect(indexRequests).toHaveLength(1);
  });

  test('the sitemap lists the info pages, and an unknown info path stays a 404', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/about-us', '/terms/cookies', '/terms/privacy-policy', '/eshops', '/manufacturers'])
      expect(sitemap).toContain(`${path}</loc>`);
    expect((await request.get('/terms/no-such-terms')).status()).toBe(404);
  });
});
