import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUILD_STAMP } from '../src/services/site/served-files';
import { createTestApp, seedSmallCatalogue, type TestApp } from './helpers';

describe('the site before its first build is in place (issue 22 point 2)', () => {
  let t: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(join(tmpdir(), 'uyut-site-'));
    t = await createTestApp({ seed: seedSmallCatalogue, siteDir });
  });
  afterAll(() => t.close());

  test.each(['/', '/products/divani', '/products/divani/cvyat-siv', '/robots.txt'])(
    '%s answers the Bulgarian "being built" page, 503 with Retry-After',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.body).toContain('<html lang="bg">');
      expect(res.body).toContain('<h1>Сайтът се подготвя</h1>');
      expect(res.body).not.toContain('<script');
    },
  );

  test('the API answers meanwhile, and an unknown API path is still a JSON 404', async () => {
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
    const unknown = await t.app.inject('/api/nyama');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404 });
  });

  test('half a site without the stamp of a finished build is not served; once the stamped build is in place it is', async () => {
    writeFileSync(join(siteDir, 'index.html'), '<html lang="bg">Начало</html>');
    writeFileSync(join(siteDir, '404.html'), '<html lang="bg">Няма такава страница</html>');
    expect((await t.app.inject('/')).statusCode).toBe(503);
    writeFileSync(join(siteDir, BUILD_STAMP), '{}');
    const home = await t.app.inject('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Начало');
    expect((await t.app.inject('/nyama')).statusCode).toBe(404);
  });
});
