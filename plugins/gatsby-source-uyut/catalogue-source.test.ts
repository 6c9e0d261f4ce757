/** @jest-environment node */
import { BASE_LISTINGS } from '../../packages/core/src';
import { ResponseError } from '../../src/client';
import { listingPaths, sourceCatalogue } from './catalogue-source';

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
        { id: 7, slug: 'domart', name: 'Домарт', voucherCodes: ['DOM10', 'есен-5'] },
        { id: 8, slug: 'lampi', name: 'Лампи', voucherCodes: [] },
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
    const fetch = async (request: Request) => {
      const { url } = request;
      seen.push({ url, authorization: request.headers.get('authorization') });
      const body = url.includes('/catalogue/products') ? { items: [], nextAfter: null } : url.includes('/catalogue/') ? [] : {};
      return Response.json(body);
    };
    await sourceCatalogue({ apiUrl: 'http://127.0.0.1:1', buildToken: 'secret-token', fetch });
    expect(seen.length).toBeGreaterThan(3);
    expect(new Set(seen.map((request) => request.authorization))).toEqual(new Set(['Bearer secret-token']));
    expect(seen.find((request) => request.url.includes('/catalogue/products'))?.url).toMatch(/limit=200$/);
  });

  it('fails with the typed ResponseError, keeping the answer, when the export refuses the token', async () => {
    const fetch = async (request: Request) =>
      request.url.includes('/catalogue/products') ? Response.json({ message: 'Unauthorized' }, { status: 401 }) : Response.json([]);
    const error: unknown = await sourceCatalogue({ apiUrl: 'http://127.0.0.1:1', buildToken: 'wrong', fetch }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ResponseError);
    expect(error instanceof ResponseError && error.response.status).toBe(401);
  });
});
