import { RECENT_PRODUCTS_LIMIT } from '@uyut/core';
import {
  parseStoredRecent,
  RECENT_PRODUCTS_STORAGE_KEY,
  type RecentProduct,
  recentProductOf,
  recentProductsStore,
  rememberViewedProduct,
  hydrateRecentProducts,
  resetRecentProducts,
  withViewedProduct,
} from './recent-products';

const entry = (id: number): RecentProduct => ({ id, name: `Продукт ${id}`, path: `/product/${id}-produkt` });

const viewed = (id: number) => ({ id, slug: `produkt-${id}`, name: `Продукт ${id}` });

beforeEach(() => {
  resetRecentProducts();
  localStorage.clear();
});

describe('withViewedProduct', () => {
  it('puts the product first, once, and keeps at most RECENT_PRODUCTS_LIMIT', () => {
    let list: RecentProduct[] = [];
    for (const id of [1, 2, 3, 4, 5, 6, 7]) list = withViewedProduct(list, entry(id));
    expect(list.map((product) => product.id)).toEqual([7, 6, 5, 4, 3]);
    expect(list).toHaveLength(RECENT_PRODUCTS_LIMIT);
    expect(withViewedProduct(list, entry(4)).map((product) => product.id)).toEqual([4, 7, 6, 5, 3]);
  });
});

describe('recentProductOf', () => {
  it('keeps the id, name and product page path', () => {
    expect(recentProductOf(viewed(3))).toEqual({ id: 3, name: 'Продукт 3', path: '/product/3-produkt-3' });
  });
});

describe('parseStoredRecent', () => {
  it('keeps well-formed entries only, at most the limit', () => {
    const stored = [entry(1), { ...entry(4), id: 'x' }, { ...entry(2), path: 'https://evil.example' }, { ...entry(5), name: 5 }, entry(3)];
    expect(parseStoredRecent(JSON.stringify(stored)).map((product) => product.id)).toEqual([1, 3]);
    expect(parseStoredRecent(JSON.stringify(Array.from({ length: 9 }, (_, index) => entry(index + 1))))).toHaveLength(
      RECENT_PRODUCTS_LIMIT,
    );
    expect(parseStoredRecent(null)).toEqual([]);
    expect(parseStoredRecent('{"id":1}')).toEqual([]);
  });

  it('starts empty, with a warning, from storage that is not JSON', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(parseStoredRecent('{')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

describe('the recently viewed products store', () => {
  it('remembers viewed products newest first, in storage too, and reads them back on the next page load', () => {
    for (const id of [1, 2, 3, 4, 5, 6]) rememberViewedProduct(viewed(id));
    expect(recentProductsStore.products.map((product) => product.id)).toEqual([6, 5, 4, 3, 2]);
    const stored = JSON.parse(localStorage.getItem(RECENT_PRODUCTS_STORAGE_KEY) ?? '[]') as RecentProduct[];
    expect(stored.map((product) => product.id)).toEqual([6, 5, 4, 3, 2]);

    resetRecentProducts();
    expect(recentProductsStore.products).toEqual([]);
    hydrateRecentProducts();
    expect(recentProductsStore.products.map((product) => product.id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('adds a viewed product to what an earlier page load stored', () => {
    localStorage.setItem(RECENT_PRODUCTS_STORAGE_KEY, JSON.stringify([entry(8)]));
    rememberViewedProduct(viewed(9));
    expect(recentProductsStore.products.map((product) => product.id)).toEqual([9, 8]);
  });
});
