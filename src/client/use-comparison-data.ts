import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { apiFetcher } from './fetcher';
import { type ProductsKey, type VariantsByIdsKey, apiKeys } from './keys';
import type { ApiError } from './errors';
import type { ProductId, ProductResponse, VariantId, VariantsByIdsResponse } from './types';

/** The variants of `ids` in that order, unknown ids left out (spec §7 variant/by-ids). An empty list pauses. */
export function useVariantsByIds(
  ids: readonly VariantId[],
  options: SWRConfiguration<VariantsByIdsResponse, ApiError> = {},
): SWRResponse<VariantsByIdsResponse, ApiError> {
  return useSWR<VariantsByIdsResponse, ApiError, VariantsByIdsKey | null>(
    ids.length === 0 ? null : apiKeys.variantsByIds(ids),
    apiFetcher,
    options,
  );
}

/** Several products with every offer of each, in the order asked. An empty list pauses. */
export function useProducts(
  productIds: readonly ProductId[],
  options: SWRConfiguration<ProductResponse[], ApiError> = {},
): SWRResponse<ProductResponse[], ApiError> {
  return useSWR<ProductResponse[], ApiError, ProductsKey | null>(
    productIds.length === 0 ? null : apiKeys.products(productIds),
    apiFetcher,
    options,
  );
}
