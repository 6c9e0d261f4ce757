import {
  createApi,
  type ProductRequest,
  type VariantFilteringRequest,
  type VariantSimilarityRequest,
  type VariantsByIdsRequest,
} from './api';
import { createApiClient } from './api-client';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';
import { apiProblem, FetchError, RequiredError, ResponseError } from './errors';
import { fakeFetch } from './test-support/fake-fetch';

const filtering = { totalCount: 0, title: 'Дивани', variants: [] };

function apiOver(fetch: (request: Request) => Promise<Response>, baseUrl?: string) {
  return createApi(createApiClient({ fetch, baseUrl }));
}

/** The one request `fetch` received. */
function onlyRequest(fetch: jest.Mock<Promise<Response>, [Request]>): Request {
  expect(fetch).toHaveBeenCalledTimes(1);
  const [request] = fetch.mock.calls[0] ?? [];
  if (!request) throw new Error('no request');
  return request;
}

describe('the API client (spec §5 required parameters, §6 credentials, §8 error catalogue)', () => {
  it('POSTs the FilteringRequest as the JSON body to the same origin by default', async () => {
    const fetch = fakeFetch(200, filtering);
    await expect(apiOver(fetch).variantFiltering({ filteringRequest: { url: '/products/divani' } })).resolves.toEqual(filtering);
    const request = onlyRequest(fetch);
    expect(request.url).toBe(`${window.location.origin}/api/v2/variant/filtering`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    await expect(request.text()).resolves.toBe(JSON.stringify({ url: '/products/divani' }));
  });

  it("sends credentials: 'include' on every request (spec §6 requests carry credentials)", async () => {
    const fetch = fakeFetch(200, {});
    const api = apiOver(fetch, 'https://api.uyut.bg/');
    await api.menu();
    await api.product({ productId: 7 });
    expect(fetch.mock.calls.map(([request]) => [request.url, request.credentials, request.method])).toEqual([
      ['https://api.uyut.bg/api/v2/menu', 'include', 'GET'],
      ['https://api.uyut.bg/api/v2/product/7', 'include', 'GET'],
    ]);
  });

  it('raises RequiredError naming filteringRequest before any request (spec §5, §8)', async () => {
    const fetch = fakeFetch(200, filtering);
    const untyped: unknown = {};
    const call = apiOver(fetch).variantFiltering(untyped as VariantFilteringRequest);
    await expect(call).rejects.toBeInstanceOf(RequiredError);
    await expect(call).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'filteringRequest',
      message: 'Required parameter "filteringRequest" was null or undefined when calling variantFiltering().',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('variant feed (load more): POSTs the FilteringRequest, and requires it (spec §5 variant feed)', async () => {
    const fetch = fakeFetch(200, { variants: [], nextPageUrl: null });
    const api = apiOver(fetch);
    await api.variantFeed({ filteringRequest: { url: '/products/divani/stranitsa-2' } });
    const request = onlyRequest(fetch);
    expect(new URL(request.url).pathname).toBe('/api/v2/variant/feed');
    expect(request.method).toBe('POST');
    await expect(request.text()).resolves.toBe(JSON.stringify({ url: '/products/divani/stranitsa-2' }));
    const untyped: unknown = {};
    await expect(api.variantFeed(untyped as VariantFilteringRequest)).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'filteringRequest',
      message: 'Required parameter "filteringRequest" was null or undefined when calling variantFeed().',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('similarity: GETs the variant path with only the query parameters given, and requires variantId (spec §5 similar)', async () => {
    const fetch = fakeFetch(200, { variants: [] });
    const api = apiOver(fetch, 'https://api.uyut.bg');
    await expect(api.variantSimilarity({ variantId: 501 })).resolves.toEqual({ variants: [] });
    await api.variantSimilarity({ variantId: 501, categoryId: 12, mode: 'attributes' });
    expect(fetch.mock.calls.map(([request]) => [request.url, request.method, request.body])).toEqual([
      ['https://api.uyut.bg/api/v2/variant/501/similarity', 'GET', null],
      ['https://api.uyut.bg/api/v2/variant/501/similarity?categoryId=12&mode=attributes', 'GET', null],
    ]);
    const untyped: unknown = { categoryId: 12 };
    await expect(api.variantSimilarity(untyped as VariantSimilarityRequest)).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'variantId',
      message: 'Required parameter "variantId" was null or undefined when calling variantSimilarity().',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('variants by ids: POSTs the ids in order, and requires them (the comparison table)', async () => {
    const fetch = fakeFetch(200, { variants: [] });
    const api = apiOver(fetch);
    await expect(api.variantsByIds({ ids: [9, 4] })).resolves.toEqual({ variants: [] });
    const request = onlyRequest(fetch);
    expect([new URL(request.url).pathname, request.method]).toEqual(['/api/v2/variant/by-ids', 'POST']);
    await expect(request.text()).resolves.toBe(JSON.stringify({ ids: [9, 4] }));
    const untyped: unknown = {};
    await expect(api.variantsByIds(untyped as VariantsByIdsRequest)).rejects.toMatchObject({ name: 'RequiredError', field: 'ids' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('raises RequiredError naming productId', async () => {
    const fetch = fakeFetch(200, {});
    const untyped: unknown = { productId: null };
    await expect(apiOver(fetch).product(untyped as ProductRequest)).rejects.toMatchObject({ name: 'RequiredError', field: 'productId' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("turns a 500 into ResponseError 'Response returned an error code' keeping the response (spec §8)", async () => {
    const error: unknown = await apiOver(fakeFetch(500, { message: 'boom' }))
      .menu()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ name: 'ResponseError', message: 'Response returned an error code' });
    expect(error instanceof ResponseError && error.response.status).toBe(500);
  });

  it('treats 3xx and 4xx as errors too', async () => {
    await expect(apiOver(fakeFetch(404, {})).menu()).rejects.toBeInstanceOf(ResponseError);
    await expect(apiOver(async () => new Response(null, { status: 302 })).menu()).rejects.toBeInstanceOf(ResponseError);
  });

  it('a 2xx answer without the body its operation promises is a ResponseError, not undefined data', async () => {
    const empty = jest.fn(async () => new Response(null, { status: 200, headers: { 'Content-Length': '0' } }));
    await expect(apiOver(empty).menu()).rejects.toMatchObject({ name: 'ResponseError', message: 'Response had no body' });
  });

  it('wraps a rejected fetch in FetchError with the exact message and the cause (spec §8)', async () => {
    const cause = new TypeError('Failed to fetch');
    const error: unknown = await apiOver(async () => Promise.reject(cause))
      .menu()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({
      name: 'FetchError',
      message: 'The request failed and the interceptors did not return an alternative response',
      cause,
    });
  });

  it('clears the token cookie on a 401 (ADR 0003: signed out), and only then', async () => {
    writeCookie({ name: 'token', value: 'a.b.c' });
    await expect(apiOver(fakeFetch(403, {})).menu()).rejects.toBeInstanceOf(ResponseError);
    expect(readCookie('token')).toBe('a.b.c');
    await expect(apiOver(fakeFetch(401, {})).menu()).rejects.toBeInstanceOf(ResponseError);
    expect(readCookie('token')).toBeNull();
    deleteCookie('token');
  });

  it('reads the field, message and Retry-After of an error answer', async () => {
    const tooMany = jest.fn(async () =>
      Response.json(
        { statusCode: 429, error: 'Too Many Requests', message: 'Slow down', field: 'email', code: 'x' },
        { status: 429, headers: { 'retry-after': '90' } },
      ),
    );
    const error = await apiOver(tooMany)
      .menu()
      .catch((caught: unknown) => caught);
    if (!(error instanceof ResponseError)) throw new Error('expected a ResponseError');
    await expect(apiProblem(error)).resolves.toEqual({
      status: 429,
      field: 'email',
      code: 'x',
      message: 'Slow down',
      retryAfterSeconds: 90,
    });
    await expect(apiProblem(error)).resolves.toMatchObject({ field: 'email' });
    const plain = await apiOver(async () => new Response('oops', { status: 502, statusText: 'Bad Gateway' }))
      .menu()
      .catch((caught: unknown) => caught);
    if (!(plain instanceof ResponseError)) throw new Error('expected a ResponseError');
    await expect(apiProblem(plain)).resolves.toEqual({
      status: 502,
      field: null,
      code: null,
      message: 'Bad Gateway',
      retryAfterSeconds: null,
    });
  });
});
