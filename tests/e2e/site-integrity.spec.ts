import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { baseURL, e2eSiteDir } from '../../playwright.config';
import { readStamp } from '../../scripts/site-build';
import { siteTextDefects } from '../../scripts/site-check';
import { hydrated, sofaListingLinks } from './helpers';

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? htmlFiles(join(dir, entry.name)) : entry.name.endsWith('.html') ? [entry.name] : [],
  );

test.describe('what the build ships (issue 22)', () => {
  test('every built page, data file and sitemap is valid UTF-8 with no control character (point 1)', () => {
    expect(htmlFiles(e2eSiteDir).length).toBeGreaterThan(100);
    expect(siteTextDefects(e2eSiteDir)).toEqual([]);
  });

  test("the tests' build is in a site folder of its own, never in the public/ that npm start serves (point 16)", () => {
    expect(readStamp(e2eSiteDir)?.publicUrl).toBe(baseURL);
    expect(readStamp('public')?.publicUrl).not.toBe(baseURL);
  });

  for (const url of ['/products/divani/garbage-xyz', '/products/eshop/nonexistent-shop', '/products/visually-similar/x/y']) {
    test(`${url} answers 404 with the 404 page, which hydrates without errors (point 2)`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Страницата не е намерена');
      await expect.poll(() => heading.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')))).toBe(true);
      await page.waitForLoadState('networkidle');
      await expect(heading).toHaveText('Страницата не е намерена');
      await expect(page.getByRole('link', { name: 'Към началната страница', exact: true })).toBeVisible();
      expect(errors.filter((text) => !/404 \(Not Found\)/.test(text))).toEqual([]);
    });
  }

  test('client routes hydrate the HTML the build made at their shell path, whatever URL they serve (no React 418 or 425)', async ({
    page,
    request,
  }) => {
    const { visuallySimilar } = await sofaListingLinks(request);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    for (const url of [
      '/search?q=divan',
      '/search?q=zzzqqqxx',
      visuallySimilar,
      '/user/favourites/Ab_c-12',
      '/register/confirmation/1/abc',
      '/password/confirmation/abcdef',
      '/watchdog/unsubscribe/Ab_c-12',
      '/user/5',
    ]) {
      await page.goto(url);
      await hydrated(page.locator('h1'));
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });

  test('every page names its icon, which the site serves, so no browser asks for a missing /favicon.ico', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('head link[rel="icon"]').getAttribute('href');
    const icon = await request.get(href!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toContain('image/svg+xml');
  });

  test('robots.txt points crawlers at the sitemap, which lists every static page at its absolute URL (point 2)', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    expect(locs).toContain(`${baseURL}/`);
    expect(locs).toContain(`${baseURL}/products/divani`);
    expect(locs.some((loc) => loc!.startsWith(`${baseURL}/product/`))).toBe(true);
    expect(locs.every((loc) => loc!.startsWith(`${baseURL}/`) && !loc!.includes('404'))).toBe(true);
    /* Account pages are built but never listed: sign-in forms and personal pages are nothing for a search engine. */
    const accountPages = [
      '/login',
      '/register',
      '/register/confirmation',
      '/logout',
      '/password/renew',
      '/password/confirmation',
      '/user',
      '/user/watchdog',
      '/user/favourites',
      '/watchdog/unsubscribe',
      /* The search results and visually-similar pages are built (client-only) but a shopper's query is nothing to list either. */
      '/search',
      '/products/visually-similar',
    ];
    for (const path of accountPages) expect(locs).not.toContain(`${baseURL}${path}`);
    const pages = htmlFiles(e2eSiteDir).filter((name) => name === 'index.html').length;
    expect(locs).toHaveLength(pages - 1 - accountPages.length);
  });
});
