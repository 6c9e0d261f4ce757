export { type ApiClient, type ApiClientOptions, bodyOf, createApiClient } from './api-client';
export { api } from './api';
export { type ApiError, FetchError, RequiredError, ResponseError } from './errors';
export { sameListing, useFiltering } from './use-filtering';
export { useProduct } from './use-product';
export { MENU_CACHE_MS, useMenu } from './use-menu';
export type { Breadcrumb, CatalogueCategory, CatalogueEshop, FilteringResponse, Menu, MenuNode, Product, Variant } from './types';
