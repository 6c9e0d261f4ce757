import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtSite, createTestApp, seedSmallCatalogue, type TestApp, variantRow } from './helpers';

describe('filtered listing URLs (spec §2: filters live in the URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const siteDir = builtSite({
      'products/divani/index.html': '<html lang="bg">Дивани</html>',
      'index.html': '<html lang="bg">Начало</html>',
      '404.html': '<html lang="bg">Няма такава страница</html>',
    });
    t = await createTestApp({ seed: seedSmallCatalogue, siteDir });
  });
  afterAll(() => t.close());

  it('serves the category page for a canonical filtered URL, so the shared link works on reload', async () => {
    const res = await t.app.inject('/products/divani/bezplatna-dostavka/s-otstapka?priceFrom=100');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Дивани');
  });

  it('redirects a non-canonical filtered URL to its one canonical URL', async () => {
    const res = await t.app.inject('/products/divani/s-otstapka/bezplatna-dostavka');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/products/divani/bezplatna-dostavka/s-otstapka');
  });

  it("redirects a page's URL with a trailing slash to the page's own URL, query kept, and the home page stays", async () => {
    for (const [url, location] of [
      ['/products/divani/', '/products/divani'],
      ['/products/divani//?priceFrom=100', '/products/divani?priceFrom=100'],
      ['/nyama-takava/', '/nyama-takava'],
    ] as const) {
      const res = await t.app.inject(url);
      expect({ url, status: res.statusCode, location: res.headers.location }).toEqual({ url, status: 301, location });
    }
    expect((await t.app.inject('/')).statusCode).toBe(200);
  });

  it('never redirects a trailing-slash URL to another host', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    /* Sent as written: a URL parser would read `//host` as a host before the server saw it. */
    const rawLocation = (path: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        request({ host: '127.0.0.1', port, path }, (res) => {
          res.resume();
          resolve(res.headers.location);
        })
          .on('error', reject)
          .end();
      });
    for (const path of ['//evil.example/', '/\\evil.example/', '/\\/evil.example/', '/%2F/evil.example/'])
      expect({ path, location: await rawLocation(path) }).toEqual({ path, location: expect.stringMatching(/^\/[^/\\]/) });
  });

  it('answers 404 for garbage filters, unknown categories and unknown pages', async () => {
    for (const url of ['/products/divani/nyakakuv-filtur', '/products/nyama/v-nalichnost', '/nyama-takava']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Няма такава страница');
    }
  });
});

describe('account pages with parameters in the URL (spec §2 User routes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const siteDir = builtSite({
      'user/index.html': '<html lang="bg">Профил</html>',
      'register/confirmation/index.html': '<html lang="bg">Потвърждение</html>',
      'password/confirmation/index.html': '<html lang="bg">Нова парола</html>',
      '404.html': '<html lang="bg">Няма такава страница</html>',
    });
    t = await createTestApp({ seed: seedSmallCatalogue, siteDir });
  });
  afterAll(() => t.close());

  it("answers a client route with its shell's page, which reads the parameters on the client", async () => {
    for (const [url, text] of [
      ['/user/17', 'Профил'],
      ['/register/confirmation/17/AbC_d-9', 'Потвърждение'],
      ['/password/confirmation/AbC_d-9?x=1', 'Нова парола'],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(text);
    }
  });

  it('answers 404 for a path of another shape below a shell', async () => {
    for (const url of ['/user/17/x', '/register/confirmation/17', '/password/confirmation/a/b']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Няма такава страница');
    }
  });
});

describe('build-time export of shops', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: seedSmallCatalogue });
  });
  afterAll(() => t.close());

  it('lists the shops that have active offers, for their static listing pages', async () => {
    await t.database.db
      .insertInto('shops')
      .values({ id: 3, slug: 'prazen', name: 'Празен', url: 'https://prazen.example', paid: 0, created_at: '2026-11-01T00:00:00.000Z' })
      .execute();
    const res = await t.app.inject('/api/v2/catalogue/eshops');
    expect(res.json()).toEqual([
      { id: 1, slug: 'mebeli-viktoria', name: 'Мебели Виктория', voucherCodes: [] },
      { id: 2, slug: 'domart', name: 'ДомАрт', voucherCodes: [] },
    ]);
  });

  it('gives each shop the distinct voucher codes of its active offers that a voucher listing URL can carry', async () => {
    const { db } = t.database;
    const voucher = (code: string) => ({ voucher_code: code, voucher_value: 10, voucher_type: 'percent' });
    await db.updateTable('variants').set(voucher('ZIMA10')).where('id', 'in', [100, 101]).execute();
    await db.updateTable('variants').set(voucher('DOM-5')).where('id', '=', 102).execute();
    await db
      .insertInto('variants')
      .values([
        variantRow({
          id: 104,
          product_id: 11,
          shop_id: 2,
          name: 'Маса Дъб, втора',
          price: 46000,
          voucher: { code: 'ZIMA10', value: 10, type: 'percent' },
        }),
        variantRow({
          id: 105,
          product_id: 11,
          shop_id: 2,
          name: 'Маса Дъб, изчерпана',
          price: 46000,
          active: 0,
          voucher: { code: 'STARO', value: 10, type: 'percent' },
        }),
        variantRow({
          id: 106,
          product_id: 11,
          shop_id: 1,
          name: 'Маса Дъб, с интервал',
          price: 46000,
          voucher: { code: 'A B', value: 10, type: 'percent' },
        }),
      ])
      .execute();
    const res = await t.app.inject('/api/v2/catalogue/eshops');
    expect(res.json()).toEqual([
      { id: 1, slug: 'mebeli-viktoria', name: 'Мебели Виктория', voucherCodes: ['ZIMA10'] },
      { id: 2, slug: 'domart', name: 'ДомАрт', voucherCodes: ['DOM-5', 'ZIMA10'] },
    ]);
  });
});
