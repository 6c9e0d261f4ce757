import { expect, type Page, test } from '@playwright/test';
import { clickHydrated, hydrated, linkFromOutbox } from './helpers';

/** The ids the server holds as this browser's (or its user's) likes of a type. */
async function serverLikes(page: Page, itemType: 'variant' | 'comparison'): Promise<string[]> {
  const answer = await page.request.get(`/api/v1/bg/like-all/${itemType}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as string[];
}

test.describe('likes and favourites (issue 24 §2, §3)', () => {
  test('an anonymous shopper likes three offers → the prompt → registers → confirms → the likes are the account’s; shares the list; likes a comparison', async ({
    page,
    browser,
  }) => {
    /* Six page loads, an e-mail and a second browser: longer than one journey's default bound on a shared machine. */
    test.setTimeout(180_000);
    await page.goto('/products/divani');
    const cards = page.getByTestId('variant-card');
    await expect(cards.nth(2)).toBeVisible();
    const names: string[] = [];
    for (const index of [0, 1, 2]) {
      const card = cards.nth(index);
      names.push((await card.locator('.variant-card__name').innerText()).trim());
      const heart = card.getByRole('button', { name: /^Това ми харесва\./ });
      await clickHydrated(heart);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(heart.getByTestId('like-count')).toBeVisible();
    }

    const prompt = page.getByTestId('likes-prompt');
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Регистрация' }).click();
    const email = `likes-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.bg`;
    const register = page.getByRole('dialog').getByRole('form', { name: 'Регистрация' });
    await hydrated(register.getByLabel('Имейл'));
    await register.getByLabel('Име, което да виждат другите').fill('Харесващ Купувач');
    await register.getByLabel('Имейл').fill(email);
    await register.getByLabel('Парола', { exact: true }).fill('харесвам дивани 2026');
    await register.getByRole('button', { name: 'Регистрирайте се' }).click();
    await expect(page.getByText('Проверете пощата си')).toBeVisible();

    await page.goto(await linkFromOutbox(email, '/register/confirmation/'));
    await expect(page.getByText(/Имейлът е потвърден/)).toBeVisible();
    /* Startup sends the local likes and, signed in, pairs them with the account: the server then holds all three. */
    await expect.poll(async () => (await serverLikes(page, 'variant')).length).toBe(3);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('uyut:likes') ?? '[]').length)).toBe(0);

    await page.goto('/user/favourites');
    for (const name of names) await expect(page.getByText(name, { exact: true })).toBeVisible();
    await clickHydrated(page.getByRole('button', { name: 'Създай връзка за споделяне' }));
    const link = await page.getByTestId('favourites-share-link').inputValue();
    expect(link).toMatch(/\/user\/favourites\/[A-Za-z0-9_-]{20,}$/);

    const stranger = await browser.newContext({ locale: 'bg-BG' });
    const shared = await stranger.newPage();
    await shared.goto(new URL(link).pathname);
    await expect(shared.getByRole('heading', { name: 'Споделени любими продукти' })).toBeVisible();
    for (const name of names) await expect(shared.getByText(name, { exact: true })).toBeVisible();
    await stranger.close();

    await page.goto('/products/divani');
    for (const index of [0, 1]) await clickHydrated(cards.nth(index).getByRole('button', { name: /^Сравни: / }));
    await page.goto('/compare-products');
    const comparisonHeart = page.getByRole('button', { name: /^Това ми харесва\. това сравнение/ });
    await clickHydrated(comparisonHeart);
    await expect(comparisonHeart).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await serverLikes(page, 'comparison')).length).toBe(1);
  });
});
