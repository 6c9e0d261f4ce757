import { productPath } from './product-path';

describe('productPath (spec §2 route /product/{productId}-{slug})', () => {
  it('joins the product id and its slug', () => {
    expect(productPath({ productId: 42, productSlug: 'aglov-divan' })).toBe('/product/42-aglov-divan');
  });

  it('is the bare id without a slug', () => {
    expect(productPath({ productId: 42, productSlug: '' })).toBe('/product/42');
  });
});
