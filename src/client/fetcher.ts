import type { ApiKey, FilteringKey, MenuKey, ProductKey } from './keys';
import { MenuApi } from './menu-api';
import { ProductApi } from './product-api';
import { type Configuration, DefaultConfig } from './runtime';
import type { FilteringResponse, MenuResponse, ProductResponse } from './types';
import { VariantApi } from './variant-api';

export interface ApiFetcher {
  (key: FilteringKey): Promise<FilteringResponse>;
  (key: MenuKey): Promise<MenuResponse>;
  (key: ProductKey): Promise<ProductResponse>;
}

/**
 * The one SWR fetcher: maps a key from `apiKeys` to its API call. Errors are the runtime's typed
 * ResponseError / FetchError / RequiredError, so SWR's `error` is always one of them.
 */
export function createApiFetcher(configuration: Configuration = DefaultConfig): ApiFetcher {
  const variantApi = new VariantApi(configuration);
  const menuApi = new MenuApi(configuration);
  const productApi = new ProductApi(configuration);

  function fetcher(key: FilteringKey): Promise<FilteringResponse>;
  function fetcher(key: MenuKey): Promise<MenuResponse>;
  function fetcher(key: ProductKey): Promise<ProductResponse>;
  function fetcher(key: ApiKey): Promise<FilteringResponse | MenuResponse | ProductResponse> {
    switch (key[1]) {
      case 'filtering':
        return variantApi.variantFiltering({ filteringRequest: { url: key[2] } });
      case 'menu':
        return menuApi.menu();
      case 'product':
        return productApi.product({ productId: key[2] });
    }
  }
  return fetcher;
}

export const apiFetcher = createApiFetcher();
