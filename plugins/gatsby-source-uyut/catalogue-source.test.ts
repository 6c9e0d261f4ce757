import { BASE_LISTINGS, listingPaths } from './catalogue-source';

describe('static listing pages (spec §2 Listing routes)', () => {
  const category = (slug: string, count: number) => ({ id: 1, parentId: null, slug, name: slug, longName: slug, description: null, count, breadcrumbs: [] });

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
    expect(BASE_LISTINGS).toEqual(expect.arrayContaining(['/products/sales', '/products/vouchers', '/eco', '/products/delivery-before-christmas']));
  });
});
