import { type ApiClient, bodyOf, createApiClient } from './api-client';
import { requireParameter } from './errors';

export interface SearchRequest {
  /** The query, normalised by the caller (@uyut/core normaliseSearchQuery); spec §5: required. */
  q: string;
}

/** The search service's calls (spec §7 Search service); the suggestions call refuses a missing q (spec §5). */
export function createSearchApi(client: ApiClient) {
  return {
    /** GET /v2/search?q=: the suggestion groups for a query. */
    async search(parameters: SearchRequest) {
      const q = requireParameter({ operation: 'search', field: 'q', value: parameters.q });
      return bodyOf(client.GET('/v2/search', { params: { query: { q } } }));
    },

    /** GET /v2/search/trending: the categories the panel offers while the query is empty. */
    async searchTrending() {
      return bodyOf(client.GET('/v2/search/trending'));
    },
  };
}

/** The site's search calls, on the same origin as its other API calls. */
export const searchApi = createSearchApi(createApiClient());
