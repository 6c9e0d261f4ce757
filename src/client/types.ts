import type { components, paths } from './schema.gen';

/** Aliases of the generated OpenAPI types (never hand-copied DTOs). */
type Schemas = components['schemas'];
type Json<Answer> = Answer extends { responses: { 200: { content: { 'application/json': infer Body } } } } ? Body : never;

export type Variant = Schemas['Variant'];
export type Menu = Schemas['Menu'];
export type MenuNode = Schemas['MenuNode'];
export type Product = Schemas['Product'];
export type Breadcrumb = Product['breadcrumbs'][number];
/** Spec §3 Search result group and Search item (GET /v2/search), and the panel's trending categories. */
export type SearchGroup = Schemas['SearchGroup'];
export type SearchItem = Schemas['SearchItem'];
export type SearchTrending = Schemas['SearchTrending'];
export type FilteringRequest = Schemas['FilteringRequest'];
export type FilteringResponse = Json<paths['/api/v2/variant/filtering']['post']>;
export type MenuResponse = Json<paths['/api/v2/menu']['get']>;
export type VariantsByIdsResponse = Json<paths['/api/v2/variant/by-ids']['post']>;
export type ProductId = paths['/api/v2/product/{productId}']['get']['parameters']['path']['productId'];
export type ProductResponse = Json<paths['/api/v2/product/{productId}']['get']>;
export type VariantId = paths['/api/v2/variant/{variantId}/similarity']['get']['parameters']['path']['variantId'];
export type VariantSimilarityQuery = NonNullable<paths['/api/v2/variant/{variantId}/similarity']['get']['parameters']['query']>;
/** A category as the build's catalogue export lists it, with its offer count and breadcrumbs. */
export type CatalogueCategory = Json<paths['/api/v2/catalogue/categories']['get']>[number];
/** A shop with active offers as the build's catalogue export lists it. */
export type CatalogueEshop = Json<paths['/api/v2/catalogue/eshops']['get']>[number];
/** The signed-in user's own profile (GET /api/v2/user, ADR 0006). */
export type Profile = Json<paths['/api/v2/user']['get']>;
/** What PATCH /api/v2/user takes: any of the profile's editable fields, null clearing one. */
export type ProfileChanges = NonNullable<paths['/api/v2/user']['patch']['requestBody']>['content']['application/json'];
/** What anyone may see of a user (GET /api/v2/users/{userId}). */
export type PublicProfile = Json<paths['/api/v2/users/{userId}']['get']>;
/** Spec §3 Watchdog state: the caller's subscription to a variant (GET /api/v1/{project}/watchdog/{variant_id}). */
export type WatchdogState = Json<paths['/api/v1/{project}/watchdog/{variant_id}']['get']>;
/** Spec §3 Subscribe payload: email ({email}) and targetPrice (null: wait for availability). */
export type WatchdogSubscribeBody = NonNullable<
  paths['/api/v1/{project}/watchdog/{variant_id}']['post']['requestBody']
>['content']['application/json'];
/** Spec §3 Watched item: a variant the signed-in user watches, with the watchdog's type and target. */
export type WatchedItem = Json<paths['/api/v2/user/variants-watched']['get']>[number];
/** Spec §3 Like info, as the like batch answers it per item. */
export type LikeInfo = Schemas['LikeInfo'];
