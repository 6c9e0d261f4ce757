import type { Product } from '../../src/client';
import type { DirectoryEntry, DirectoryName } from '../../src/features/info';
import { basePath, emptyListingQuery, serialiseListingQuery, slugify } from '../../packages/core/src';

/** The directory pages the build creates from the catalogue, by the directory's name. */
export const DIRECTORY_PATHS: Readonly<Record<DirectoryName, string>> = { eshops: '/eshops', manufacturers: '/manufacturers' };

const byName = (a: DirectoryEntry, b: DirectoryEntry) => a.name.localeCompare(b.name, 'bg');

/** Every shop with an offer in the catalogue, alphabetically, with the number of products it offers and its listing. */
export function eshopDirectory(products: readonly Product[]): DirectoryEntry[] {
  const shops = new Map<number, { name: string; slug: string; products: Set<number> }>();
  for (const product of products)
    for (const { eshop } of product.offers.filter((offer) => offer.active)) {
      const shop = shops.get(eshop.id) ?? { name: eshop.name, slug: eshop.slug, products: new Set<number>() };
      shop.products.add(product.id);
      shops.set(eshop.id, shop);
    }
  return [...shops.values()]
    .map((shop) => ({
      name: shop.name,
      url: basePath({ kind: 'eshop', shopSlug: shop.slug, voucherCode: null }),
      productCount: shop.products.size,
    }))
    .sort(byName);
}

/**
 * Every manufacturer of a product on offer, alphabetically, with its number of products and its listing (all products
 * filtered to it). A manufacturer is known by the slug of its name, as the feed import keys it: names that differ only
 * in case or spelling of the same letters are one manufacturer, shown under the name first met.
 */
export function manufacturerDirectory(products: readonly Product[]): DirectoryEntry[] {
  const manufacturers = new Map<string, { name: string; count: number }>();
  for (const product of products) {
    const slug = product.manufacturer ? slugify(product.manufacturer) : '';
    if (!slug || !product.offers.some((offer) => offer.active)) continue;
    const manufacturer = manufacturers.get(slug) ?? { name: product.manufacturer!, count: 0 };
    manufacturer.count += 1;
    manufacturers.set(slug, manufacturer);
  }
  return [...manufacturers]
    .map(([slug, { name, count }]) => ({
      name,
      url: serialiseListingQuery({ ...emptyListingQuery({ kind: 'category', categorySlug: null }), manufacturers: [slug] }),
      productCount: count,
    }))
    .sort(byName);
}
