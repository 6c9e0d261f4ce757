import { createApiClient } from './api-client';
import { RequiredError, ResponseError } from './errors';
import { createSearchApi, type SearchRequest } from './search-api';
import { fakeFetch } from './test-support/fake-fetch';

const searchOver = (fetch: jest.Mock<Promise<Response>, [Request]>) =>
  createSearchApi(createApiClient({ fetch, baseUrl: 'https://uyut.test' }));

describe('the search calls (spec §5 "Search call requires q", §7 Search service)', () => {
  it('refuses a missing q with RequiredError, before any request', async () => {
    const fetch = fakeFetch(200, []);
    /* Left out as a caller outside TypeScript's view could (page data, a query string read by hand). */
    const request: SearchRequest = { q: 'диван' };
    Reflect.deleteProperty(request, 'q');
    const promise = searchOver(fetch).search(request);
    await expect(promise).rejects.toBeInstanceOf(RequiredError);
    await expect(promise).rejects.toMatchObject({
      field: 'q',
      message: 'Required parameter "q" was null or undefined when calling search().',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks GET /v2/search with the query encoded, and answers the groups', async () => {
    const groups = [{ type: 6, typeName: 'Категории', img: null, items: [] }];
    const fetch = fakeFetch(200, groups);
    await expect(searchOver(fetch).search({ q: 'ъглов диван' })).resolves.toEqual(groups);
    const [request] = fetch.mock.calls[0] ?? [];
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('https://uyut.test/v2/search?q=%D1%8A%D0%B3%D0%BB%D0%BE%D0%B2%20%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD');
  });

  it('asks GET /v2/search/trending for the trending categories', async () => {
    const fetch = fakeFetch(200, { categories: [] });
    await expect(searchOver(fetch).searchTrending()).resolves.toEqual({ categories: [] });
    expect(fetch.mock.calls[0]?.[0].url).toBe('https://uyut.test/v2/search/trending');
  });

  it('turns a 400 into ResponseError', async () => {
    await expect(searchOver(fakeFetch(400, { field: 'q' })).search({ q: 'x' })).rejects.toBeInstanceOf(ResponseError);
  });
});
