/** Build-time reads of the main API. Kept free of Gatsby so it can be tested on its own. */
import { basePath } from '../../src/lib/listing-url';

export interface SourceOptions {
  apiUrl: string;
  /** The server's BUILD_TOKEN: the product export answers only the build. */
  buildToken: string;
  fetchApi?: typeof fetch;
  /** Products per request while paging through the catalogue. */
  pageSize?: number;
  onProgress?: (done: number) => void;
}

export interface SourcedCategory {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  longName: string;
  description: string | null;
  count: number;
  breadcrumbs: Array<{ id: number; name: string; slug: string }>;
}

/** A shop with active offers, as the build export lists it. */
export interface SourcedEshop {
  id: number;
  slug: string;
  /** Voucher codes of its active offers: one voucher listing page each. */
  voucherCodes: string[];
}

export interface SourcedProduct {
  id: number;
  slug: string;
  name: string;
  [field: string]: unknown;
}

/** Spec §2 listing routes that are not a category: each gets a static first page. */
export const BASE_LISTINGS = [
  '/products',
  '/products/sales',
  '/products/vouchers',
  '/products/delivery-before-christmas',
  '/products/rooms',
  '/products/black-friday',
  '/products/garden-season',
  '/eco',
];

export interface SourcedCatalogue {
  menu: unknown;
  categories: SourcedCategory[];
  /** First page of every listing, keyed by its URL path (`/`, the base listings, `/products/{slug}` with products). */
  listings: Map<string, unknown>;
  products: SourcedProduct[];
}

async function request<T>(options: SourceOptions & { path: string; body?: unknown }): Promise<T> {
  const fetchApi = options.fetchApi ?? fetch;
  const url = `${options.apiUrl.replace(/\/$/, '')}${options.path}`;
  const response = await fetchApi(url, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${options.buildToken}`,
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Every listing with a static first page: home, the base listings, and per category with offers its
 * listing, sales and price drops; per shop its two listing routes and one page per voucher code (spec §2 Listing).
 */
export function listingPaths(options: { categories: SourcedCategory[]; eshops: SourcedEshop[] }): string[] {
  const stocked = options.categories.filter((c) => c.count > 0);
  return [
    '/',
    ...BASE_LISTINGS,
    ...stocked.flatMap((c) => [`/products/${c.slug}`, `/products/sales/${c.slug}`, `/price-drops/${c.slug}`]),
    ...options.eshops.flatMap((e) => [
      `/products/eshop/${e.slug}`,
      `/eshop/${e.id}`,
      ...e.voucherCodes.map((voucherCode) => basePath({ kind: 'eshop', shopSlug: e.slug, voucherCode })),
    ]),
  ];
}

/** Reads everything the static site renders: menu, categories, each listing's first page and every product with its offers. */
export async function sourceCatalogue(options: SourceOptions): Promise<SourcedCatalogue> {
  const [menu, categories, eshops] = await Promise.all([
    request<unknown>({ ...options, path: '/api/v2/menu' }),
    request<SourcedCategory[]>({ ...options, path: '/api/v2/catalogue/categories' }),
    request<SourcedEshop[]>({ ...options, path: '/api/v2/catalogue/eshops' }),
  ]);
  const listingUrls = listingPaths({ categories, eshops });
  const listings = new Map<string, unknown>();
  for (const url of listingUrls) {
    listings.set(url, await request<unknown>({ ...options, path: '/api/v2/variant/filtering', body: { url } }));
  }
  const products: SourcedProduct[] = [];
  let after: number | null = 0;
  while (after !== null) {
    const page: { items: SourcedProduct[]; nextAfter: number | null } = await request({
      ...options,
      path: `/api/v2/catalogue/products?after=${after}&limit=${options.pageSize ?? 200}`,
    });
    products.push(...page.items);
    options.onProgress?.(products.length);
    after = page.nextAfter;
  }
  return { menu, categories, listings, products };
}
