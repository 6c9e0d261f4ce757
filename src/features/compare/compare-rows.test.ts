import type { Product, Variant } from '../../client';
import { variantFixture } from '../catalogue/test-support/variant-fixture';
import { type CompareColumn, cellsDiffer, compareRows, shownRows, splitParameter } from './compare-rows';

const sofa = variantFixture();
const chair = variantFixture({
  id: 602,
  productId: 88,
  name: 'Стол Рио',
  eshop: { id: 4, name: 'Дом Шоп', slug: 'dom-shop', paid: false },
  price: { ...sofa.price, price: 9900 },
  displayParameters: ['Цвят: сив', 'Материал: дърво', 'Тапицерия: не'],
  dimensions: { ...sofa.dimensions, width: { from: 450, to: 450 } },
  reviews: { rating: null, reviewsCount: 0, imagesCount: 0 },
  alternativeOffersCount: 0,
});

const columns = (...variants: Variant[]): CompareColumn[] => variants.map((variant) => ({ variant }));
const rowOf = (rows: ReturnType<typeof compareRows>, key: string) => rows.find((row) => row.key === key);

function productOf(variant: Variant, offers: Variant[]): Product {
  return {
    id: variant.productId,
    slug: variant.productSlug,
    name: variant.name,
    description: '',
    manufacturer: null,
    ean: null,
    category: variant.category,
    breadcrumbs: [],
    offers,
  };
}

describe('compare rows (issue 24 §4: side-by-side table, differences highlighted)', () => {
  it('splits a display parameter at its first separator', () => {
    expect(splitParameter('Размер: 2: 3')).toEqual({ name: 'Размер', value: '2: 3' });
    expect(splitParameter('Ракла')).toEqual({ name: 'Ракла', value: '' });
  });

  it('marks a row as differing only when two or more products disagree; a missing value disagrees', () => {
    expect(cellsDiffer([{ text: 'сив' }, { text: 'сив' }])).toBe(false);
    expect(cellsDiffer([{ text: 'сив' }, { text: 'бял' }])).toBe(true);
    expect(cellsDiffer([{ text: 'сив' }, { text: null }])).toBe(true);
    expect(cellsDiffer([{ text: 'сив' }])).toBe(false);
  });

  it('has one row per parameter any product has, in order of first appearance, empty where a product lacks it', () => {
    const rows = compareRows(columns(sofa, chair));
    const parameters = rows.filter((row) => row.key.startsWith('parameter:'));
    expect(parameters.map((row) => row.label)).toEqual(['Ширина', 'Цвят', 'Материал', 'Ракла', 'Тапицерия']);
    expect(rowOf(rows, 'parameter:Цвят')).toMatchObject({ differs: false, cells: [{ text: 'сив' }, { text: 'сив' }] });
    expect(rowOf(rows, 'parameter:Тапицерия')).toMatchObject({ differs: true, cells: [{ text: null }, { text: 'не' }] });
  });

  it('shows prices in both currencies and compares them', () => {
    const price = rowOf(compareRows(columns(sofa, chair)), 'price');
    expect(price?.differs).toBe(true);
    expect(price?.cells[0]).toMatchObject({ money: { amount: 129900, currency: 'BGN' } });
    expect(price?.cells[0]?.text).toMatch(/^1\s?299\sлв\.\s664,17\s€$/);
  });

  it("takes the lowest active offer and the number of shops from the product's offers once loaded", () => {
    const cheaper = variantFixture({
      id: 503,
      price: { ...sofa.price, price: 119900 },
      eshop: { id: 9, name: 'Евтино', slug: 'evtino', paid: false },
    });
    const inactive = variantFixture({
      id: 504,
      active: false,
      price: { ...sofa.price, price: 100 },
      eshop: { id: 10, name: 'Старо', slug: 'staro', paid: false },
    });
    const loaded: CompareColumn[] = [{ variant: sofa, product: productOf(sofa, [sofa, cheaper, inactive]) }, { variant: chair }];
    const rows = compareRows(loaded);
    expect(rowOf(rows, 'lowest-offer')?.cells[0]).toMatchObject({ money: { amount: 119900 }, note: 'в Евтино' });
    expect(rowOf(rows, 'lowest-offer')?.cells[1]).toMatchObject({ money: { amount: 9900 }, note: 'в Дом Шоп' });
    expect(rowOf(rows, 'shops')?.cells.map((cell) => cell.text)).toEqual(['2\u00A0магазина', '1\u00A0магазин']);
  });

  it('counts shops from the offer itself while its product is loading', () => {
    expect(rowOf(compareRows(columns(sofa)), 'shops')?.cells[0]?.text).toBe('4\u00A0магазина');
  });

  it('shows dimensions in centimetres and leaves out rows no product has a value for', () => {
    const rows = compareRows(columns(sofa, chair));
    expect(rowOf(rows, 'dimension:width')?.cells.map((cell) => cell.text)).toEqual(['240\u00A0см', '45\u00A0см']);
    expect(rowOf(rows, 'dimension:height')?.differs).toBe(false);
    expect(rowOf(rows, 'dimension:diameter')).toBeUndefined();
  });

  it('has rating and delivery rows', () => {
    const rows = compareRows(columns(sofa, chair));
    expect(rowOf(rows, 'rating')?.cells.map((cell) => cell.text)).toEqual(['4,6 (12)', null]);
    expect(rowOf(rows, 'delivery')?.cells[0]?.text).toBe('Безплатна доставка · Доставка до 3\u00A0дни');
  });

  it("'Само разликите' keeps only the rows that differ", () => {
    const rows = compareRows(columns(sofa, chair));
    const shown = shownRows(rows, true);
    expect(shown.length).toBeLessThan(rows.length);
    expect(shown.every((row) => row.differs)).toBe(true);
    expect(shown.map((row) => row.key)).not.toContain('parameter:Цвят');
    expect(shownRows(rows, false)).toEqual(rows);
  });

  it('marks no row as differing for a single product', () => {
    expect(compareRows(columns(sofa)).some((row) => row.differs)).toBe(false);
  });
});
