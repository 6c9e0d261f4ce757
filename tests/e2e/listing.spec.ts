import { expect, test } from '@playwright/test';
import { clickHydrated, hydrated, isHydrated } from './helpers';

test.describe('listing cards and layout (spec §2 Variant listing, §7 click-through)', () => {
  test('the built listing is not busy before its live answer, and its URL with a trailing slash leads to it', async ({ page, request }) => {
    expect(await (await request.get('/products/divani')).text()).toContain('<section class="listing" aria-busy="false">');
    await page.goto('/products/divani/');
    await expect(page).toHaveURL(/\/products\/divani$/);
    await expect(page.getByTestId('variant-card').first()).toBeVisible();
    await expect(page.locator('section.listing')).toHaveAttribute('aria-busy', 'false');
  });

  test('an active card links out through the click-through link, which records and redirects', async ({ page }) => {
    await page.goto('/products/divani');
    const main = page.getByTestId('variant-card').first().locator('a.variant-card__link').first();
    await expect(main).toHaveAttribute('href', /^\/go\/\d+\?src=1&pos=1&ri=[A-Za-z0-9_-]{1,64}$/);
    await expect(main).toHaveAttribute('target', '_blank');
    await expect(main).toHaveAttribute('rel', /nofollow/);
    const response = await page.request.get((await main.getAttribute('href'))!, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/^https?:\/\//);
  });

  test("a card click opens 'Може да ви хареса и' under the card's grid row, and its close button hides it", async ({ page, request }) => {
    await page.goto('/products/divani');
    const cards = page.getByTestId('variant-card');
    await expect(cards.first()).toBeVisible();
    /* The first card whose offer has similar products (a small category can have a single product). */
    const ids = (
      await cards.locator('a.variant-card__link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    ).map((href) => Number(/^\/go\/(\d+)/.exec(href)?.[1]));
    let index = -1;
    for (const [i, id] of ids.entries()) {
      const similar = await (await request.get(`/api/v2/variant/${id}/similarity`)).json();
      if (similar.variants.length > 0) {
        index = i;
        break;
      }
    }
    expect(index).toBeGreaterThanOrEqual(0);
    const columns = await page.evaluate(
      () => getComputedStyle(document.querySelector('.variant-grid')!).gridTemplateColumns.split(' ').length,
    );

    const popup = page.waitForEvent('popup');
    await clickHydrated(cards.nth(index).locator('a.variant-card__link'));
    await (await popup).close();

    const row = page.getByTestId('similar-row');
    await expect(row.getByRole('heading', { name: 'Може да ви хареса и' })).toBeVisible();
    await expect(row.getByTestId('variant-card').first()).toBeVisible();
    const items = page.getByTestId('variant-grid').locator(':scope > li');
    const rowEnd = Math.min(ids.length - 1, (Math.floor(index / columns) + 1) * columns - 1);
    await expect(items.nth(rowEnd + 1)).toHaveClass(/variant-grid__similar/);
    const cardBox = (await cards.nth(index).boundingBox())!;
    expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(cardBox.y + cardBox.height);

    await row.getByRole('button', { name: 'Затвори подобните продукти' }).click();
    await expect(row).toHaveCount(0);
  });

  test('the grid/row toggle switches the layout and is kept across a reload', async ({ page }) => {
    await page.goto('/products/divani');
    const grid = page.getByTestId('variant-grid');
    await expect(grid).toHaveClass(/variant-grid--grid/);
    const toRows = page.getByRole('button', { name: 'Списък' });
    await clickHydrated(toRows);
    await expect(grid).toHaveClass(/variant-grid--row/);
    await expect(toRows).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('variant-grid')).toHaveClass(/variant-grid--row/);
  });

  test('a shared filtered URL opens with the filter applied; a garbage one is a 404', async ({ page }) => {
    const response = await page.goto('/products/mebeli/bezplatna-dostavka');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('checkbox', { name: /Безплатна доставка/ })).toBeChecked();
    expect((await page.goto('/products/mebeli/nyakakuv-filtur'))?.status()).toBe(404);
  });
});

test.describe('cards on a touch phone (spec §2 Variant listing: no hover there)', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test("the image and the 'Подробности за продукта' link stay inside the card once the image has loaded", async ({ page }) => {
    await page.goto('/products/mebeli');
    const card = page.getByTestId('variant-card').first();
    const image = card.locator('img.variant-card__image').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const detail = card.getByRole('link', { name: 'Подробности за продукта' });
    await expect(detail).toBeVisible();
    const [cardBox, imageBox, detailBox] = await Promise.all([card.boundingBox(), image.boundingBox(), detail.boundingBox()]);
    for (const inner of [imageBox!, detailBox!]) {
      expect(inner.x).toBeGreaterThanOrEqual(cardBox!.x);
      expect(inner.x + inner.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    }
    expect(imageBox!.y + imageBox!.height).toBeLessThanOrEqual(detailBox!.y);
  });

  test('cards out of reach wait to hydrate until scrolled to, and a tap on one that waits works at once (issue 23)', async ({ page }) => {
    await page.goto('/products/divani');
    const toggles = page.getByTestId('variant-card').getByRole('button', { name: /^Сравни: / });
    await expect.poll(() => toggles.first().evaluate(isHydrated), { timeout: 20_000 }).toBe(true);

    const last = toggles.last();
    expect(await last.evaluate(isHydrated)).toBe(false);
    await last.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect.poll(() => last.evaluate(isHydrated)).toBe(true);

    await page.evaluate(() => window.scrollTo(0, 0));
    const waiting = toggles.nth(12);
    expect(await waiting.evaluate(isHydrated)).toBe(false);
    await waiting.tap();
    await expect(waiting).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('filtering a listing (spec §2: filters live in the URL; §3 Filtering response)', () => {
  test('two filters and a price range update counts and results, and the URL reproduces the state', async ({ page }) => {
    await page.goto('/products/mebeli');
    const count = page.getByTestId('listing-count');
    const countValue = async () => Number((await count.innerText()).replace(/\D/g, ''));
    const all = await countValue();

    const shipping = page.getByRole('checkbox', { name: /Безплатна доставка/ });
    await clickHydrated(shipping);
    await expect(page).toHaveURL(/\/products\/mebeli\/bezplatna-dostavka$/);
    await expect.poll(countValue).toBeLessThan(all);
    const withShipping = await countValue();
    await expect(shipping).toBeChecked();

    const colour = page.getByRole('group', { name: /Цвят/ }).getByRole('checkbox', { checked: false, disabled: false }).first();
    await colour.click();
    await expect(page).toHaveURL(/\/products\/mebeli\/bezplatna-dostavka\/.+$/);
    await expect.poll(countValue).toBeLessThanOrEqual(withShipping);

    await page.getByLabel('Цена до (лв.)').fill('5000');
    await page.getByRole('button', { name: 'Приложи' }).click();
    await expect(page).toHaveURL(/\?priceTo=5000$/);
    const filteredUrl = page.url();
    const filteredCount = await countValue();
    const firstCard = await page.getByTestId('variant-card').first().locator('h3').innerText();

    await page.reload();
    expect(page.url()).toBe(filteredUrl);
    await expect.poll(countValue).toBe(filteredCount);
    await expect(page.getByTestId('variant-card').first().locator('h3')).toHaveText(firstCard);
    await expect(shipping).toBeChecked();
  });

  test("on a phone the cards come first; 'Филтри' opens the filters as a sheet that applies a choice and closes on 'Покажи'", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products/mebeli');
    const shipping = page.getByRole('checkbox', { name: /Безплатна доставка/ });
    await expect(shipping).toBeHidden();
    await expect(page.getByTestId('variant-card').first()).toBeInViewport();

    const filtersButton = page.getByRole('button', { name: 'Филтри', exact: true });
    await hydrated(filtersButton);
    /* Issue 23: the closed sheet's choices are not hydrated with the page; the tap that opens it hydrates them. */
    const hiddenShipping = page.getByRole('checkbox', { name: /Безплатна доставка/, includeHidden: true });
    expect(await hiddenShipping.evaluate(isHydrated)).toBe(false);
    await filtersButton.click();
    await expect(shipping).toBeVisible();
    await shipping.click();
    await expect(page).toHaveURL(/\/products\/mebeli\/bezplatna-dostavka$/);
    await expect(page.getByRole('button', { name: 'Филтри 1' })).toBeAttached();
    await page.getByRole('button', { name: /^Покажи \d/ }).click();
    await expect(shipping).toBeHidden();
    await expect(page.getByTestId('variant-card').first()).toBeInViewport();
  });

  test('"Покажи още" appends the next page', async ({ page }) => {
    await page.goto('/products/mebeli');
    await expect(page.getByTestId('variant-card')).toHaveCount(24);
    await clickHydrated(page.getByRole('button', { name: 'Покажи още' }));
    await expect(page.getByTestId('variant-card')).toHaveCount(48);
  });
});

test.describe('other listing routes (spec §2 Listing)', () => {
  test('shop, sales, price-drop and base listings have their own pages; /sales and /category/{id} redirect', async ({ page, request }) => {
    const [shop] = await (await request.get('/api/v2/catalogue/eshops')).json();
    for (const url of [
      `/products/eshop/${shop.slug}`,
      `/eshop/${shop.id}`,
      '/products/sales',
      '/products/vouchers',
      '/products/sales/mebeli',
      '/price-drops/mebeli',
      '/eco',
    ]) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    }
    await page.goto('/sales');
    await expect(page).toHaveURL(/\/products\/sales$/);
  });

  test("a shop's voucher page lists only offers with that voucher, under a title naming the shop and the code", async ({
    page,
    request,
  }) => {
    const shops: Array<{ slug: string; name: string; voucherCodes: string[] }> = await (
      await request.get('/api/v2/catalogue/eshops')
    ).json();
    const shop = shops.find((s) => s.voucherCodes.length > 0)!;
    const code = shop.voucherCodes[0]!;
    const response = await page.goto(`/products/eshop/${shop.slug}/voucher/${encodeURIComponent(code)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Продукти от ${shop.name} с ваучер ${code}`);
    await expect(page).toHaveTitle(new RegExp(code));
    const cards = page.getByTestId('variant-card');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    await expect(page.locator('[data-testid="variant-card"] .voucher-card__code')).toHaveCount(count);
    for (const text of await page.locator('.voucher-card__code').allInnerTexts()) expect(text).toBe(code);
  });
});

test.describe('campaign listings (spec §2 /products/black-friday, /products/garden-season; §3 promoTags)', () => {
  for (const [url, kind, tag] of [
    ['/products/black-friday', 'blackFriday', 'Черен петък'],
    ['/products/garden-season', 'gardenSales', 'Градински сезон'],
  ] as const) {
    test(`${url} is headed '${tag}' and lists the campaign's offers, every card tagged '${tag}', in the static HTML and live`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(url)).text();
      const staticCards = html.match(/data-testid="variant-card"/g)?.length ?? 0;
      expect(staticCards).toBeGreaterThan(0);
      expect(html.match(new RegExp(`badge--${kind}"[^>]*>${tag}<`, 'g'))?.length).toBe(staticCards);
      /* Every visible string is Bulgarian: the heading and the page title are the campaign's name (issue 22 point 12). */
      expect(html).toContain(`<h1>${tag}</h1>`);
      expect(html).not.toMatch(/Black Friday|Garden season/i);

      expect((await page.goto(url))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(tag);
      const cards = page.getByTestId('variant-card');
      await expect(cards.first()).toBeVisible();
      const count = await cards.count();
      for (let i = 0; i < count; i++) await expect(cards.nth(i).getByTestId('promo-tag').filter({ hasText: tag })).toHaveCount(1);
    });
  }
});
