/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { addPagePreloads, pagePreloadLinks, withPreloadLinks } from './page-preloads';

const stats = {
  namedChunkGroups: {
    'component---src-templates-listing-tsx': {
      assets: [{ name: 'styles.abc.css' }, { name: 'commons-1.js' }, { name: 'component---src-templates-listing-tsx-2.js' }],
    },
    'component---src-pages-404-tsx': { assets: [{ name: 'commons-1.js' }, { name: 'component---src-pages-404-tsx-3.js' }] },
  },
};
const listing = { componentChunkName: 'component---src-templates-listing-tsx', path: '/products/divani', staticQueryHashes: ['42'] };

describe('pagePreloadLinks (issue 23: what a page fetches at start-up, named in its HTML)', () => {
  it("names the app's and the page's data, its static queries (as the loader fetches them) and its component's scripts", () => {
    expect(pagePreloadLinks({ pageData: listing, stats })).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/app-data.json"/>' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/products/divani/page-data.json"/>' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/sq/d/42.json"/>' +
        '<link rel="preload" as="script" href="/commons-1.js"/>' +
        '<link rel="preload" as="script" href="/component---src-templates-listing-tsx-2.js"/>',
    );
  });

  it("names the home page's data as Gatsby does (index)", () => {
    expect(pagePreloadLinks({ pageData: { ...listing, path: '/', staticQueryHashes: [] }, stats })).toContain(
      'href="/page-data/index/page-data.json"',
    );
  });

  it('fails on a component the build has no scripts for', () => {
    expect(() => pagePreloadLinks({ pageData: { ...listing, componentChunkName: 'component---nope' }, stats })).toThrow('component---nope');
  });
});

describe('withPreloadLinks', () => {
  const html = '<html><head></head><body><div id="___gatsby"></div><script src="/app-1.js" async></script></body></html>';

  it("puts the links after the page's own scripts, at the end of its body", () => {
    expect(withPreloadLinks(html, '<link rel="preload" as="script" href="/x.js"/>')).toBe(
      '<html><head></head><body><div id="___gatsby"></div><script src="/app-1.js" async></script><link rel="preload" as="script" href="/x.js"/></body></html>',
    );
  });

  it('leaves a page that has them as it is', () => {
    const once = withPreloadLinks(html, '<link rel="preload" as="script" href="/x.js"/>');
    expect(withPreloadLinks(once, '<link rel="preload" as="script" href="/x.js"/>')).toBe(once);
  });
});

describe('addPagePreloads (over a built site)', () => {
  const page = (body: string) => `<html><head></head><body>${body}</body></html>`;
  let siteDir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(siteDir, path)), { recursive: true });
    writeFileSync(join(siteDir, path), text);
  };
  beforeAll(() => {
    siteDir = mkdtempSync(join(tmpdir(), 'uyut-preloads-'));
    write('webpack.stats.json', JSON.stringify(stats));
    write('page-data/products/divani/page-data.json', JSON.stringify(listing));
    write('products/divani/index.html', page('Дивани'));
    write(
      'page-data/404.html/page-data.json',
      JSON.stringify({ componentChunkName: 'component---src-pages-404-tsx', path: '/404.html', staticQueryHashes: [] }),
    );
    write('404.html', page('Няма я'));
  });

  it('adds each page its own links, the 404 page included, and only once', () => {
    expect(addPagePreloads(siteDir)).toBe(2);
    const divani = readFileSync(join(siteDir, 'products/divani/index.html'), 'utf8');
    expect(divani).toContain('Дивани<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/app-data.json"/>');
    expect(divani).toContain('href="/component---src-templates-listing-tsx-2.js"/></body>');
    const notFound = readFileSync(join(siteDir, '404.html'), 'utf8');
    expect(notFound).toContain('href="/page-data/404.html/page-data.json"');
    expect(notFound).toContain('href="/component---src-pages-404-tsx-3.js"');
    expect(notFound).not.toContain('listing');
    expect(addPagePreloads(siteDir)).toBe(0);
  });
});
