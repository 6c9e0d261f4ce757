import type { components, paths } from './schema.gen';

/** Aliases of the generated OpenAPI types (never hand-copied DTOs). */
type Schemas = components['schemas'];
export type Variant = Schemas['Variant'];
export type Menu = Schemas['Menu'];
export type MenuNode = Schemas['MenuNode'];
export type Product = Schemas['Product'];
export type FilteringRequest = paths['/api/v2/variant/filtering']['post']['requestBody']['content']['application/json'];
export type FilteringResponse = paths['/api/v2/variant/filtering']['post']['responses'][200]['content']['application/json'];
export type VariantFeedResponse = paths['/api/v2/variant/feed']['post']['responses'][200]['content']['application/json'];
export type MenuResponse = paths['/api/v2/menu']['get']['responses'][200]['content']['application/json'];
export type ProductId = paths['/api/v2/product/{productId}']['get']['parameters']['path']['productId'];
export type ProductResponse = paths['/api/v2/product/{productId}']['get']['responses'][200]['content']['application/json'];
export type VariantSimilarityQuery = NonNullable<paths['/api/v2/variant/{variantId}/similarity']['get']['parameters']['query']>;
export type VariantSimilarityResponse =
  paths['/api/v2/variant/{variantId}/similarity']['get']['responses'][200]['content']['application/json'];
