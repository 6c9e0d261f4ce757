import { expect, type Page, test } from '@playwright/test';
import { clickHydrated, hydrated, layoutFaults, linkFromOutbox } from './helpers';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.bg`;

async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Вход' });
  await hydrated(form.getByLabel('Имейл'));
  await form.getByLabel('Имейл').fill(email);
  await form.getByLabel('Парола', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Влезте' }).click();
}

/** /logout says it signed out, then goes home: only the home page with 'Вход' is sure to be seen (the message may pass first). */
async function logout(page: Page) {
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Вход' })).toBeVisible();
}

test.describe('accounts (issue 24 §1)', () => {
  test('register → confirm from the e-mail → profile → log out → demo shopper → forgotten password → reset; the old password is refused', async ({
    page,
  }) => {
    /* Eleven page loads and three e-mails: longer than one journey's default bound on a shared machine. */
    test.setTimeout(180_000);
    const email = uniqueEmail('nov');
    const password = 'първа парола 2026';
    await page.goto('/register');
    const register = page.getByRole('form', { name: 'Регистрация' });
    await hydrated(register.getByLabel('Имейл'));
    await register.getByLabel('Име, което да виждат другите').fill('Нов Купувач');
    await register.getByLabel('Имейл').fill(email);
    await register.getByLabel('Парола', { exact: true }).fill(password);
    await register.getByRole('button', { name: 'Регистрирайте се' }).click();
    await expect(page.getByRole('heading', { name: 'Проверете пощата си' })).toBeVisible();

    await page.goto(await linkFromOutbox(email, '/register/confirmation/'));
    await expect(page.getByText(/Имейлът е потвърден/)).toBeVisible();
    await expect(page.getByTestId('user-initials')).toHaveText('НК');
    await page.getByRole('link', { name: 'Към профила' }).click();

    await expect(page.getByRole('heading', { name: 'Моят профил', level: 1 })).toBeVisible();
    const name = page.getByLabel('Име, което да виждат другите');
    await expect(name).toHaveValue('Нов Купувач');
    await name.fill('Ново Име');
    await page.getByLabel('Собствено име').fill('Стоян');
    await page.getByLabel('Фамилия').fill('Колев');
    await page.getByLabel('Дата на раждане').fill('1990-04-12');
    await page.getByLabel('Пол').selectOption('1');
    await page.getByRole('button', { name: 'Запазете промените' }).click();
    await expect(page.getByText('Промените са запазени.')).toBeVisible();
    await expect(page.getByTestId('user-initials')).toHaveText('СК');
    await page.reload();
    await expect(page.getByLabel('Дата на раждане')).toHaveValue('1990-04-12');
    await expect(page.getByLabel('Пол')).toHaveValue('1');

    await logout(page);

    await login(page, 'klient@uyut.bg', 'Demo-Klient-2026');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-initials')).toHaveText('МИ');
    await logout(page);

    await page.goto('/password/renew');
    const renew = page.getByRole('form', { name: 'Забравена парола' });
    await hydrated(renew.getByLabel('Имейл'));
    await renew.getByLabel('Имейл').fill(email);
    await renew.getByRole('button', { name: 'Изпратете връзка' }).click();
    await expect(page.getByText(/Ако има профил с този имейл/)).toBeVisible();

    const newPassword = 'втора парола 2026';
    await page.goto(await linkFromOutbox(email, '/password/confirmation/'));
    const reset = page.getByRole('form', { name: 'Задайте нова парола' });
    await hydrated(reset.getByLabel('Нова парола'));
    await reset.getByLabel('Нова парола').fill(newPassword);
    await reset.getByRole('button', { name: 'Запазете паролата' }).click();
    await expect(page.getByText(/Паролата е сменена/)).toBeVisible();
    await expect(page.getByTestId('user-initials')).toHaveText('СК');
    await logout(page);

    await login(page, email, password);
    await expect(page.getByText('Грешен имейл или парола.')).toBeVisible();
    await login(page, email, newPassword);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('user-initials')).toHaveText('СК');
  });

  test('/user signed out goes to the login page, which brings the shopper back after signing in', async ({ page }) => {
    await page.goto('/user');
    await expect(page).toHaveURL(/\/login\?next=(%2F|\/)user$/);
    const form = page.getByRole('form', { name: 'Вход' });
    await hydrated(form.getByLabel('Имейл'));
    await form.getByLabel('Имейл').fill('klient@uyut.bg');
    await form.getByLabel('Парола', { exact: true }).fill('Demo-Klient-2026');
    await form.getByRole('button', { name: 'Влезте' }).click();
    await expect(page).toHaveURL(/\/user$/);
    await expect(page.getByLabel('Име, което да виждат другите')).toHaveValue('Мария Иванова');

    const { id } = (await (await page.request.get('/api/v2/user')).json()) as { id: string };
    await page.goto(`/user/${id}`);
    await expect(page.getByRole('heading', { name: 'Профил на Мария Иванова', level: 1 })).toBeVisible();
    await expect(page.getByText('klient@uyut.bg')).toHaveCount(0);
  });

  test("the header's 'Вход' opens the auth modal, loaded on demand, which signs in without leaving the page", async ({ page }) => {
    await page.goto('/products/divani');
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') chunks.push(request.url());
    });
    await clickHydrated(page.getByRole('link', { name: 'Вход' }));
    const dialog = page.getByRole('dialog', { name: 'Вход и регистрация' });
    await expect(dialog).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
    await dialog.getByLabel('Имейл').fill('klient@uyut.bg');
    await dialog.getByLabel('Парола', { exact: true }).fill('Demo-Klient-2026');
    await dialog.getByRole('button', { name: 'Влезте' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/products\/divani$/);
    await expect(page.getByTestId('user-initials')).toHaveText('МИ');
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`account pages at ${viewport.width} px: no horizontal overflow, no control outside its box`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const pages = ['/login', '/register', '/password/renew', '/password/confirmation/nyama-takuv-kod'];
      for (const path of pages) {
        await page.goto(path);
        await hydrated(page.getByRole('heading', { level: 1 }));
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
        expect(await layoutFaults(page.locator('main'))).toEqual([]);
      }
      await login(page, 'klient@uyut.bg', 'Demo-Klient-2026');
      await expect(page.getByTestId('user-initials')).toHaveText('МИ');
      await page.goto('/user');
      await expect(page.getByLabel('Име, което да виждат другите')).toHaveValue('Мария Иванова');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await layoutFaults(page.locator('main'))).toEqual([]);
    });
  }
});
