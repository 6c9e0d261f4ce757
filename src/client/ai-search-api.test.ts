import { createAiSearchApi } from './ai-search-api';
import { createApiClient } from './api-client';
import { RequiredError } from './errors';
import { fakeFetch } from './test-support/fake-fetch';

const result = { url: '/products/divani/tsvyat-sin?priceTo=500', filtersCount: 2, resultsCount: 12 };
const untyped = <T>(value: unknown) => value as T;

describe('the AI search call (spec §7 POST /api/v2/ai-search, §5 aiSearchRequest)', () => {
  it('posts the query and the category and answers the listing URL', async () => {
    const fetch = fakeFetch(200, result);
    const api = createAiSearchApi(createApiClient({ fetch, baseUrl: 'https://uyut.bg' }));
    await expect(api.aiSearch({ aiSearchRequest: { query: 'син диван до 500 лв', categoryId: 2 } })).resolves.toEqual(result);
    const [request] = fetch.mock.calls[0]!;
    expect([request.method, request.url]).toEqual(['POST', 'https://uyut.bg/api/v2/ai-search']);
    await expect(request.json()).resolves.toEqual({ query: 'син диван до 500 лв', categoryId: 2 });
  });

  it.each([
    ['aiSearchRequest', {}],
    ['query', { aiSearchRequest: {} }],
  ])('refuses a missing %s with the required-parameter error, without a request', async (field, request) => {
    const fetch = fakeFetch(200, result);
    const api = createAiSearchApi(createApiClient({ fetch, baseUrl: 'https://uyut.bg' }));
    const call = api.aiSearch(untyped(request));
    await expect(call).rejects.toBeInstanceOf(RequiredError);
    await expect(call).rejects.toMatchObject({ field });
    expect(fetch).not.toHaveBeenCalled();
  });
});
