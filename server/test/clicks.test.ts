import { createTestApp, seedSmallCatalogue, type TestApp } from './helpers';

describe('click-through link (spec §7 Other: domain, variant id, click source, position, ri)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedSmallCatalogue });
  });
  afterAll(() => t.close());

  const clicks = () => t.database.db.selectFrom('clicks').selectAll().execute();

  it('records the click and redirects to the shop for an active offer', async () => {
    const res = await t.app.inject('/go/100?src=1&pos=3&ri=req-42&page=%2Fproducts%2Fdivani');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example/p/100');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(await clicks()).toEqual([
      expect.objectContaining({ variant_id: 100, shop_id: 1, source: 1, position: 3, request_id: 'req-42', page: '/products/divani' }),
    ]);
  });

  it('sends an inactive offer to our product page and records nothing', async () => {
    const before = (await clicks()).length;
    const res = await t.app.inject('/go/103?src=5');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/product/12-lampa-luna');
    expect(await clicks()).toHaveLength(before);
  });

  it.each([
    ['/go/100?src=48', 'src'],
    ['/go/100?src=0', 'src'],
    ['/go/100', 'src'],
    ['/go/100?src=1&pos=-1', 'pos'],
    ['/go/100?src=1&ri=%3Cscript%3E', 'ri'],
    ['/go/100?src=1&page=https%3A%2F%2Fevil.example', 'page'],
    ['/go/abc?src=1', 'variantId'],
  ])('refuses %s naming %s, recording nothing', async (url, field) => {
    const before = (await clicks()).length;
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(await clicks()).toHaveLength(before);
  });

  it('redirects to an offer URL stored before normalisation, with Cyrillic and CR/LF, percent-encoded (issue 21 point 3)', async () => {
    await t.database.db.updateTable('variants').set({ url: 'https://shop.example/дивани/\r\nx' }).where('id', '=', 101).execute();
    const res = await t.app.inject('/go/101?src=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://shop.example/%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD%D0%B8/x');
  });

  it('sends an offer whose stored URL cannot be a Location to our product page, recording nothing', async () => {
    await t.database.db.updateTable('variants').set({ url: 'javascript:alert(1)' }).where('id', '=', 101).execute();
    const before = (await clicks()).length;
    const res = await t.app.inject('/go/101?src=1');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/product\/\d+-/);
    expect(await clicks()).toHaveLength(before);
  });

  it('answers 404 for an unknown variant', async () => {
    expect((await t.app.inject('/go/999?src=1')).statusCode).toBe(404);
  });

  it('counts one click per visitor and offer in a window, and none for HEAD (issue 21 point 7)', async () => {
    const before = (await clicks()).length;
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ url: '/go/102?src=1', headers: { 'user-agent': 'shopper-a' } })).statusCode).toBe(302);
    const head = await t.app.inject({ method: 'HEAD', url: '/go/102?src=1', headers: { 'user-agent': 'shopper-b' } });
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe('https://shop.example/p/102');
    expect(await clicks()).toHaveLength(before + 1);
    await t.app.inject({ url: '/go/102?src=1', headers: { 'user-agent': 'shopper-b' } });
    expect(await clicks()).toHaveLength(before + 2);
  });
});

describe('click-through limits per client (issue 21 point 7)', () => {
  const clicksOf = (t: TestApp) => t.database.db.selectFrom('clicks').selectAll().execute();
  const from = (options: { ip: string; forwardedFor: string }) => ({
    url: '/go/100?src=1',
    remoteAddress: options.ip,
    headers: { 'x-forwarded-for': options.forwardedFor },
  });

  it('answers 429 in the error contract once a client passes CLICK_RATE_LIMIT a minute', async () => {
    const t = await createTestApp({ seed: seedSmallCatalogue, env: { CLICK_RATE_LIMIT: '3' } });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await t.app.inject(from({ ip: '203.0.113.7', forwardedFor: `198.51.100.${i}` }))).statusCode);
      expect(statuses).toEqual([302, 302, 302, 429, 429]);
      const limited = await t.app.inject(from({ ip: '203.0.113.7', forwardedFor: '198.51.100.9' }));
      expect(limited.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await t.app.inject(from({ ip: '203.0.113.8', forwardedFor: '198.51.100.1' }))).statusCode).toBe(302);
      expect(await clicksOf(t)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });

  it('takes the client address from X-Forwarded-For only when TRUST_PROXY says so', async () => {
    const t = await createTestApp({ seed: seedSmallCatalogue, env: { TRUST_PROXY: '1' } });
    try {
      await t.app.inject(from({ ip: '127.0.0.1', forwardedFor: '198.51.100.1' }));
      await t.app.inject(from({ ip: '127.0.0.1', forwardedFor: '198.51.100.2' }));
      expect(await clicksOf(t)).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
