/** Build-time reads of the main API through the site's client. Kept free of Gatsby so it can be tested on its own. */
import {
  type CatalogueCategory,
  type CatalogueEshop,
  type FilteringResponse,
  type Menu,
  type Product,
  bodyOf,
  createApiClient,
} from '../../src/client';
import { BASE_LISTINGS, basePath } from '../../packages/core/src';

export interface SourceOptions {
  apiUrl: string;
  /** The server's BUILD_TOKEN: the product export answers only the build. */
  buildToken: string;
  fetch?: (request: Request) => Promise<Response>;
  /** Products per request while paging through the catalogue. */
  pageSize?: number;
  onProgress?: (done: number) => void;
}

export interface SourcedCatalogue {
  menu: Menu;
  categories: CatalogueCategory[];
  /** First page of every listing, keyed by its URL path (`/`, the base listings, `/products/{slug}` with products). */
  listings: Map<string, FilteringResponse>;
  products: Product[];
}

/**
 * Every listing with a static first page: home, the base listings, and per category with offers its
 * listing, sales and price drops; per shop its two listing routes and one page per voucher code (spec §2 Listing).
 */
export function listingPaths(options: { categories: CatalogueCategory[]; eshops: CatalogueEshop[] }): string[] {
  const stocked = options.categories.filter((c) => c.count > 0);
  return [
    '/',
    ...BASE_LISTINGS,
    ...stocked.flatMap((c) => [
      basePath({ kind: 'category', categorySlug: c.slug }),
      basePath({ kind: 'sales', categorySlug: c.slug }),
      basePath({ kind: 'price-drops', categorySlug: c.slug }),
    ]),
    ...options.eshops.flatMap((e) => [
      basePath({ kind: 'eshop', shopSlug: e.slug, voucherCode: null }),
      basePath({ kind: 'merchant', merchantId: e.id }),
      ...e.voucherCodes.map((voucherCode) => basePath({ kind: 'eshop', shopSlug: e.slug, voucherCode })),
    ]),
  ];
}

/** Reads everything the static site renders: menu, categories, each listing's first page and every product with its offers. */
export async function sourceCatalogue(options: SourceOptions): Promise<SourcedCatalogue> {
  /* Every read presents the build token; only the product export requires it. */
  const client = createApiClient({
    baseUrl: options.apiUrl,
    headers: { authorization: `Bearer ${options.buildToken}` },
    fetch: options.fetch,
  });
  const [menu, categories, eshops] = await Promise.all([
    bodyOf(client.GET('/api/v2/menu')),
    bodyOf(client.GET('/api/v2/catalogue/categories')),
    bodyOf(client.GET('/api/v2/catalogue/eshops')),
  ]);
  const listings = new Map<string, FilteringResponse>();
  for (const url of listingPaths({ categories, eshops })) {
    listings.set(url, await bodyOf(client.POST('/api/v2/variant/filtering', { body: { url } })));
  }
  const limit = options.pageSize ?? 200;
  const productsAfter = (after: number) => bodyOf(client.GET('/api/v2/catalogue/products', { params: { query: { after, limit } } }));
  const products: Product[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page = await productsAfter(after);
    products.push(...page.items);
    options.onProgress?.(products.length);
    after = page.nextAfter;
  }
  return { menu, categories, listings, products };
}
