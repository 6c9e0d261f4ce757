import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The static site `npm start` builds, which the page benchmarks read or serve. */
export const PUBLIC = join(__dirname, '..', '..', 'public');

/** The first listing page under /products/ of a built site (`/products/{slug}`; `npm start`'s by default), or null. */
export function firstCategoryPage(siteDir = PUBLIC): string | null {
  const products = join(siteDir, 'products');
  if (!existsSync(products)) return null;
  const slug = readdirSync(products, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(products, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort()[0];
  return slug === undefined ? null : `/products/${slug}`;
}

/**
 * What a built listing page links to that other page types are reached by: its first card's visually-similar listing
 * and its cards' variant ids (in order, each once; a card's click-out link is `/go/{variantId}`).
 */
export function listingLinks(html: string): { visuallySimilar: string | undefined; variantIds: number[] } {
  return {
    visuallySimilar: /href="(\/products\/visually-similar\/v\d+\/[a-z0-9-]+)"/.exec(html)?.[1],
    variantIds: [...new Set([...html.matchAll(/href="\/go\/(\d+)\?/g)].map(([, id]) => Number(id)))],
  };
}
