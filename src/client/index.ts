export { bodyOf, createApiClient } from './api-client';
export { api } from './api';
export { ResponseError } from './errors';
export { sameListing, useFiltering } from './use-filtering';
export { useProducts, useVariantsByIds } from './use-comparison-data';
export { useProduct } from './use-product';
export type { Breadcrumb, CatalogueCategory, CatalogueEshop, FilteringResponse, Menu, MenuNode, Product, Variant } from './types';
