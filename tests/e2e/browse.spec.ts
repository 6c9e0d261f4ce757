import { expect, type Locator, type Page, test } from '@playwright/test';
import { clickHydrated, displayToken, firstSofaProductPath, hydrated, layoutShift, recordLayoutShifts } from './helpers';
import { CategoryPage, HomePage, ProductPage } from './pages/shop-pages';

const BGN = /^\d[\d\u00a0]*(,\d\d)?\u00a0лв\.$/;
const EUR = /^\d[\d\u00a0]*(,\d\d)?\u00a0€$/;

test.describe('browsing the catalogue (spec §2 Listing and Product)', () => {
  test('home → category → product, with prices in both currencies (spec §9)', async ({ page }) => {
    const home = new HomePage(page);
    await home.open();
    await expect(page).toHaveTitle(/Уют$/);
    const department = home.departmentLinks().first();
    const departmentName = (await department.innerText()).trim();
    await department.click();

    const category = new CategoryPage(page);
    await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
    await expect(category.heading()).toHaveText(departmentName);
    await expect(category.cards().first()).toBeVisible();
    const firstCard = category.cards().first();
    await expect(firstCard.getByTestId('price-primary')).toHaveText(BGN);
    await expect(firstCard.getByTestId('price-secondary')).toHaveText(EUR);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/products\/[a-z0-9-]+$/);

    const productName = await category.openFirstProduct();
    await expect(page).toHaveURL(/\/product\/\d+-[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const product = new ProductPage(page);
    await expect(product.offers().first()).toBeVisible();
    await expect(product.offers().first().getByTestId('price-primary')).toHaveText(BGN);
    await expect(product.offers().first().getByTestId('price-secondary')).toHaveText(EUR);
    const shopLink = product
      .offers()
      .first()
      .getByRole('link', { name: /Към магазина/ });
    await expect(shopLink).toHaveAttribute('target', '_blank');
    await expect(shopLink).toHaveAttribute('rel', /nofollow/);
    await expect(shopLink).toHaveAttribute('href', /^\/go\/\d+\?src=5&pos=1$/);
    expect(productName.length).toBeGreaterThan(0);
  });

  test('product page: Bulgarian head, canonical URL and schema.org Product with offers', async ({ page, request }) => {
    const listing = await (await request.post('/api/v2/variant/filtering', { data: { url: '/' } })).json();
    const variant = listing.variants[0];
    await page.goto(`/product/${variant.productId}`);
    const canonicalPath = `/product/${variant.productId}-${variant.productSlug}`;
    await expect(page).toHaveURL(new RegExp(`${canonicalPath}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`${canonicalPath}$`));
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/[а-я]/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd.offers['@type']).toBe('AggregateOffer');
    expect(Number(jsonLd.offers.offerCount)).toBeGreaterThan(0);

    await page.goto(`/product/v/${variant.id}`);
    await expect(page).toHaveURL(new RegExp(`${canonicalPath}$`));
  });

  test('a category page and a product page log no console error once idle: no link prefetches a page the site does not build', async ({
    page,
    request,
  }) => {
    const productPath = await firstSofaProductPath(request);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of ['/products/divani', productPath]) {
      await page.goto(path);
      const login = page.getByRole('link', { name: 'Вход' });
      await hydrated(login);
      /* A Gatsby Link loads its page's data when it comes into view and again on hover; these pages are not built yet. */
      await login.hover();
      await page.getByRole('link', { name: /сравн/i }).first().hover();
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  /** Loads `path` and checks that its image of `pick` comes from the image service, loads, and shifts nothing. */
  async function imageLoadsAtItsSize(page: Page, path: string, pick: (page: Page) => Locator): Promise<Locator> {
    await recordLayoutShifts(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    const image = pick(page);
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = (await image.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/img\/variant\/\d+-\d+\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{2}\/\d+\/[a-z0-9-]+\.(jpg|webp)$/);
    const response = await page.request.get(src);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    return image;
  }

  test('card images load from the image service at their declared size (no layout shift)', async ({ page }) => {
    await imageLoadsAtItsSize(page, '/products/divani', (loaded) =>
      loaded.getByTestId('variant-card').first().locator('img[src*="/img/variant/"]').last(),
    );
  });

  test("the product photo loads the images service's WebP at its declared size, and hydration keeps that very image", async ({
    page,
    request,
  }) => {
    const productPath = await firstSofaProductPath(request);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __painted: Element | null }).__painted = document.querySelector('img.product__photo');
      }),
    );
    const photo = await imageLoadsAtItsSize(page, productPath, (loaded) => loaded.locator('.product__gallery img.product__photo'));
    await expect(page.getByTestId('visual-button')).toBeVisible({ timeout: 20_000 });
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
    expect(await photo.evaluate((img) => img === (window as unknown as { __painted: Element | null }).__painted)).toBe(true);
  });
});

test.describe('page shell (spec §2 Shared page elements)', () => {
  test('a footer accordion panel opens when an anchor targets it; the country switch navigates', async ({ page }) => {
    await page.goto('/#pomosht');
    await expect(page.locator('details#pomosht')).toHaveAttribute('open', '');
    await expect(page.locator('details#pravni')).not.toHaveAttribute('open', '');
    await page.goto('/');
    await page.evaluate(() => {
      window.location.hash = 'pravni';
    });
    await expect(page.locator('details#pravni')).toHaveAttribute('open', '');

    await page.route('https://uyut.ro/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Uyut RO</h1>' }));
    await page.getByRole('contentinfo').getByRole('combobox').selectOption('https://uyut.ro');
    await expect(page).toHaveURL('https://uyut.ro/');
  });

  test('logged out: a login button; logged in: the initials from the token cookie (spec §3 User)', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Вход' })).toBeVisible();
    await expect(page.getByTestId('user-initials')).toHaveCount(0);

    const token = displayToken({
      sub: '42',
      name: 'Мария Иванова',
      given_name: 'Мария',
      family_name: 'Иванова',
      email: 'maria@example.bg',
      gender: 2,
    });
    /*
     * Already paired for user 42: a display token alone has no session, so a pairing call would answer 401 and clear it.
     * The signed-out page is left first (it would see the new cookie and pair), and the id is set before the next
     * page's scripts run (the signed-out startup of the first load clears it, possibly late).
     */
    await page.goto('about:blank');
    await context.addCookies([{ name: 'token', value: token, url: baseURL! }]);
    await page.addInitScript(() => localStorage.setItem('uyut:likes-paired-user', '42'));
    await page.goto('/');
    /* The initials come with hydration, which two parallel workers on a loaded machine can hold up past the default bound. */
    await expect(page.getByTestId('user-initials')).toHaveText('МИ', { timeout: 15_000 });
    await expect(page.getByRole('link', { name: 'Вход' })).toHaveCount(0);
  });

  test('the compare link carries a count badge that follows the compare list', async ({ page }) => {
    await page.goto('/products/divani');
    const compareLink = page.getByRole('link', { name: /сравн/i }).first();
    await expect(page.getByTestId('compare-badge')).toHaveCount(0);
    await clickHydrated(
      page
        .getByTestId('variant-card')
        .first()
        .getByRole('button', { name: /Сравни/ }),
    );
    await expect(page.getByTestId('compare-badge')).toHaveText('1');
    await expect(compareLink).toHaveAttribute('href', '/compare-products');
  });
});
