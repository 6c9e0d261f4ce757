/** @jest-environment node */
import { BASE_LISTINGS, listingPaths, sourceCatalogue } from './catalogue-source';

describe('static listing pages (spec §2 Listing routes)', () => {
  const category = (slug: string, count: number) => ({
    id: 1,
    parentId: null,
    slug,
    name: slug,
    longName: slug,
    description: null,
    count,
    breadcrumbs: [],
  });

  it('covers home, the base listings, each stocked category with its sales and price drops, and each shop with its vouchers', () => {
    const paths = listingPaths({
      categories: [category('divani', 3), category('prazna', 0)],
      eshops: [
        { id: 7, slug: 'domart', voucherCodes: ['DOM10', 'есен-5'] },
        { id: 8, slug: 'lampi', voucherCodes: [] },
      ],
    });
    expect(paths).toEqual([
      '/',
      ...BASE_LISTINGS,
      '/products/divani',
      '/products/sales/divani',
      '/price-drops/divani',
      '/products/eshop/domart',
      '/eshop/7',
      '/products/eshop/domart/voucher/DOM10',
      `/products/eshop/domart/voucher/${encodeURIComponent('есен-5')}`,
      '/products/eshop/lampi',
      '/eshop/8',
    ]);
    expect(BASE_LISTINGS).toEqual(
      expect.arrayContaining(['/products/sales', '/products/vouchers', '/eco', '/products/delivery-before-christmas']),
    );
  });
});

describe('reading the catalogue export (issue 21 point 6)', () => {
  it('presents the build token on every request and pages products 200 at a time', async () => {
    const seen: Array<{ url: string; authorization: string | null }> = [];
    const fetchApi = (async (url: string, init: RequestInit) => {
      seen.push({ url, authorization: new Headers(init.headers).get('authorization') });
      const body = url.includes('/catalogue/products') ? { items: [], nextAfter: null } : url.includes('/catalogue/') ? [] : {};
      return new Response(JSON.stringify(body), { status: 200 });
    }) as typeof fetch;
    await sourceCatalogue({ apiUrl: 'http://127.0.0.1:1', buildToken: 'secret-token', fetchApi });
    expect(seen.length).toBeGreaterThan(3);
    expect(new Set(seen.map((request) => request.authorization))).toEqual(new Set(['Bearer secret-token']));
    expect(seen.find((request) => request.url.includes('/catalogue/products'))?.url).toMatch(/limit=200$/);
  });
});
