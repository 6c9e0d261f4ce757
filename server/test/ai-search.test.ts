import { createTestApp, seedSmallCatalogue, type TestApp } from './helpers';

describe('POST /api/v2/ai-search (spec §7, §3 AI search result)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedSmallCatalogue });
  });
  afterAll(() => t.close());

  const post = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/v2/ai-search', payload: body as object });

  it('turns plain Bulgarian into the listing URL of its filters, with the count the filtering API gives for it', async () => {
    const res = await post({ query: '  Сив ъглов диван до 3000 лв ' });
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toEqual({ url: '/products/aglovi-divani/tsvyat-siv?priceTo=3000', filtersCount: 2, resultsCount: expect.any(Number) });
    const listing = await t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url: result.url } });
    expect(result.resultsCount).toBe(listing.json().totalCount);
    expect(result.resultsCount).toBeGreaterThan(0);
  });

  it('keeps the listing the shopper is on (categoryId) when the query names no category', async () => {
    const res = await post({ query: 'в наличност', categoryId: 4 });
    expect(res.json()).toMatchObject({ url: '/products/masi/v-nalichnost', filtersCount: 1 });
  });

  it('is offered on category listings (showAiSearch) with its placeholder, not on the other listings', async () => {
    const listing = async (url: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url } })).json();
    expect(await listing('/products/masi')).toMatchObject({ showAiSearch: true, aiSearchPlaceholder: expect.stringMatching(/\S/) });
    expect(await listing('/products/sales')).toMatchObject({ showAiSearch: false });
  });

  it.each([
    ['missing', {}],
    ['empty', { query: '' }],
    ['blank after trimming', { query: ' \u0007\t ' }],
    ['longer than 200 characters', { query: 'диван '.repeat(41) }],
    ['10 KB', { query: 'д'.repeat(10_000) }],
    ['not a string', { query: 5 }],
  ])('refuses a query that is %s with 400 naming `query`', async (_name, body) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('query');
  });
});
