import { type Api, api } from './api';
import type { ApiKey, FilteringKey, MenuKey, ProductKey } from './keys';
import type { FilteringResponse, MenuResponse, ProductResponse } from './types';

export interface ApiFetcher {
  (key: FilteringKey): Promise<FilteringResponse>;
  (key: MenuKey): Promise<MenuResponse>;
  (key: ProductKey): Promise<ProductResponse>;
}

/**
 * The one SWR fetcher: maps a key from `apiKeys` to its API call. Errors are the client's typed
 * ResponseError / FetchError / RequiredError, so SWR's `error` is always one of them.
 */
export function createApiFetcher(calls: Api = api): ApiFetcher {
  function fetcher(key: FilteringKey): Promise<FilteringResponse>;
  function fetcher(key: MenuKey): Promise<MenuResponse>;
  function fetcher(key: ProductKey): Promise<ProductResponse>;
  function fetcher(key: ApiKey): Promise<FilteringResponse | MenuResponse | ProductResponse> {
    switch (key[1]) {
      case 'filtering':
        return calls.variantFiltering({ filteringRequest: { url: key[2] } });
      case 'menu':
        return calls.menu();
      case 'product':
        return calls.product({ productId: key[2] });
    }
  }
  return fetcher;
}

export const apiFetcher = createApiFetcher();
