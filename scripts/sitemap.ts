import { readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { escapeHtml, isAccountPath, VISUALLY_SIMILAR_BASE } from '@uyut/core';
import { isPublicSiteFile } from '../server/src/services/site/served-files';

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_LIMIT = 50_000;

/** The search results and visually-similar pages: a shopper's query, never a page for a search engine (they say noindex). */
const QUERY_PAGES: ReadonlySet<string> = new Set(['/search', VISUALLY_SIMILAR_BASE]);

/**
 * The URL path of every page of a built site (Gatsby writes each as `{path}/index.html`), the 404 page, the account
 * pages (sign-in forms and personal pages, nothing for a search engine) and the search results and visually-similar
 * pages left out.
 */
export function sitePagePaths(siteDir: string, dir = siteDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return sitePagePaths(siteDir, full);
    const file = relative(siteDir, full).split(sep).join('/');
    if (entry.name !== 'index.html' || !isPublicSiteFile(file) || /^404(\/|$)/.test(file)) return [];
    const path = `/${file.slice(0, -'index.html'.length).replace(/\/$/, '')}`;
    return isAccountPath(path) || QUERY_PAGES.has(path) ? [] : [path];
  });
}

const urlset = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `<url><loc>${escapeHtml(url)}</loc></url>\n`).join('')}</urlset>\n`;

const sitemapIndex = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>\n`).join('')}</sitemapindex>\n`;

/**
 * The sitemap files of a site's pages, by file name: `sitemap.xml` lists them all, or, beyond the protocol's limit
 * of URLs in one file, indexes `sitemap-1.xml`, `sitemap-2.xml` … which do.
 */
export function sitemapFiles(options: { publicUrl: string; paths: string[] }): Map<string, string> {
  const origin = options.publicUrl.replace(/\/+$/, '');
  const urls = [...options.paths].sort().map((path) => `${origin}${path === '/' ? '/' : path}`);
  if (urls.length <= SITEMAP_LIMIT) return new Map([['sitemap.xml', urlset(urls)]]);
  const parts = Array.from({ length: Math.ceil(urls.length / SITEMAP_LIMIT) }, (_, index) =>
    urls.slice(index * SITEMAP_LIMIT, (index + 1) * SITEMAP_LIMIT),
  );
  const names = parts.map((_, index) => `sitemap-${index + 1}.xml`);
  return new Map([
    ['sitemap.xml', sitemapIndex(names.map((name) => `${origin}/${name}`))],
    ...parts.map((part, index) => [names[index]!, urlset(part)] as const),
  ]);
}

/** Crawlers may read every page, but neither the API nor the click-outs (a crawler's visit is no shopper's click). */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nDisallow: /api/\nDisallow: /go/\n\nSitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}

/** Writes robots.txt and the sitemap of every page into a built site; returns how many pages it lists. */
export function writeSitemap(options: { siteDir: string; publicUrl: string }): number {
  const paths = sitePagePaths(options.siteDir);
  for (const [name, xml] of sitemapFiles({ publicUrl: options.publicUrl, paths })) writeFileSync(join(options.siteDir, name), xml);
  writeFileSync(join(options.siteDir, 'robots.txt'), robotsTxt(options.publicUrl));
  return paths.length;
}
