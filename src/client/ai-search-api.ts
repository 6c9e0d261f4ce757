import { type ApiClient, bodyOf, createApiClient } from './api-client';
import { requireParameter } from './errors';
import type { operations } from './schema.gen';

export type AiSearchRequest = operations['aiSearch']['requestBody']['content']['application/json'];

/** The AI search call (spec §7 POST /api/v2/ai-search); spec §5 requires the request and its query. */
export function createAiSearchApi(client: ApiClient) {
  return {
    async aiSearch(request: { aiSearchRequest: AiSearchRequest }) {
      const body = requireParameter({ operation: 'aiSearch', field: 'aiSearchRequest', value: request.aiSearchRequest });
      requireParameter({ operation: 'aiSearch', field: 'query', value: body.query });
      return bodyOf(client.POST('/api/v2/ai-search', { body }));
    },
  };
}

/** The site's AI search call, on the same origin as its other API calls. */
export const aiSearchApi = createAiSearchApi(createApiClient());
