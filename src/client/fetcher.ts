import { type Api, api } from './api';
import { type ApiKey, type FilteringKey, type MenuKey, type ProductKey, type ProductsKey, type VariantsByIdsKey, idsOfKey } from './keys';
import type { FilteringResponse, MenuResponse, ProductResponse, VariantsByIdsResponse } from './types';

type Answer = FilteringResponse | MenuResponse | ProductResponse | ProductResponse[] | VariantsByIdsResponse;

export interface ApiFetcher {
  (key: FilteringKey): Promise<FilteringResponse>;
  (key: MenuKey): Promise<MenuResponse>;
  (key: ProductKey): Promise<ProductResponse>;
  (key: ProductsKey): Promise<ProductResponse[]>;
  (key: VariantsByIdsKey): Promise<VariantsByIdsResponse>;
}

/**
 * The one SWR fetcher: maps a key from `apiKeys` to its API call. Errors are the client's typed
 * ResponseError / FetchError / RequiredError, so SWR's `error` is always one of them.
 */
export function createApiFetcher(calls: Api = api): ApiFetcher {
  function fetcher(key: FilteringKey): Promise<FilteringResponse>;
  function fetcher(key: MenuKey): Promise<MenuResponse>;
  function fetcher(key: ProductKey): Promise<ProductResponse>;
  function fetcher(key: ProductsKey): Promise<ProductResponse[]>;
  function fetcher(key: VariantsByIdsKey): Promise<VariantsByIdsResponse>;
  function fetcher(key: ApiKey): Promise<Answer> {
    switch (key[1]) {
      case 'filtering':
        return calls.variantFiltering({ filteringRequest: { url: key[2] } });
      case 'menu':
        return calls.menu();
      case 'product':
        return calls.product({ productId: key[2] });
      case 'products':
        return Promise.all(idsOfKey(key).map((productId) => calls.product({ productId })));
      case 'variants-by-ids':
        return calls.variantsByIds({ ids: idsOfKey(key) });
    }
  }
  return fetcher;
}

export const apiFetcher = createApiFetcher();
