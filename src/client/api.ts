import { type ApiClient, bodyOf, createApiClient } from './api-client';
import { requireParameter } from './errors';
import type { FilteringRequest, ProductId, VariantId, VariantSimilarityQuery } from './types';

export interface VariantFilteringRequest {
  filteringRequest: FilteringRequest;
}

export interface VariantSimilarityRequest extends VariantSimilarityQuery {
  variantId: VariantId;
}

export interface VariantsByIdsRequest {
  ids: readonly VariantId[];
}

export interface ProductRequest {
  productId: ProductId;
}

/** The main API's calls (spec §7) over one client; each refuses a missing required parameter before any request (spec §5). */
export function createApi(client: ApiClient) {
  return {
    /** POST /api/v2/variant/filtering: the listing for a URL. */
    async variantFiltering(parameters: VariantFilteringRequest) {
      const body = requireParameter({ operation: 'variantFiltering', field: 'filteringRequest', value: parameters.filteringRequest });
      return bodyOf(client.POST('/api/v2/variant/filtering', { body }));
    },

    /** POST /api/v2/variant/feed: the next page of a listing, for "load more". */
    async variantFeed(parameters: VariantFilteringRequest) {
      const body = requireParameter({ operation: 'variantFeed', field: 'filteringRequest', value: parameters.filteringRequest });
      return bodyOf(client.POST('/api/v2/variant/feed', { body }));
    },

    /** POST /api/v2/variant/by-ids: the variants in the order asked, unknown ids left out (the comparison table). */
    async variantsByIds(parameters: VariantsByIdsRequest) {
      const ids = requireParameter({ operation: 'variantsByIds', field: 'ids', value: parameters.ids });
      return bodyOf(client.POST('/api/v2/variant/by-ids', { body: { ids: [...ids] } }));
    },

    /** GET /api/v2/variant/{variantId}/similarity: similar products of an offer, best first. */
    async variantSimilarity({ variantId, ...query }: VariantSimilarityRequest) {
      const path = { variantId: requireParameter({ operation: 'variantSimilarity', field: 'variantId', value: variantId }) };
      return bodyOf(client.GET('/api/v2/variant/{variantId}/similarity', { params: { path, query } }));
    },

    /** GET /api/v2/menu. */
    async menu() {
      return bodyOf(client.GET('/api/v2/menu'));
    },

    /** GET /api/v2/product/{productId}: the product with one offer per shop. */
    async product(parameters: ProductRequest) {
      const path = { productId: requireParameter({ operation: 'product', field: 'productId', value: parameters.productId }) };
      return bodyOf(client.GET('/api/v2/product/{productId}', { params: { path } }));
    },
  };
}

export type Api = ReturnType<typeof createApi>;

/** The site's calls: the API on GATSBY_API_URL or the page's own origin. */
export const api = createApi(createApiClient());
