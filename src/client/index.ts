export { BaseAPI, Configuration, DefaultConfig, FetchError, RequiredError, ResponseError } from './runtime';
export type { ConfigurationParameters, FetchAPI, FetchResponse } from './runtime';
export type { ApiError } from './errors';
export { VariantApi, type VariantFilteringRequest, type VariantSimilarityRequest } from './variant-api';
export { MenuApi } from './menu-api';
export { ProductApi, type ProductRequest } from './product-api';
export { apiKeys, type ApiKey, type FilteringKey, type MenuKey, type ProductKey } from './keys';
export { apiFetcher, createApiFetcher, type ApiFetcher } from './fetcher';
export { sameListing, useFiltering } from './use-filtering';
export { useProduct } from './use-product';
export { MENU_CACHE_MS, useMenu } from './use-menu';
export type {
  FilteringRequest,
  FilteringResponse,
  VariantFeedResponse,
  Menu,
  MenuNode,
  MenuResponse,
  Product,
  ProductId,
  ProductResponse,
  Variant,
  VariantSimilarityQuery,
  VariantSimilarityResponse,
} from './types';
