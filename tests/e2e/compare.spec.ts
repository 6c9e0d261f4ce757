import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { clickHydrated, hydrated, layoutFaults } from './helpers';

/** Whether the page itself scrolls sideways (the table may, inside its own box). */
async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Three offers of the listing that share one parameter value, so the table has a row that does not differ: the card
 * ids come from the cards' click-through links, their parameters from the API. Answers their card indexes.
 */
async function threeAlike(page: Page, request: APIRequestContext): Promise<number[]> {
  const links = page.getByTestId('variant-card').locator('a.variant-card__link');
  const ids = (await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))).map((href) =>
    Number(/^\/go\/(\d+)/.exec(href)?.[1]),
  );
  const answer = (await (await request.post('/api/v2/variant/by-ids', { data: { ids } })).json()) as {
    variants: { id: number; displayParameters: string[] }[];
  };
  const holders = new Map<string, number[]>();
  for (const variant of answer.variants)
    for (const parameter of variant.displayParameters) holders.set(parameter, [...(holders.get(parameter) ?? []), ids.indexOf(variant.id)]);
  const shared = [...holders.values()].find((indexes) => indexes.length >= 3);
  expect(shared, 'three cards of the listing share a parameter value').toBeDefined();
  return shared!.slice(0, 3);
}

/** Adds three cards that share a parameter value to the comparison from their 'Сравни' toggles; answers their names. */
async function addThree(page: Page, request: APIRequestContext): Promise<string[]> {
  await page.goto('/products/divani');
  const cards = page.getByTestId('variant-card');
  await expect(cards.nth(2)).toBeVisible();
  const names: string[] = [];
  for (const index of await threeAlike(page, request)) {
    const card = cards.nth(index);
    names.push((await card.locator('.variant-card__name').innerText()).trim());
    const toggle = card.getByRole('button', { name: /^Сравни: / });
    await clickHydrated(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('compare-toast')).toContainText('Продуктът е добавен към сравнението');
  }
  await expect(page.getByTestId('compare-badge')).toHaveText('3');
  return names;
}

async function freshPage(
  browser: Browser,
  device: { viewport: { width: number; height: number }; isMobile: boolean; hasTouch: boolean },
): Promise<Page> {
  const context = await browser.newContext({ ...device, locale: 'bg-BG' });
  return context.newPage();
}

/* A phone is touch-first: hover buttons never cover a card's toggles there. */
for (const device of [
  { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false },
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
]) {
  const { viewport } = device;
  test.describe(`comparison journey at ${viewport.width} px (issue 24 §4)`, () => {
    test.use(device);

    test('three cards → toast → table → only differences → remove → shared link in a fresh context', async ({
      page,
      browser,
      context,
      request,
    }) => {
      /* Two browser contexts and three page loads: on a shared machine with two workers it outlasts the 60 s bound. */
      test.slow();
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const names = await addThree(page, request);

      await page.getByRole('link', { name: 'Покажи сравнение' }).click();
      await expect(page).toHaveURL(/\/compare-products$/);
      const columns = page.getByTestId('compare-column');
      await expect(columns).toHaveCount(3);
      for (const [i, name] of names.entries()) await expect(columns.nth(i)).toContainText(name);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      const rows = page.getByTestId('compare-row');
      const equal = await page.locator('[data-testid="compare-row"][data-differs="false"]').count();
      const all = await rows.count();
      expect(equal).toBeGreaterThan(0);
      await clickHydrated(page.getByRole('switch', { name: 'Само разликите' }));
      await expect(rows).toHaveCount(all - equal);
      await expect(page.locator('[data-testid="compare-row"][data-differs="false"]')).toHaveCount(0);

      await page.getByRole('button', { name: `Премахни от сравнението: ${names[1]}` }).click();
      await expect(columns).toHaveCount(2);
      await expect(page.getByTestId('compare-badge')).toHaveText('2');

      await page.getByRole('button', { name: 'Копирай връзката' }).click();
      const link = await page.getByTestId('compare-link').inputValue();
      expect(new URL(link).pathname).toBe('/compare-products');
      expect(new URL(link).searchParams.get('ids')).toMatch(/^\d+,\d+$/);

      const visitor = await freshPage(browser, device);
      await visitor.goto(link);
      const shared = visitor.getByTestId('compare-column');
      await expect(shared).toHaveCount(2);
      await expect(shared.nth(0)).toContainText(names[0]!);
      await expect(shared.nth(1)).toContainText(names[2]!);
      await expect(visitor.getByTestId('compare-shared')).toBeVisible();
      await expect(visitor.getByTestId('compare-badge')).toHaveCount(0);
      expect(await pageOverflow(visitor)).toBeLessThanOrEqual(0);

      await hydrated(visitor.getByRole('button', { name: 'Запази като мое сравнение' }));
      await visitor.getByRole('button', { name: 'Запази като мое сравнение' }).click();
      await expect(visitor).toHaveURL(/\/compare-products$/);
      await expect(visitor.getByTestId('compare-badge')).toHaveText('2');
      await visitor.context().close();
    });
  });
}

test.describe('comparison table at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('scrolls inside its box with the feature names fixed, and the page never scrolls sideways', async ({ page, request }) => {
    await addThree(page, request);
    await page.goto('/compare-products');
    await expect(page.getByTestId('compare-column')).toHaveCount(3);
    const scroller = page.getByTestId('compare-scroller');
    const widths = await scroller.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).toBeGreaterThan(widths.client);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

    const label = page.getByRole('rowheader').first();
    const before = (await label.boundingBox())!.x;
    await scroller.evaluate((element) => element.scrollBy({ left: 200 }));
    await expect.poll(async () => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect((await label.boundingBox())!.x).toBeCloseTo(before, 0);
    expect(await layoutFaults(page.locator('.compare-page__bar'))).toEqual([]);
  });

  test('an empty comparison offers a way back to the products', async ({ page }) => {
    await page.goto('/compare-products');
    await expect(page.getByTestId('compare-empty')).toBeVisible();
    await page.getByRole('link', { name: 'Разгледайте продуктите' }).click();
    await expect(page).toHaveURL(/\/products$/);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
});
