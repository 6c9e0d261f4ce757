import type { ListingFeature, ListingSort } from './types';

/** Path segment of each feature, in canonical order. */
export const FEATURE_SEGMENTS: Readonly<Record<ListingFeature, string>> = {
  'free-shipping': 'bezplatna-dostavka',
  'in-stock': 'v-nalichnost',
  voucher: 's-vaucher',
  discount: 's-otstapka',
  installments: 'na-izplashtane',
  'fast-delivery': 'dostavka-do-3-dni',
};

/** Path segment suffix of each sort after `sortirane-`; relevance is the default and never written. */
export const SORT_SEGMENTS: Readonly<Record<ListingSort, string>> = {
  relevance: 'preporachani',
  cheapest: 'nay-evtini',
  expensive: 'nay-skapi',
  discount: 'nay-golyama-otstapka',
  newest: 'nay-novi',
  rating: 'nay-dobre-otseneni',
};

export const MANUFACTURER_PREFIX = 'proizvoditel-';
export const SHOP_PREFIX = 'magazin-';
export const SORT_PREFIX = 'sortirane-';
export const PAGE_PREFIX = 'stranitsa-';

/**
 * Words a parameter's slug must not be, since a path segment starting with one of them is read as a shop, a
 * manufacturer, a sort or a page (and `page`, the page's query word): the index gives such a parameter `{slug}-param`.
 */
export const RESERVED_PARAM_SLUGS: ReadonlySet<string> = new Set([
  ...[SHOP_PREFIX, MANUFACTURER_PREFIX, SORT_PREFIX, PAGE_PREFIX].map((prefix) => prefix.slice(0, -1)),
  'page',
]);

/** Fixed base paths without a slug. */
export const FIXED_BASES = {
  '/products/sales': 'sales',
  '/products/vouchers': 'vouchers',
  '/products/delivery-before-christmas': 'delivery-before-christmas',
  '/products/rooms': 'rooms',
  '/products/black-friday': 'black-friday',
  '/products/garden-season': 'garden-season',
  '/eco': 'eco',
} as const;

/** Words after `/products/` that are routes, so no category slug may use them. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'sales',
  'vouchers',
  'delivery-before-christmas',
  'rooms',
  'black-friday',
  'garden-season',
  'eshop',
  'visually-similar',
]);

export const MAX_PAGE = 10_000;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** First path segments the listing grammar owns (spec §2 Listing): every listing path but `/` starts with one. */
export const LISTING_ROOTS: readonly string[] = ['products', 'eco', 'sales', 'eshop', 'price-drops'];

/** First path segment of the search results listing (a client-only page on the site, so not among LISTING_ROOTS). */
export const SEARCH_ROOT = 'search';

/** The listings without a slug that are not the home page: `/products` and the fixed bases, each with a static first page. */
export const BASE_LISTINGS: readonly string[] = ['/products', ...Object.keys(FIXED_BASES)];

/** Paths the listing URL grammar owns, with or without filters (the home page `/` aside). */
export function isListingPath(urlPath: string): boolean {
  const root = urlPath.split(/[/?]/)[1];
  return urlPath.startsWith('/') && root !== undefined && LISTING_ROOTS.includes(root);
}
