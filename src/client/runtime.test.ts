import { MenuApi } from './menu-api';
import { type ProductRequest, ProductApi } from './product-api';
import { Configuration, FetchError, RequiredError, ResponseError } from './runtime';
import { fakeFetch } from './test-support/fake-fetch';
import { type VariantFilteringRequest, type VariantSimilarityRequest, VariantApi } from './variant-api';

const filtering = { totalCount: 0, title: 'Дивани', variants: [] };

describe('client runtime (spec §5 required parameters, §6 credentials, §8 error catalogue)', () => {
  it('POSTs the FilteringRequest as the JSON body to the same origin by default', async () => {
    const fetchApi = fakeFetch(200, filtering);
    const api = new VariantApi(new Configuration({ fetchApi }));
    await expect(api.variantFiltering({ filteringRequest: { url: '/products/divani' } })).resolves.toEqual(filtering);
    const [url, init] = fetchApi.mock.calls[0] ?? [];
    expect(url).toBe('/api/v2/variant/filtering');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ url: '/products/divani' }) });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json', Accept: 'application/json' });
  });

  it("sends credentials: 'include' on every request (spec §6 requests carry credentials)", async () => {
    const fetchApi = fakeFetch(200, {});
    const configuration = new Configuration({ fetchApi, basePath: 'https://api.uyut.bg/' });
    await new MenuApi(configuration).menu();
    await new ProductApi(configuration).product({ productId: 7 });
    expect(fetchApi.mock.calls.map(([url, init]) => [url, init.credentials, init.method])).toEqual([
      ['https://api.uyut.bg/api/v2/menu', 'include', 'GET'],
      ['https://api.uyut.bg/api/v2/product/7', 'include', 'GET'],
    ]);
  });

  it('raises RequiredError naming filteringRequest before any request (spec §5, §8)', async () => {
    const fetchApi = fakeFetch(200, filtering);
    const api = new VariantApi(new Configuration({ fetchApi }));
    const untyped: unknown = {};
    const call = api.variantFiltering(untyped as VariantFilteringRequest);
    await expect(call).rejects.toBeInstanceOf(RequiredError);
    await expect(call).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'filteringRequest',
      message: 'Required parameter "filteringRequest" was null or undefined when calling variantFiltering().',
    });
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it('variant feed (load more): POSTs the FilteringRequest, and requires it (spec §5 variant feed)', async () => {
    const fetchApi = fakeFetch(200, { variants: [], nextPageUrl: null });
    const api = new VariantApi(new Configuration({ fetchApi }));
    await api.variantFeed({ filteringRequest: { url: '/products/divani/stranitsa-2' } });
    expect(fetchApi.mock.calls[0]?.[0]).toBe('/api/v2/variant/feed');
    expect(fetchApi.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', body: JSON.stringify({ url: '/products/divani/stranitsa-2' }) });
    const untyped: unknown = {};
    await expect(api.variantFeed(untyped as VariantFilteringRequest)).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'filteringRequest',
    });
    expect(fetchApi).toHaveBeenCalledTimes(1);
  });

  it('similarity: GETs the variant path with only the query parameters given, and requires variantId (spec §5 similar)', async () => {
    const fetchApi = fakeFetch(200, { variants: [] });
    const api = new VariantApi(new Configuration({ fetchApi }));
    await expect(api.variantSimilarity({ variantId: 501 })).resolves.toEqual({ variants: [] });
    await api.variantSimilarity({ variantId: 501, categoryId: 12, mode: 'attributes' });
    expect(fetchApi.mock.calls.map(([url, init]) => [url, init.method, init.body])).toEqual([
      ['/api/v2/variant/501/similarity', 'GET', undefined],
      ['/api/v2/variant/501/similarity?categoryId=12&mode=attributes', 'GET', undefined],
    ]);
    const untyped: unknown = { categoryId: 12 };
    await expect(api.variantSimilarity(untyped as VariantSimilarityRequest)).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'variantId',
      message: 'Required parameter "variantId" was null or undefined when calling variantSimilarity().',
    });
    expect(fetchApi).toHaveBeenCalledTimes(2);
  });

  it('raises RequiredError naming productId', async () => {
    const api = new ProductApi(new Configuration({ fetchApi: fakeFetch(200, {}) }));
    const untyped: unknown = { productId: null };
    await expect(api.product(untyped as ProductRequest)).rejects.toMatchObject({ name: 'RequiredError', field: 'productId' });
  });

  it("turns a 500 into ResponseError 'Response returned an error code' keeping the response (spec §8)", async () => {
    const api = new MenuApi(new Configuration({ fetchApi: fakeFetch(500, { message: 'boom' }) }));
    const error: unknown = await api.menu().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseError);
    expect(error).toMatchObject({ name: 'ResponseError', message: 'Response returned an error code' });
    expect(error instanceof ResponseError && error.response.status).toBe(500);
  });

  it('treats 3xx and 4xx as errors too', async () => {
    const api = new MenuApi(new Configuration({ fetchApi: fakeFetch(404, {}) }));
    await expect(api.menu()).rejects.toBeInstanceOf(ResponseError);
  });

  it('wraps a rejected fetch in FetchError with the exact message and the cause (spec §8)', async () => {
    const cause = new TypeError('Failed to fetch');
    const fetchApi = jest.fn(async () => Promise.reject(cause));
    const api = new MenuApi(new Configuration({ fetchApi }));
    const error: unknown = await api.menu().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({
      name: 'FetchError',
      message: 'The request failed and the interceptors did not return an alternative response',
      cause,
    });
  });
});
