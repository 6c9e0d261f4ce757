import { BaseAPI, requireParameter } from './runtime';
import type { FilteringRequest, FilteringResponse, VariantFeedResponse, VariantSimilarityQuery, VariantSimilarityResponse } from './types';

export interface VariantFilteringRequest {
  filteringRequest: FilteringRequest;
  signal?: AbortSignal;
}

export interface VariantSimilarityRequest extends VariantSimilarityQuery {
  variantId: number;
  signal?: AbortSignal;
}

export class VariantApi extends BaseAPI {
  /** POST /api/v2/variant/filtering: the listing for a URL (spec §7). */
  async variantFiltering(parameters: VariantFilteringRequest): Promise<FilteringResponse> {
    const filteringRequest = requireParameter(parameters.filteringRequest, 'filteringRequest', 'variantFiltering');
    return this.requestJson<FilteringResponse>({
      path: '/api/v2/variant/filtering',
      method: 'POST',
      body: filteringRequest,
      signal: parameters.signal,
    });
  }

  /** POST /api/v2/variant/feed: the next page of a listing, for "load more" (spec §7). */
  async variantFeed(parameters: VariantFilteringRequest): Promise<VariantFeedResponse> {
    const filteringRequest = requireParameter(parameters.filteringRequest, 'filteringRequest', 'variantFeed');
    return this.requestJson<VariantFeedResponse>({
      path: '/api/v2/variant/feed',
      method: 'POST',
      body: filteringRequest,
      signal: parameters.signal,
    });
  }

  /** GET /api/v2/variant/{variantId}/similarity: similar products of an offer, best first (spec §7). */
  async variantSimilarity(parameters: VariantSimilarityRequest): Promise<VariantSimilarityResponse> {
    const variantId = requireParameter(parameters.variantId, 'variantId', 'variantSimilarity');
    return this.requestJson<VariantSimilarityResponse>({
      path: `/api/v2/variant/${encodeURIComponent(String(variantId))}/similarity`,
      method: 'GET',
      query: { categoryId: parameters.categoryId, mode: parameters.mode },
      signal: parameters.signal,
    });
  }
}
