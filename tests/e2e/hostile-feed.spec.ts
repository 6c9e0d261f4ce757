import { expect, type Page, test } from '@playwright/test';
import { CategoryPage } from './pages/shop-pages';
import { HOSTILE_SHOP } from './seed';

const PRODUCT_NAME = /^Диван Хакер <\/script><script>alert\('name'\)<\/script><img src=x onerror=alert\('name-img'\)> "' &amp;$/;

/**
 * Records what a page must never do with feed text: open a dialog (a script ran) or trip the Content-Security-Policy
 * (markup from a feed reached the page as HTML, and only the policy stopped it).
 */
function watch(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('dialog', async (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(`csp: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  return { problems };
}

test.describe('a shop feed with markup and script in every text field (issue 21)', () => {
  test("shows the shop's text as text on its statically built listing and on the product page, and runs none of it", async ({ page }) => {
    const { problems } = watch(page);
    const response = await page.goto(`/products/eshop/${HOSTILE_SHOP.slug}`);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+; /);
    const listing = new CategoryPage(page);
    const card = listing.cards().filter({ hasText: 'Диван Хакер <' });
    await expect(card.locator('h3')).toHaveText(PRODUCT_NAME);

    await card.hover();
    await card.getByRole('link', { name: 'Подробности за продукта' }).click();
    await expect(page).toHaveURL(/\/product\/\d+-divan-haker/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT_NAME);
    await expect(page.getByText(HOSTILE_SHOP.name).first()).toBeVisible();

    /* Reloaded, the product page is its static HTML, with the structured data written at build time. */
    await page.reload();
    const structured = page.locator('script[type="application/ld+json"]');
    await expect(structured).toHaveCount(1);
    const product = JSON.parse((await structured.textContent()) ?? '{}') as { name: string; brand?: { name: string } };
    expect(product.name).toMatch(PRODUCT_NAME);
    expect(product.brand?.name).toBe(`</script><script>alert('manufacturer')</script>`);
    await expect(page.getByText("<script>alert('entity')</script>", { exact: false })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the static HTML of both pages holds the text escaped and no script of it', async ({ request }) => {
    const listing = await (await request.get(`/products/eshop/${HOSTILE_SHOP.slug}`)).text();
    const productPath = /href="(\/product\/\d+-divan-haker[a-z0-9-]*)"/.exec(listing)?.[1];
    expect(productPath).toBeDefined();
    const product = await (await request.get(productPath!)).text();
    for (const html of [listing, product]) {
      expect(html).toContain('Диван Хакер &lt;/script&gt;&lt;script&gt;alert(');
      expect(html).not.toMatch(/<script>alert\(|<img src=x/);
    }
  });

  test('every kind of page runs under its policy with no violation: home, listing, product, 404', async ({ page }) => {
    const { problems } = watch(page);
    for (const path of ['/', '/products/divani', '/nyama-takava-stranitsa']) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("object-src 'none'");
      await expect(page.locator('main, h1').first()).toBeVisible();
    }
    await page.goto('/products/divani');
    await new CategoryPage(page).openFirstProduct();
    await expect(page.getByTestId('offer-row').first()).toBeVisible();
    expect(problems).toEqual([]);
  });
});
