import { expect, type Page, test } from '@playwright/test';
import { hydrated } from './helpers';

/** Focuses the header's search field once the page is interactive; the panel's code then loads and makes it a combobox. */
async function openSearch(page: Page) {
  const field = page.getByRole('searchbox', { name: 'Търсене в Уют' });
  await hydrated(field);
  await field.click();
  const combobox = page.getByRole('combobox', { name: 'Търсене в Уют' });
  await expect(combobox).toBeVisible();
  return combobox;
}

/** The text of the option the combobox points at with aria-activedescendant. */
async function highlighted(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const id = document.getElementById('site-search')?.getAttribute('aria-activedescendant');
    return id ? (document.getElementById(id)?.textContent ?? null) : null;
  });
}

test.describe('search panel and results (issue 25 §2, §3)', () => {
  test('typing "divan" suggests sofas; arrows wrap around; Escape and a click outside close the panel', async ({ page }) => {
    await page.goto('/');
    const field = await openSearch(page);
    await field.pressSequentially('divan');
    const listbox = page.getByRole('listbox', { name: 'Предложения за търсене' });
    await expect(listbox.getByRole('option', { name: /^Дивани/ }).first()).toBeVisible();
    await expect(listbox.getByRole('option').last()).toHaveText('Търсене на „divan“ в продуктите');
    await expect(field).toHaveAttribute('aria-expanded', 'true');

    const first = (await listbox.getByRole('option').first().textContent()) ?? '';
    await field.press('ArrowDown');
    expect(await highlighted(page)).toBe(first);
    await field.press('ArrowUp');
    expect(await highlighted(page)).toBe('Търсене на „divan“ в продуктите');
    await field.press('ArrowDown');
    expect(await highlighted(page)).toBe(first);

    await field.press('Escape');
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(listbox.getByRole('option')).toHaveCount(0);
    await expect(field).toHaveValue('divan');

    await field.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await page.locator('main').click({ position: { x: 5, y: 5 } });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  test('Enter searches the query: the results page lists sofas with the query as a removable filter', async ({ page }) => {
    await page.goto('/');
    const field = await openSearch(page);
    await field.pressSequentially('диван');
    await expect(page.getByRole('option', { name: 'Търсене на „диван“ в продуктите' })).toBeVisible();
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Резултати за „диван“' })).toBeVisible();
    await expect(page.getByTestId('variant-card').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Премахни търсенето „диван“' })).toBeVisible();
  });

  test('the results page answers a direct visit too (client-only route)', async ({ page }) => {
    const response = await page.goto('/search?q=divan');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Резултати за „divan“' })).toBeVisible();
    await expect(page.getByTestId('variant-card').first()).toBeVisible();
  });

  test('the empty panel lists the two products visited last, newest first', async ({ page }) => {
    await page.goto('/products/divani');
    const productLinks = page.locator('a[href^="/product/"]');
    await expect(productLinks.nth(1)).toBeAttached();
    const paths = [...new Set(await productLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')))].slice(0, 2);
    expect(paths).toHaveLength(2);
    const names: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await hydrated(heading);
      names.push((await heading.innerText()).trim());
      /* The product is remembered once its page has run its scripts. */
      await expect.poll(() => page.evaluate(() => localStorage.getItem('uyut:recent-products') ?? '')).toContain(names.at(-1)!);
    }
    await page.goto('/');
    await openSearch(page);
    const recent = page.getByRole('group', { name: 'Започнете оттам, откъдето сте спрели' });
    await expect(recent.getByRole('option')).toHaveText([names[1]!, names[0]!]);
    await expect(page.getByRole('group', { name: 'Популярни категории' }).getByRole('option').first()).toBeVisible();
  });
});
