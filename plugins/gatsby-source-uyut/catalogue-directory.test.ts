import type { Product, Variant } from '../../src/client';
import { variantFixture } from '../../src/features/catalogue/test-support/variant-fixture';
import { eshopDirectory, manufacturerDirectory } from './catalogue-directory';

const shop = (id: number, name: string, slug: string) => ({ id, name, slug, paid: false });
const ikea = shop(1, 'Мебели Икона', 'mebeli-ikona');
const aruba = shop(2, 'Аруба Дом', 'aruba-dom');

function product(options: {
  id: number;
  manufacturer: string | null;
  offers: Array<{ eshop: Variant['eshop']; active?: boolean }>;
}): Product {
  const offers = options.offers.map((offer, at) =>
    variantFixture({ id: options.id * 10 + at, productId: options.id, eshop: offer.eshop, active: offer.active ?? true }),
  );
  const { category } = offers[0]!;
  return {
    id: options.id,
    slug: `p-${options.id}`,
    name: 'Диван',
    description: '',
    manufacturer: options.manufacturer,
    ean: null,
    category,
    breadcrumbs: [],
    offers,
  };
}

const products = [
  product({ id: 1, manufacturer: 'Ъглов дом', offers: [{ eshop: ikea }, { eshop: aruba }] }),
  product({ id: 2, manufacturer: 'ЪГЛОВ ДОМ', offers: [{ eshop: ikea }, { eshop: ikea }] }),
  product({ id: 3, manufacturer: 'Bellа', offers: [{ eshop: aruba, active: false }] }),
  product({ id: 4, manufacturer: null, offers: [{ eshop: aruba }] }),
  product({ id: 5, manufacturer: 'Арт', offers: [{ eshop: aruba }] }),
];

describe('catalogue directories', () => {
  test('shops alphabetically (Bulgarian order), each product counted once, inactive offers left out, linking to the shop listing', () => {
    expect(eshopDirectory(products)).toEqual([
      { name: 'Аруба Дом', url: '/products/eshop/aruba-dom', productCount: 3 },
      { name: 'Мебели Икона', url: '/products/eshop/mebeli-ikona', productCount: 2 },
    ]);
  });

  test('manufacturers by the slug of their name, products on offer only, linking to the filtered listing', () => {
    expect(manufacturerDirectory(products)).toEqual([
      { name: 'Арт', url: '/products/proizvoditel-art', productCount: 1 },
      { name: 'Ъглов дом', url: '/products/proizvoditel-aglov-dom', productCount: 2 },
    ]);
  });
});
