import { gunzipSync } from 'node:zlib';
import { createTestApp, seedSmallCatalogue, type TestApp } from './helpers';

/** The click-through `ri` (spec §7 Other) names the listing answer a card came from. */
describe('listing request id: in every filtering and feed answer, stored with the click', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedSmallCatalogue });
  });
  afterAll(() => t.close());

  const post = async (route: string, url: string) => {
    const res = await t.app.inject({ method: 'POST', url: route, payload: { url } });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const ID = /^[A-Za-z0-9_-]{1,64}$/;

  it('gives every variant/filtering and variant/feed answer its own id in dataLayer', async () => {
    const first = await post('/api/v2/variant/filtering', '/products/mebeli');
    const second = await post('/api/v2/variant/filtering', '/products/mebeli');
    const feed = await post('/api/v2/variant/feed', '/products/mebeli');
    const ids = [first.dataLayer.requestId, second.dataLayer.requestId, feed.dataLayer.requestId];
    for (const id of ids) expect(id).toMatch(ID);
    expect(new Set(ids).size).toBe(3);
    expect(first.dataLayer).toMatchObject({ pageType: 'category', categoryId: 1, totalCount: 3 });
  });

  it('gzip-encodes answers for a browser, kept answers too, each with its own id, and says the answer varies by it', async () => {
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/variant/filtering',
        payload: { url: '/products/divani' },
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
    const [first, kept, plain] = [
      await ask(),
      await ask(),
      await t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: { url: '/products/divani' } }),
    ];
    for (const res of [first, kept]) expect(res.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'accept-encoding' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const [a, b] = [first, kept].map((res) => JSON.parse(gunzipSync(res.rawPayload).toString('utf8')));
    expect(a.dataLayer.requestId).not.toBe(b.dataLayer.requestId);
    expect({ ...b, dataLayer: { ...b.dataLayer, requestId: 'x' } }).toEqual({
      ...plain.json(),
      dataLayer: { ...plain.json().dataLayer, requestId: 'x' },
    });
  });

  it('documents the id in the OpenAPI document', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json();
    expect(document.components.schemas.FilteringResponse.properties.dataLayer.required).toContain('requestId');
    expect(document.components.schemas.VariantFeed.properties.dataLayer.required).toEqual(['requestId']);
  });

  it('stores the id a card sends back as ri with the click', async () => {
    const { dataLayer, variants } = await post('/api/v2/variant/filtering', '/products/divani');
    const res = await t.app.inject(`/go/${variants[0].id}?src=1&pos=1&ri=${dataLayer.requestId}`);
    expect(res.statusCode).toBe(302);
    const click = await t.database.db.selectFrom('clicks').selectAll().where('request_id', '=', dataLayer.requestId).executeTakeFirst();
    expect(click).toMatchObject({ variant_id: variants[0].id, source: 1, position: 1 });
  });
});
