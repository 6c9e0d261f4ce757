import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetcher } from './fetcher';
import { type ProductKey, apiKeys } from './keys';
import type { ApiError } from './errors';
import type { ProductId, ProductResponse } from './types';

/** The live product with its offers; pass the build-time snapshot as `fallbackData`. Null pauses. */
export function useProduct(
  productId: ProductId | null,
  options: SWRConfiguration<ProductResponse, ApiError> = {},
): SWRResponse<ProductResponse, ApiError> {
  return useSWR<ProductResponse, ApiError, ProductKey | null>(productId === null ? null : apiKeys.product(productId), apiFetcher, options);
}
