import { expect, test } from '@playwright/test';
import { clickHydrated } from './helpers';
import { CategoryPage, ProductPage } from './pages/shop-pages';

/** The two currencies as bg-BG writes them: whole amounts without decimals, U+00A0 before the sign. */
const PATTERNS = {
  BGN: { amount: /^\d[\d\u00a0]*(,\d\d)?\u00a0лв\.$/, sign: 'лв.' },
  EUR: { amount: /^\d[\d\u00a0]*(,\d\d)?\u00a0€$/, sign: '€' },
} as const;
type Currency = keyof typeof PATTERNS;

/** '1 299,50 лв.' → 1299.5 */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/**
 * PRIMARY_CURRENCY (spec §9: a primary currency and a secondary one) end to end: the project `bgn` runs this journey
 * against the site built and served with the default, the project `eur` against one built and served with EUR.
 */
test.describe('the primary currency leads everywhere prices show (PRIMARY_CURRENCY)', () => {
  test('cards, the price filter, its price URL and the product offers lead with the primary currency', async ({ page }, info) => {
    const primary = info.project.metadata.primaryCurrency as Currency;
    const secondary: Currency = primary === 'BGN' ? 'EUR' : 'BGN';
    const category = new CategoryPage(page);
    await page.goto('/products/mebeli');

    const firstCard = category.cards().first();
    await expect(firstCard.getByTestId('price-primary')).toHaveText(PATTERNS[primary].amount);
    await expect(firstCard.getByTestId('price-secondary')).toHaveText(PATTERNS[secondary].amount);

    const priceTo = page.getByLabel(`Цена до (${PATTERNS[primary].sign})`);
    await expect(priceTo).toBeVisible();
    await expect(page.getByTestId('price-histogram')).toBeVisible();
    const cheapest = Number(await page.getByLabel(`Цена от (${PATTERNS[primary].sign})`).getAttribute('placeholder'));
    const dearest = Number(await priceTo.getAttribute('placeholder'));
    const limit = Math.round(cheapest + (dearest - cheapest) / 4);
    await clickHydrated(priceTo);
    await priceTo.fill(String(limit));
    await page.getByRole('button', { name: 'Приложи' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?priceTo=${limit}$`));
    await expect(category.cards().first()).toBeVisible();
    /* The price URL counts in the primary currency: every card it keeps costs at most the limit in that currency. */
    const primaryPrices = () => category.cards().getByTestId('price-primary').allTextContents();
    await expect.poll(async () => (await primaryPrices()).every((text) => amountOf(text) <= limit)).toBe(true);
    for (const text of await primaryPrices()) expect(text).toMatch(PATTERNS[primary].amount);

    await category.openFirstProduct();
    const product = new ProductPage(page);
    await expect(product.offers().first().getByTestId('price-primary')).toHaveText(PATTERNS[primary].amount);
    await expect(product.offers().first().getByTestId('price-secondary')).toHaveText(PATTERNS[secondary].amount);
  });

  test('the filtering API answers price ranges, choices and histogram in the primary currency', async ({ request }, info) => {
    const primary = info.project.metadata.primaryCurrency as Currency;
    const response = await request.post('/api/v2/variant/filtering', { data: { url: '/products/mebeli' } });
    expect(response.status()).toBe(200);
    const price = (await response.json()).groups.price;
    expect(price.predefined.length).toBeGreaterThan(0);
    for (const choice of price.predefined) expect(choice.name.endsWith(` ${PATTERNS[primary].sign}`)).toBe(true);
    expect(price.histogram.at(-1).upperBound).toBeLessThanOrEqual(price.range.max);
  });
});
