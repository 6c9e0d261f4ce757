/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { robotsTxt, SITEMAP_LIMIT, sitemapFiles, sitePagePaths, writeSitemap } from './sitemap';

function writeSite(): string {
  const siteDir = mkdtempSync(join(tmpdir(), 'uyut-site-'));
  for (const file of [
    'index.html',
    'products/divani/index.html',
    'product/10-divan-verona/index.html',
    'login/index.html',
    'user/index.html',
    'register/confirmation/index.html',
    'search/index.html',
    '404.html',
    '404/index.html',
    '_gatsby/slices/x/index.html',
    'page-data/index/page-data.json',
    'app-0123.js',
  ]) {
    mkdirSync(join(siteDir, file, '..'), { recursive: true });
    writeFileSync(join(siteDir, file), 'x');
  }
  return siteDir;
}

describe('sitemap and robots.txt (issue 22 point 2)', () => {
  test('every page of a built site, and no 404 page, account page, search results page, slice or data file', () => {
    expect(sitePagePaths(writeSite()).sort()).toEqual(['/', '/product/10-divan-verona', '/products/divani']);
  });

  test('the sitemap lists each page at its absolute URL under PUBLIC_URL, escaped', () => {
    const files = sitemapFiles({ publicUrl: 'https://uyut.bg/', paths: ['/products/divani', '/', '/product/1-a&b'] });
    expect([...files.keys()]).toEqual(['sitemap.xml']);
    const xml = files.get('sitemap.xml')!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc)).toEqual([
      'https://uyut.bg/',
      'https://uyut.bg/product/1-a&amp;b',
      'https://uyut.bg/products/divani',
    ]);
  });

  test('beyond the protocol limit of URLs a file, sitemap.xml indexes parts that each keep to it', () => {
    const paths = Array.from({ length: SITEMAP_LIMIT + 1 }, (_, index) => `/product/${index}`);
    const files = sitemapFiles({ publicUrl: 'https://uyut.bg', paths });
    expect([...files.keys()]).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    expect(files.get('sitemap.xml')).toContain('<sitemapindex');
    expect(files.get('sitemap.xml')).toContain('<loc>https://uyut.bg/sitemap-2.xml</loc>');
    expect(files.get('sitemap-1.xml')!.match(/<url>/g)).toHaveLength(SITEMAP_LIMIT);
    expect(files.get('sitemap-2.xml')!.match(/<url>/g)).toHaveLength(1);
  });

  test('robots.txt keeps crawlers out of the API and the click-outs and points at the sitemap', () => {
    expect(robotsTxt('https://uyut.bg/')).toBe('User-agent: *\nDisallow: /api/\nDisallow: /go/\n\nSitemap: https://uyut.bg/sitemap.xml\n');
  });

  test('both are written into the built site', () => {
    const siteDir = writeSite();
    expect(writeSitemap({ siteDir, publicUrl: 'http://localhost:8000' })).toBe(3);
    expect(readFileSync(join(siteDir, 'robots.txt'), 'utf8')).toContain('Sitemap: http://localhost:8000/sitemap.xml');
    expect(readFileSync(join(siteDir, 'sitemap.xml'), 'utf8')).toContain('<loc>http://localhost:8000/products/divani</loc>');
  });
});
