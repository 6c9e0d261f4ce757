import { RECENT_PRODUCTS_LIMIT, searchPath, TRENDING_LIMIT } from '@uyut/core';
import type { SearchGroup, SearchItem } from '../../client';
import type { RecentProduct } from './recent-products';
import { BLACK_FRIDAY_PATH, emptyQuerySections, moveHighlight, panelOptions, querySections } from './search-rules';

const item = (id: number, title = `Категория ${id}`): SearchItem => ({
  id: String(id),
  title,
  url: `/products/kategoriya-${id}`,
  apiUrl: `/products/kategoriya-${id}`,
  productCount: id * 3,
  filters: { categoryId: id },
});

const recent = (id: number): RecentProduct => ({ id, name: `Продукт ${id}`, path: `/product/${id}-produkt` });

describe('moveHighlight (spec §4: arrow keys wrap around)', () => {
  it.each([
    [null, 4, 1, 0],
    [null, 4, -1, 3],
    [0, 4, 1, 1],
    [3, 4, 1, 0],
    [0, 4, -1, 3],
    [2, 4, -1, 1],
    [7, 4, 1, 0],
    [0, 1, 1, 0],
    [0, 1, -1, 0],
  ] as const)('from %p of %p options, step %p → %p', (current, count, step, expected) => {
    expect(moveHighlight({ current, count, step })).toBe(expected);
  });

  it('has nothing to highlight without options', () => {
    expect(moveHighlight({ current: null, count: 0, step: 1 })).toBeNull();
    expect(moveHighlight({ current: 2, count: 0, step: -1 })).toBeNull();
  });
});

describe('emptyQuerySections (spec §2: trending categories and recently viewed products)', () => {
  it('lists at most TRENDING_LIMIT trending categories as chips and at most RECENT_PRODUCTS_LIMIT recent products', () => {
    const trending = Array.from({ length: TRENDING_LIMIT + 3 }, (_, index) => item(index + 1));
    const products = Array.from({ length: RECENT_PRODUCTS_LIMIT + 2 }, (_, index) => recent(index + 1));
    const sections = emptyQuerySections({ trending, blackFriday: false, recent: products });
    expect(sections.map((section) => [section.heading, section.layout, section.options.length])).toEqual([
      ['Популярни категории', 'chips', TRENDING_LIMIT],
      ['Започнете оттам, откъдето сте спрели', 'rows', RECENT_PRODUCTS_LIMIT],
    ]);
    expect(sections[1]!.options[0]).toMatchObject({ kind: 'recent', label: 'Продукт 1', url: '/product/1-produkt' });
  });

  it('leads the chips with Black Friday while that campaign runs, besides the ten categories', () => {
    const trending = Array.from({ length: TRENDING_LIMIT }, (_, index) => item(index + 1));
    const [chips] = emptyQuerySections({ trending, blackFriday: true, recent: [] });
    expect(chips!.options).toHaveLength(TRENDING_LIMIT + 1);
    expect(chips!.options[0]).toMatchObject({ kind: 'campaign', label: 'Черен петък', url: BLACK_FRIDAY_PATH });
    expect(emptyQuerySections({ trending, blackFriday: false, recent: [] })[0]!.options.some((option) => option.kind === 'campaign')).toBe(
      false,
    );
  });

  it('leaves empty sections out', () => {
    expect(emptyQuerySections({ trending: [], blackFriday: false, recent: [] })).toEqual([]);
    expect(emptyQuerySections({ trending: [], blackFriday: false, recent: [recent(1)] }).map((section) => section.key)).toEqual(['recent']);
  });
});

describe('querySections (spec §2: grouped suggestions with counts, then the search link)', () => {
  const groups: SearchGroup[] = [
    { type: 6, typeName: 'Категории', img: null, items: [item(1, 'Дивани'), item(2, 'Ъглови дивани')] },
    { type: 3, typeName: 'Марки', img: null, items: [] },
    { type: 1, typeName: 'Продукти', img: null, items: [item(9, 'Диван Верона')] },
  ];

  it('keeps the service order, leaves empty groups out and ends with the search in the products', () => {
    const sections = querySections({ query: 'диван', groups, pages: [] });
    expect(sections.map((section) => section.heading)).toEqual(['Категории', 'Продукти', null]);
    expect(sections[0]!.options.map((option) => [option.label, option.count, option.url])).toEqual([
      ['Дивани', 3, '/products/kategoriya-1'],
      ['Ъглови дивани', 6, '/products/kategoriya-2'],
    ]);
    expect(sections.at(-1)!.options).toEqual([
      { key: 'search', kind: 'search', label: 'Търсене на „диван“ в продуктите', url: searchPath('диван'), count: null },
    ]);
  });

  it('walks the options in the order they are shown', () => {
    expect(panelOptions(querySections({ query: 'диван', groups, pages: [] })).map((option) => option.label)).toEqual([
      'Дивани',
      'Ъглови дивани',
      'Диван Верона',
      'Търсене на „диван“ в продуктите',
    ]);
  });

  it('shows the matching pages as one group under the product suggestions, before the search link', () => {
    const pages = [
      { url: '/terms/cookies', title: 'Бисквитки' },
      { url: '/terms/privacy-policy', title: 'Политика за поверителност' },
    ];
    const sections = querySections({ query: 'бисквитки', groups, pages });
    expect(sections.map((section) => section.heading)).toEqual(['Категории', 'Продукти', 'Страници', null]);
    expect(sections[2]!.options).toEqual([
      { key: 'page-/terms/cookies', kind: 'page', label: 'Бисквитки', url: '/terms/cookies', count: null },
      { key: 'page-/terms/privacy-policy', kind: 'page', label: 'Политика за поверителност', url: '/terms/privacy-policy', count: null },
    ]);
  });

  it('offers the search link alone while no suggestion has come', () => {
    expect(panelOptions(querySections({ query: 'd', groups: [], pages: [] })).map((option) => option.kind)).toEqual(['search']);
  });
});
