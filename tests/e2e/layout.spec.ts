import { expect, type Page, test } from '@playwright/test';
import { clickHydrated, layoutFaults } from './helpers';

/** Cards of the first rows are measured: every card shares the same rules, and off-screen cards skip layout. */
const CARDS = 8;
/** A listing with sliders on its cards, price filter, parameter lists and category chips; and the one with the longest chips. */
const LISTINGS = ['/products/divani', '/products'];

async function cardFaults(page: Page): Promise<{ faults: string[]; sliders: number }> {
  const cards = page.getByTestId('variant-card');
  await expect(cards.first()).toBeVisible();
  const faults: string[] = [];
  let sliders = 0;
  const count = Math.min(CARDS, await cards.count());
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    await card.scrollIntoViewIfNeeded();
    sliders += await card.locator('.card-slider__button--next').count();
    faults.push(...(await layoutFaults(card)));
  }
  return { faults, sliders };
}

test.describe('layout: no control of a card or of the filter panel overlaps another or leaves its box (issue 22 point 14)', () => {
  test.describe('desktop, 1440 px', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    for (const path of LISTINGS) {
      test(`${path}: cards and the filter column`, async ({ page }) => {
        await page.goto(path);
        const { faults, sliders } = await cardFaults(page);
        const panel = page.locator('aside.filters');
        await expect(panel).toBeVisible();
        faults.push(...(await layoutFaults(panel)));
        expect(faults).toEqual([]);
        if (path === '/products/divani') expect(sliders).toBeGreaterThan(0);
      });
    }
  });

  test.describe('mobile, 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    for (const path of LISTINGS) {
      test(`${path}: cards and the filters sheet`, async ({ page }) => {
        await page.goto(path);
        const { faults, sliders } = await cardFaults(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await clickHydrated(page.getByRole('button', { name: /Филтри/ }));
        const panel = page.locator('aside.filters');
        await expect(panel).toBeVisible();
        faults.push(...(await layoutFaults(panel)));
        expect(faults).toEqual([]);
        if (path === '/products/divani') expect(sliders).toBeGreaterThan(0);
      });
    }
  });
});
