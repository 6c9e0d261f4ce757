import { builtSite, createTestApp, seedSmallCatalogue, type TestApp } from './helpers';

describe('main API catalogue routes (spec §7 Main API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedSmallCatalogue });
  });
  afterAll(() => t.close());

  const filtering = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/v2/variant/filtering', payload: body as object });

  it('POST /api/v2/variant/filtering answers a category URL with the first page, total count and title', async () => {
    const res = await filtering({ url: '/products/divani' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.title).toBe('Дивани');
    expect(body.totalCount).toBe(2);
    expect(body.pagination).toEqual({ page: 1, pageSize: 24, pageCount: 1, totalCount: 2 });
    expect(body.variants.map((v: { id: number }) => v.id).sort()).toEqual([100, 101]);
    expect(body.groups.category).toEqual([expect.objectContaining({ name: 'Ъглови дивани', count: 2, url: '/products/aglovi-divani' })]);
    expect(body.nextPageUrl).toBeNull();
    expect(body.categoryUrl).toBe('/products/divani');
  });

  it('counts a category with all its descendants and leaves inactive offers out', async () => {
    const body = (await filtering({ url: '/products/mebeli' })).json();
    expect(body.totalCount).toBe(3);
    const all = (await filtering({ url: '/' })).json();
    expect(all.totalCount).toBe(3);
    expect(all.variants.some((v: { id: number }) => v.id === 103)).toBe(false);
  });

  it('maps a variant to the spec §3 shape: eshop, price in minor units, alternatives, image', async () => {
    const body = (await filtering({ url: '/products/aglovi-divani' })).json();
    const verona = body.variants.find((v: { id: number }) => v.id === 100);
    expect(verona.eshop).toEqual({ id: 1, name: 'Мебели Виктория', slug: 'mebeli-viktoria', paid: true });
    expect(verona.price).toMatchObject({ currency: 'BGN', price: 129900 });
    expect(verona.alternativeOffersCount).toBe(1);
    expect(verona.freeShipping).toBe(true);
    expect(verona.image).toEqual({ id: 1, type: 'variant', cropped: false });
    expect(verona.displayParameters).toEqual(['Цвят: сив']);
    expect(verona.dimensions.width).toEqual({ from: 2400, to: 2400 });
  });

  it("answers an old price our history did not verify as the shop's claim, never as a discount, in listings and on the product (issue 22 point 11)", async () => {
    const unverified = {
      price: { price: 129900, priceBeforeDiscount: null, claimedPriceBefore: 159900 },
      discount: null,
      discounted: false,
    };
    const listed = (await filtering({ url: '/products/aglovi-divani' })).json().variants.find((v: { id: number }) => v.id === 100);
    expect(listed).toMatchObject(unverified);
    const offered = (await t.app.inject('/api/v2/product/10')).json().offers.find((v: { id: number }) => v.id === 100);
    expect(offered).toMatchObject(unverified);
    expect((await filtering({ url: '/products/sales' })).json().totalCount).toBe(0);
    expect((await filtering({ url: '/products/mebeli/s-otstapka' })).json().totalCount).toBe(0);
  });

  it('escapes names in listHtml', async () => {
    const body = (await filtering({ url: '/products/masi' })).json();
    expect(body.listHtml).toContain('<a href="/product/11-masa-dab">Маса Дъб 160 см</a>');
  });

  it.each([
    [{}, 'url'],
    [{ url: 42 }, 'url'],
    [{ url: 'products/divani' }, 'url'],
    [{ url: '/products/divani', extra: true }, 'extra'],
  ])('rejects the bad body %j with a 400 that names the field %s', async (body, field) => {
    const res = await filtering(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, field });
  });

  it('answers 404 JSON for an unknown category', async () => {
    const res = await filtering({ url: '/products/nyama-takava' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('nyama-takava');
  });

  it('GET /api/v2/menu returns the primary menu without empty branches', async () => {
    const res = await t.app.inject('/api/v2/menu');
    expect(res.statusCode).toBe(200);
    const menu = res.json();
    expect(menu.primary.map((n: { slug: string }) => n.slug)).toEqual(['mebeli']);
    expect(menu.primary[0].children.map((n: { slug: string }) => n.slug)).toEqual(['divani', 'masi']);
    expect(menu).toHaveProperty('rooms');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('GET /api/v2/product/:id lists every shop offer, cheapest first, with breadcrumbs', async () => {
    const res = await t.app.inject('/api/v2/product/10');
    expect(res.statusCode).toBe(200);
    const product = res.json();
    expect(product.offers.map((o: { eshop: { slug: string } }) => o.eshop.slug)).toEqual(['mebeli-viktoria', 'domart']);
    expect(product.breadcrumbs.map((b: { slug: string }) => b.slug)).toEqual(['mebeli', 'divani', 'aglovi-divani']);
    expect((await t.app.inject('/api/v2/product/999')).statusCode).toBe(404);
    expect((await t.app.inject('/api/v2/product/abc')).json()).toMatchObject({ statusCode: 400, field: 'productId' });
  });

  const asBuild = (url: string) => t.app.inject({ url, headers: { authorization: `Bearer ${t.app.config.BUILD_TOKEN}` } });

  it('pages through products for the build with a keyset cursor', async () => {
    const first = (await asBuild('/api/v2/catalogue/products?after=0&limit=2')).json();
    expect(first.items.map((p: { id: number }) => p.id)).toEqual([10, 11]);
    expect(first.nextAfter).toBe(11);
    const second = (await asBuild(`/api/v2/catalogue/products?after=${first.nextAfter}&limit=2`)).json();
    expect(second.items.map((p: { id: number }) => p.id)).toEqual([12]);
    expect(second.nextAfter).toBeNull();
    expect((await asBuild('/api/v2/catalogue/products?limit=0')).json()).toMatchObject({ statusCode: 400, field: 'limit' });
  });

  it('keeps the product export to the build, in pages of at most 200 (issue 21 point 6)', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${t.app.config.BUILD_TOKEN}x`, t.app.config.BUILD_TOKEN]) {
      const res = await t.app.inject({ url: '/api/v2/catalogue/products', headers: authorization === undefined ? {} : { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String), field: 'authorization' });
    }
    expect((await asBuild('/api/v2/catalogue/products?limit=201')).json()).toMatchObject({ statusCode: 400, field: 'limit' });
    expect((await asBuild('/api/v2/catalogue/products?limit=200')).statusCode).toBe(200);
  });

  it('exports categories with rolled-up counts', async () => {
    const categories = (await t.app.inject('/api/v2/catalogue/categories')).json();
    const bySlug = Object.fromEntries(categories.map((c: { slug: string; count: number }) => [c.slug, c.count]));
    expect(bySlug).toMatchObject({ mebeli: 3, divani: 2, 'aglovi-divani': 2, masi: 1, osvetlenie: 0 });
  });

  it('serves the OpenAPI document and a health check', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.paths['/api/v2/variant/filtering'].post.operationId).toBe('variantFiltering');
    expect(doc.components.schemas).toHaveProperty('FilteringRequest');
    expect((await t.app.inject('/api/health')).json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe('site routes (spec §2 Product and Listing redirects)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const siteDir = builtSite({
      'product/10-aglov-divan-verona/index.html': '<html lang="bg">Верона</html>',
      '404.html': '<html lang="bg">Няма такава страница</html>',
    });
    t = await createTestApp({ seed: seedSmallCatalogue, siteDir });
  });
  afterAll(() => t.close());

  it('serves a built page at its path without a trailing slash', async () => {
    const res = await t.app.inject('/product/10-aglov-divan-verona');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Верона');
  });

  it.each([
    ['/product/10', '/product/10-aglov-divan-verona'],
    ['/product/v/101', '/product/10-aglov-divan-verona'],
    ['/product/v/101-divan-verona-aglov', '/product/10-aglov-divan-verona'],
    ['/category/2', '/products/divani'],
  ])('redirects %s to the canonical %s', async (from, to) => {
    const res = await t.app.inject(from);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it('answers unknown pages with the site 404 page, and path traversal finds nothing', async () => {
    const res = await t.app.inject('/product/999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Няма такава страница');
    expect((await t.app.inject('/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404);
  });
});
