import type { ProductId, VariantId } from './types';

/** Ids travel in a key as one comma-joined string, so two lists with the same ids in the same order share a cache entry. */
const idList = (ids: readonly number[]) => ids.join(',');

/**
 * The SWR key factory: every cache key of the main API is built here, so invalidation is grep-able
 * (`mutate(apiKeys.product(id))`). Keys are tuples whose second item names the resource.
 */
export const apiKeys = {
  filtering: (url: string) => ['api', 'filtering', url] as const,
  menu: () => ['api', 'menu'] as const,
  product: (productId: ProductId) => ['api', 'product', productId] as const,
  /** Several products at once (the comparison table's lowest offers). */
  products: (productIds: readonly ProductId[]) => ['api', 'products', idList(productIds)] as const,
  variantsByIds: (ids: readonly VariantId[]) => ['api', 'variants-by-ids', idList(ids)] as const,
  profile: () => ['api', 'profile'] as const,
  publicProfile: (userId: string) => ['api', 'public-profile', userId] as const,
  /** The caller's watchdog on one variant (spec §3 Watchdog state). */
  watchdog: (variantId: VariantId) => ['api', 'watchdog', variantId] as const,
  variantsWatched: () => ['api', 'variants-watched'] as const,
  /** A page of liked variants: the caller's own, or a shared list's when `encryptedShare` is not ''. */
  variantsLiked: (query: { sort: string; page: number; pageSize: number; active: boolean; encryptedShare: string }) =>
    ['api', 'variants-liked', query.sort, query.page, query.pageSize, query.active, query.encryptedShare] as const,
  likeAll: (itemType: string) => ['api', 'like-all', itemType] as const,
};

/**
 * The search service's keys, apart from `apiKeys` so that they load with the search panel and not with every page
 * (an object's properties are never left out of a bundle one by one).
 */
export const searchKeys = {
  /** Suggestions for a normalised query (spec §7 Search service). */
  search: (query: string) => ['api', 'search', query] as const,
  trending: () => ['api', 'search-trending'] as const,
};

/** The ids a `products` or `variantsByIds` key carries. */
export function idsOfKey(key: ProductsKey | VariantsByIdsKey): number[] {
  return key[2] === '' ? [] : key[2].split(',').map(Number);
}

export type FilteringKey = ReturnType<typeof apiKeys.filtering>;
export type MenuKey = ReturnType<typeof apiKeys.menu>;
export type ProductKey = ReturnType<typeof apiKeys.product>;
export type ProductsKey = ReturnType<typeof apiKeys.products>;
export type VariantsByIdsKey = ReturnType<typeof apiKeys.variantsByIds>;
export type ApiKey = FilteringKey | MenuKey | ProductKey | ProductsKey | VariantsByIdsKey;
export type ProfileKey = ReturnType<typeof apiKeys.profile>;
export type PublicProfileKey = ReturnType<typeof apiKeys.publicProfile>;
export type WatchdogKey = ReturnType<typeof apiKeys.watchdog>;
export type VariantsWatchedKey = ReturnType<typeof apiKeys.variantsWatched>;
export type VariantsLikedKey = ReturnType<typeof apiKeys.variantsLiked>;
export type LikeAllKey = ReturnType<typeof apiKeys.likeAll>;
export type SearchKey = ReturnType<typeof searchKeys.search>;
export type SearchTrendingKey = ReturnType<typeof searchKeys.trending>;
