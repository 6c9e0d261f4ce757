import { type ApiClient, bodyOf, createApiClient } from './api-client';
import { requireParameter } from './errors';

/** The visually-similar calls (issue 25 §5): a listing by its request id, and a shopper's picture upload. */
export function createVisualApi(client: ApiClient) {
  return {
    /** GET /api/v2/visually-similar/{requestId}: the offers nearest to what the request id names. */
    async visuallySimilar(parameters: { requestId: string }) {
      const requestId = requireParameter({ operation: 'visuallySimilar', field: 'requestId', value: parameters.requestId });
      return bodyOf(client.GET('/api/v2/visually-similar/{requestId}', { params: { path: { requestId } } }));
    },

    /**
     * POST /api/v2/visually-similar: the picture as it is, typed by its own content type. The route reads a raw body
     * its OpenAPI document does not describe, so the typed call has no body: the request gets it on the way out.
     */
    async uploadPicture(picture: Blob) {
      const withPicture = { onRequest: ({ request }: { request: Request }) => new Request(request, { body: picture }) };
      return bodyOf(client.POST('/api/v2/visually-similar', { headers: { 'content-type': picture.type }, middleware: [withPicture] }));
    },
  };
}

/** The site's visually-similar calls, on the same origin as its other API calls. */
export const visualApi = createVisualApi(createApiClient());
