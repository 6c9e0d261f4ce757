import type { ProductId } from './types';

/**
 * The SWR key factory: every cache key of the main API is built here, so invalidation is grep-able
 * (`mutate(apiKeys.product(id))`). Keys are tuples whose second item names the resource.
 */
export const apiKeys = {
  filtering: (url: string) => ['api', 'filtering', url] as const,
  menu: () => ['api', 'menu'] as const,
  product: (productId: ProductId) => ['api', 'product', productId] as const,
};

export type FilteringKey = ReturnType<typeof apiKeys.filtering>;
export type MenuKey = ReturnType<typeof apiKeys.menu>;
export type ProductKey = ReturnType<typeof apiKeys.product>;
export type ApiKey = FilteringKey | MenuKey | ProductKey;
