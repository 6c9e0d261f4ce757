import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listingShell } from '../src/services/site';
import { createTestApp, seedSmallCatalogue, type TestApp } from './helpers';

describe('filtered listing URLs (spec §2: filters live in the URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const siteDir = mkdtempSync(join(tmpdir(), 'uyut-site-'));
    mkdirSync(join(siteDir, 'products', 'divani'), { recursive: true });
    writeFileSync(join(siteDir, 'products', 'divani', 'index.html'), '<html lang="bg">Дивани</html>');
    writeFileSync(join(siteDir, 'index.html'), '<html lang="bg">Начало</html>');
    writeFileSync(join(siteDir, '404.html'), '<html lang="bg">Няма такава страница</html>');
    t = await createTestApp({ seed: seedSmallCatalogue, siteDir });
  });
  afterAll(() => t.close());

  it('maps a filtered path to its category page shell', () => {
    expect(listingShell('/products/divani/tsvyat-siv')).toBe('/products/divani');
    expect(listingShell('/products/divani')).toBeNull();
    expect(listingShell('/product/10-x/y')).toBeNull();
  });

  it('serves the category page for a filtered URL, so the shared link works on reload', async () => {
    const res = await t.app.inject('/products/divani/tsvyat-siv?priceFrom=100');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Дивани');
  });

  it('still answers 404 under a category that has no page, and for unknown pages', async () => {
    for (const url of ['/products/nyama/tsvyat-siv', '/nyama-takava']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Няма такава страница');
    }
  });
});
