import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { clickHydrated, hydrated } from './helpers';
import { cli, WATCHDOG_SHOP } from './seed';

/** The e2e server's data folder and the mail it writes there (playwright.config.ts: DATA_DIR var/e2e). */
const DATA_DIR = 'var/e2e';
const OUTBOX = join(DATA_DIR, 'outbox');
const PRODUCT = 'Лампион Пазач';
/* The staff demo account: the accounts journeys use up the demo shopper's five sign-ins per 15 minutes. */
const SHOPPER = { email: 'ekip@uyut.bg', password: 'Demo-Ekip-2026' };

interface OutboxMessage {
  to: unknown;
  subject: string;
  text?: string;
  links: string[];
}

/** The mail to `email` in the outbox, oldest first (the folder appears with the server's first e-mail). */
function messagesTo(email: string): Array<OutboxMessage & { file: string }> {
  if (!existsSync(OUTBOX)) return [];
  return readdirSync(OUTBOX)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(OUTBOX, file), 'utf8')) as OutboxMessage) }))
    .filter((message) => JSON.stringify(message.to).includes(email));
}

/** The watchdog shop's feed with another price (and a note, so the importer reads it as a changed feed). */
function importWatchdogFeed(options: { price: string; note: string }) {
  const feed = readFileSync(WATCHDOG_SHOP.feed, 'utf8')
    .replace(/<PRICE_VAT>[^<]*<\/PRICE_VAT>/, `<PRICE_VAT>${options.price}</PRICE_VAT>`)
    .replace(/<DESCRIPTION>[^<]*<\/DESCRIPTION>/, `<DESCRIPTION>Лампион за следене на цената. ${options.note}</DESCRIPTION>`);
  const file = test.info().outputPath(`watchdog-feed-${options.note}.xml`);
  writeFileSync(file, feed);
  cli(['import', file, '--shop', WATCHDOG_SHOP.slug], { DATA_DIR, PUBLIC_URL: baseURL });
}

async function openProduct(page: Page) {
  await page.goto(`/products/eshop/${WATCHDOG_SHOP.slug}`);
  const card = page.getByTestId('variant-card').filter({ hasText: PRODUCT });
  await card.hover();
  await card.getByRole('link', { name: 'Подробности за продукта' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT);
}

const watchdogButton = (page: Page) => page.getByTestId('watchdog-button');

async function subscribe(page: Page, options: { email?: string; targetPrice?: string }) {
  await clickHydrated(watchdogButton(page));
  const dialog = page.getByRole('dialog', { name: 'Следете продукта' });
  if (options.email !== undefined) await dialog.getByLabel('Имейл').fill(options.email);
  if (options.targetPrice !== undefined) await dialog.getByLabel('Желана цена (по избор)').fill(options.targetPrice);
  await dialog.getByRole('button', { name: 'Следете' }).click();
  return dialog;
}

test.describe('watchdog (issue 24 §5)', () => {
  test.describe.configure({ mode: 'serial' });

  test('a signed-in shopper watches a price; an import drops it; one alert e-mail; unsubscribed through its link', async ({ page }) => {
    /* Four server CLI runs (each starts a process) and a dozen page loads. */
    test.setTimeout(240_000);
    /* The seeded price, whatever an earlier run against this catalogue left. */
    importWatchdogFeed({ price: '500.00', note: 'seeded' });
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Вход' });
    await hydrated(form.getByLabel('Имейл'));
    await form.getByLabel('Имейл').fill(SHOPPER.email);
    await form.getByLabel('Парола', { exact: true }).fill(SHOPPER.password);
    await form.getByRole('button', { name: 'Влезте' }).click();
    await expect(page.getByTestId('user-initials')).toHaveText('ЕУ');

    await openProduct(page);
    await expect(watchdogButton(page)).toHaveText('Следете за наличност');
    const before = messagesTo(SHOPPER.email).length;
    const dialog = await subscribe(page, { targetPrice: '450' });
    await expect(dialog.getByRole('status')).toHaveText(`Готово! Ще ви пишем на ${SHOPPER.email}.`);
    await dialog.getByRole('button', { name: 'Затвори', exact: true }).click();
    await expect(watchdogButton(page)).toHaveText('Прекратяване на следването');

    await page.goto('/user/watchdog');
    await expect(page.getByTestId('watched-item').filter({ hasText: PRODUCT })).toContainText('Цена до 450');

    importWatchdogFeed({ price: '420.00', note: 'first' });
    await expect.poll(() => messagesTo(SHOPPER.email).length).toBe(before + 1);
    const alert = messagesTo(SHOPPER.email).at(-1)!;
    expect(`${alert.subject} ${alert.text ?? ''}`).toContain(PRODUCT);

    /* The price stays under the target: no second e-mail for the same crossing. */
    importWatchdogFeed({ price: '420.00', note: 'second' });
    await page.waitForTimeout(1000);
    expect(messagesTo(SHOPPER.email)).toHaveLength(before + 1);

    const link = alert.links.find((href) => href.includes('/watchdog/unsubscribe/'));
    expect(link).toBeDefined();
    await page.goto(new URL(link!).pathname);
    const confirm = page.getByRole('button', { name: 'Прекратете следенето' });
    await hydrated(confirm);
    /* Opening the link changed nothing: the list still holds the watchdog until the button is pressed. */
    expect(await page.evaluate(() => fetch('/api/v2/user/variants-watched').then((answer) => answer.json()))).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'price' })]),
    );
    await confirm.click();
    await expect(page.getByRole('status').filter({ hasText: 'Следенето е прекратено.' })).toBeVisible();

    await openProduct(page);
    await expect(watchdogButton(page)).toHaveText('Следете за наличност');
  });

  test('an anonymous shopper subscribes for availability and gets a confirmation e-mail first', async ({ page }) => {
    const email = `pazach-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.bg`;
    await openProduct(page);
    const dialog = await subscribe(page, { email });
    await expect(dialog.getByRole('status')).toContainText(`Изпратихме писмо до ${email}.`);
    await expect.poll(() => messagesTo(email).length).toBe(1);
    const confirmLink = messagesTo(email)[0]!.links.find((href) => href.includes('/watchdog/confirm/'));
    expect(confirmLink).toBeDefined();

    const { pathname, search } = new URL(confirmLink!);
    await page.goto(`${pathname}${search}`);
    await expect(page.getByRole('status').filter({ hasText: 'Следенето е потвърдено.' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    await expect(watchdogButton(page)).toHaveText('Прекратяване на следването');
  });
});
