import { COMPARE_PATH, MAX_SHARED_IDS, compareUrl, parseCompareIds } from './compare-url';

describe('compare URL (shareable comparison, spec §7 compare_products_url_copy)', () => {
  it('serialises ids in order into the ids parameter', () => {
    expect(compareUrl([12, 5, 40])).toBe('/compare-products?ids=12,5,40');
    expect(compareUrl([])).toBe(COMPARE_PATH);
  });

  it('parses what it serialises back to the same ids', () => {
    const ids = [7, 3, 1_000_001];
    expect(parseCompareIds(new URL(compareUrl(ids), 'https://uyut.bg').search)).toEqual(ids);
  });

  it('reads the encoded comma browsers may send, with or without the leading ?', () => {
    expect(parseCompareIds('?ids=4%2C9')).toEqual([4, 9]);
    expect(parseCompareIds('ids=4,9')).toEqual([4, 9]);
  });

  it('keeps each id once and leaves out anything that is not a positive whole number', () => {
    expect(parseCompareIds('?ids=4,x,4,-2,0,1.5,08,,9,99999999999999999')).toEqual([4, 9]);
  });

  it('answers null when the URL names no ids, so the page shows the own list', () => {
    expect(parseCompareIds('')).toBeNull();
    expect(parseCompareIds('?utm_source=x')).toBeNull();
    expect(parseCompareIds('?ids=')).toBeNull();
    expect(parseCompareIds('?ids=abc')).toBeNull();
  });

  it('caps a list at what the API answers at once', () => {
    const many = Array.from({ length: MAX_SHARED_IDS + 5 }, (_, i) => i + 1);
    expect(parseCompareIds(`?ids=${many.join(',')}`)).toHaveLength(MAX_SHARED_IDS);
    expect(compareUrl(many).split(',')).toHaveLength(MAX_SHARED_IDS);
  });
});
