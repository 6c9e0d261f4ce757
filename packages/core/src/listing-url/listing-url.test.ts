import {
  BASE_LISTINGS,
  type BaseSelection,
  choiceUrls,
  DIMENSIONS,
  emptyListingQuery,
  FEATURES,
  isListingPath,
  type ListingQuery,
  type ListingVocabulary,
  normaliseListingQuery,
  parseListingUrl,
  RESERVED_PARAM_SLUGS,
  serialiseListingQuery,
  SORTS,
  type ListingChoice,
  toggleChoice,
  withCategory,
  withPage,
  withoutSearch,
  withRangesInUrl,
} from '.';
import { type SeededRandom, seededRandom } from '../seeded-random';

const vocabulary: ListingVocabulary = {
  categories: new Set(['mebeli', 'divani', 'aglovi-divani', 'masi']),
  params: new Map([
    ['tsvyat', new Set(['siv', 'bezhov', 'tamno-sin'])],
    ['material', new Set(['kadife', 'dab'])],
    ['broy-mesta', new Set(['2', '3'])],
    ['broy', new Set(['mesta-5'])],
  ]),
  manufacturers: new Set(['verona', 'ikea']),
  shops: new Set(['domart', 'mebeli-viktoria']),
};

function randomBase(r: SeededRandom): BaseSelection {
  const category = () => r.pick([...vocabulary.categories]);
  return r.pick<() => BaseSelection>([
    () => ({ kind: 'home' }),
    () => ({ kind: 'category', categorySlug: null }),
    () => ({ kind: 'category', categorySlug: category() }),
    () => ({ kind: 'sales', categorySlug: r.next() < 0.5 ? null : category() }),
    () => ({ kind: 'price-drops', categorySlug: category() }),
    () => ({ kind: r.pick(['vouchers', 'delivery-before-christmas', 'rooms', 'black-friday', 'garden-season', 'eco'] as const) }),
    () => ({ kind: 'eshop', shopSlug: r.pick([...vocabulary.shops]), voucherCode: r.next() < 0.5 ? null : r.pick(['ZIMA10', 'есен-5']) }),
    () => ({ kind: 'merchant', merchantId: 1 + r.int(500) }),
    () => ({
      kind: 'search',
      query: r.pick(['диван', 'divan siv', '<script>', 'a&b=c?', 'маса 100% + стол', 'x'.repeat(200)]),
      categorySlug: r.next() < 0.5 ? null : category(),
    }),
  ])();
}

function randomQuery(r: SeededRandom): ListingQuery {
  const params: Record<string, string[]> = {};
  for (const [name, values] of vocabulary.params) if (r.next() < 0.3) params[name] = r.some([...values, ...values]);
  const dimensions: ListingQuery['dimensions'] = {};
  for (const d of DIMENSIONS) if (r.next() < 0.2) dimensions[d] = { from: r.maybe(300), to: r.maybe(300) };
  return {
    base: randomBase(r),
    features: r.some(FEATURES),
    params,
    manufacturers: r.some([...vocabulary.manufacturers]),
    shops: r.some([...vocabulary.shops]),
    sort: r.pick(SORTS),
    page: r.next() < 0.7 ? 1 : 1 + r.int(40),
    price: { from: r.maybe(5000), to: r.maybe(5000) },
    dimensions,
  };
}

const shuffled = <T>(list: T[], r: SeededRandom) => [...list].sort(() => r.next() - 0.5);

describe('choiceUrls: every facet choice URL of a listing at once', () => {
  it('gives serialiseListingQuery(toggleChoice(q, c)) and of withCategory(q, slug) for 1,000 random listings, every kind of choice', () => {
    const r = seededRandom(2024);
    /* Integer-like names are listed first by objects, whatever the sorting; 'a' sorts before 'a-b' and 'ab'. */
    const names = ['tsvyat', 'material', '12', '3', 'a', 'a-b', 'ab'];
    const values = ['siv', '2', '10', 'b', 'b-c', 'bc'];
    const wrong: unknown[] = [];
    for (let i = 0; i < 1000; i++) {
      const query = randomQuery(r);
      query.params = Object.fromEntries(r.some(names).map((name) => [name, r.some(values)]));
      const urls = choiceUrls(query);
      const choices: ListingChoice[] = [
        ...FEATURES.map((value) => ({ group: 'feature' as const, value })),
        ...names.flatMap((name) => values.map((value) => ({ group: 'param' as const, name, value }))),
        ...['verona', 'ikea', 'a', 'zz'].map((value) => ({ group: 'manufacturer' as const, value })),
        ...['domart', 'mebeli-viktoria', 'b'].map((value) => ({ group: 'eshop' as const, value })),
      ];
      for (const choice of choices) {
        const [url, expected] = [urls.toggle(choice), serialiseListingQuery(toggleChoice(query, choice))];
        if (url !== expected) wrong.push({ query, choice, url, expected });
      }
      for (const slug of vocabulary.categories) {
        const [url, expected] = [urls.category(slug), serialiseListingQuery(withCategory(query, slug))];
        if (url !== expected) wrong.push({ query, slug, url, expected });
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('listing URL grammar (spec §2: filters in the path, only dimension/priceFrom/priceTo as query)', () => {
  it('round-trips 2,000 random states: parse(serialise(q)) is the normal form of q', () => {
    const r = seededRandom(42);
    for (let i = 0; i < 2000; i++) {
      const query = randomQuery(r);
      const url = serialiseListingQuery(query);
      expect(parseListingUrl(url, vocabulary)).toEqual({ query: normaliseListingQuery(query) });
    }
  });

  it('gives every state exactly one URL: reordered segments and query parameters redirect to it', () => {
    const r = seededRandom(7);
    for (let i = 0; i < 500; i++) {
      const canonical = serialiseListingQuery(randomQuery(r));
      const [path = '', search] = canonical.split('?');
      const baseEnd =
        path === '/'
          ? 1
          : path.split('/').length -
            (path.match(/\/(?:bezplatna|v-|s-|na-|dostavka|tsvyat|material|broy|proizvoditel|magazin|sortirane|stranitsa)[^/]*/g) ?? [])
              .length;
      const parts = path.split('/');
      const filters = parts.slice(baseEnd);
      const reordered =
        [...parts.slice(0, baseEnd), ...shuffled(filters, r)].join('/') + (search ? `?${shuffled(search.split('&'), r).join('&')}` : '');
      const parsed = parseListingUrl(reordered, vocabulary);
      expect(parsed).toEqual(reordered === canonical ? { query: expect.anything() } : { redirect: canonical });
    }
  });

  it('writes groups in fixed order with sorted values', () => {
    const query = {
      ...emptyListingQuery({ kind: 'category', categorySlug: 'divani' }),
      features: ['discount', 'free-shipping'],
      params: { tsvyat: ['siv', 'bezhov'], material: ['kadife'] },
      shops: ['domart'],
      sort: 'cheapest',
      page: 2,
      price: { from: 100, to: 900 },
      dimensions: { height: { from: null, to: 90 }, width: { from: 200, to: null } },
    } satisfies ListingQuery;
    expect(serialiseListingQuery(query)).toBe(
      '/products/divani/bezplatna-dostavka/s-otstapka/material-kadife/tsvyat-bezhov/tsvyat-siv/magazin-domart/sortirane-nay-evtini/stranitsa-2?dimension=width:200-,height:-90&priceFrom=100&priceTo=900',
    );
  });

  it('tells a parameter slug that is a prefix of another apart by the vocabulary', () => {
    expect(parseListingUrl('/products/broy-mesta-5/broy-mesta-2', vocabulary)).toEqual({
      query: { ...emptyListingQuery({ kind: 'category', categorySlug: null }), params: { broy: ['mesta-5'], 'broy-mesta': ['2'] } },
    });
  });

  it.each([
    ['/products/divani/', '/products/divani'],
    ['/products/divani/tsvyat-siv/tsvyat-siv', '/products/divani/tsvyat-siv'],
    ['/products/divani/sortirane-preporachani', '/products/divani'],
    ['/products/divani/stranitsa-1', '/products/divani'],
    ['/products/divani/page-3', '/products/divani/stranitsa-3'],
    ['/products/divani?utm_source=x&priceFrom=10', '/products/divani?priceFrom=10'],
    ['/products/divani?priceFrom=900&priceTo=100', '/products/divani?priceFrom=100&priceTo=900'],
    ['/products/divani?priceFrom=0', '/products/divani'],
    ['/products/divani?dimension=width%3A10-20', '/products/divani?dimension=width:10-20'],
    ['/products/divani?dimension=width:-', '/products/divani'],
    ['/?priceTo=10', '/products?priceTo=10'],
    ['/sales', '/products/sales'],
    ['//products//divani', '/products/divani'],
  ])('redirects the non-canonical %s to %s', (url, canonical) => {
    expect(parseListingUrl(url, vocabulary)).toEqual({ redirect: canonical });
  });

  it.each([
    ['products/divani', 'url'],
    ['/product/1', 'url'],
    ['/products/Divani', 'category'],
    ['/products/nyama-takava', 'category'],
    ['/price-drops', 'category'],
    ['/products/divani/tsvyat-zelen', 'url'],
    ['/products/divani/proizvoditel-nobody', 'manufacturer'],
    ['/products/divani/magazin-nobody', 'eshop'],
    ['/products/eshop/nobody', 'eshop'],
    ['/products/eshop/domart/voucher/a%20b', 'voucher'],
    ['/products/eshop/domart/voucher/%E0%A4%A', 'url'],
    ['/eshop/abc', 'merchantId'],
    ['/products/divani/sortirane-nay-hubavi', 'sort'],
    ['/products/divani/stranitsa-0', 'page'],
    ['/products/divani/stranitsa-99999999', 'page'],
    ['/products/divani/<script>', 'url'],
    ['/products/divani?priceFrom=abc', 'priceFrom'],
    ['/products/divani?priceTo=-5', 'priceTo'],
    ['/products/divani?priceFrom=1&priceFrom=2', 'priceFrom'],
    ['/products/divani?dimension=weight:1-2', 'dimension'],
    ['/products/divani?dimension=width:1-2,width:3-4', 'dimension'],
    ['/products/divani?dimension=%', 'url'],
  ])('refuses %s naming the field %s', (url, field) => {
    expect(parseListingUrl(url, vocabulary)).toMatchObject({ field });
  });

  it('never throws on random garbage', () => {
    const r = seededRandom(99);
    const alphabet = [
      '/',
      '-',
      '?',
      '&',
      '=',
      '%',
      ':',
      ',',
      '#',
      'a',
      'z',
      '0',
      '9',
      'products',
      'divani',
      'tsvyat-siv',
      'stranitsa-',
      'ц',
      ' ',
    ];
    for (let i = 0; i < 3000; i++) {
      const url = Array.from({ length: r.int(12) }, () => r.pick(alphabet)).join('');
      const result = parseListingUrl(url, vocabulary);
      expect('query' in result || 'redirect' in result || ('error' in result && typeof result.field === 'string')).toBe(true);
      if ('redirect' in result) expect(parseListingUrl(result.redirect, vocabulary)).toHaveProperty('query');
    }
  });

  it('sets slider ranges on a URL without a vocabulary: canonical query, page 1, home becomes /products', () => {
    expect(withRangesInUrl('/products/divani/tsvyat-siv/stranitsa-3?priceFrom=10', { price: { from: 900, to: 100 } })).toBe(
      '/products/divani/tsvyat-siv?priceFrom=100&priceTo=900',
    );
    expect(withRangesInUrl('/products/divani?priceTo=50', { dimensions: { height: { from: 40, to: null } } })).toBe(
      '/products/divani?dimension=height:40-&priceTo=50',
    );
    expect(withRangesInUrl('/products/divani?priceTo=50', { price: { from: null, to: null } })).toBe('/products/divani');
    expect(withRangesInUrl('/', { price: { from: 0, to: 20 } })).toBe('/products?priceTo=20');
    expect(withRangesInUrl('/products?priceFrom=x', { dimensions: { width: { from: 1, to: 2 } } })).toBe('/products?dimension=width:1-2');
  });

  it('toggles choices back to page 1 and moves the home page to /products once filtered', () => {
    const home = emptyListingQuery({ kind: 'home' });
    const filtered = toggleChoice(withPage(home, 3), { group: 'feature', value: 'in-stock' });
    expect(serialiseListingQuery(filtered)).toBe('/products/v-nalichnost');
    expect(serialiseListingQuery(toggleChoice(filtered, { group: 'feature', value: 'in-stock' }))).toBe('/products');
    expect(serialiseListingQuery(withCategory(toggleChoice(home, { group: 'param', name: 'tsvyat', value: 'siv' }), 'masi'))).toBe(
      '/products/masi/tsvyat-siv',
    );
    expect(serialiseListingQuery(withCategory(emptyListingQuery({ kind: 'sales', categorySlug: null }), 'masi'))).toBe(
      '/products/sales/masi',
    );
  });
});

describe('search listing URLs (/search?q=…, search contract "Results")', () => {
  const search = (query: string, categorySlug: string | null = null) => emptyListingQuery({ kind: 'search', query, categorySlug });

  it('reads the query from q, in its normal form, with the usual filters in the path and ranges after it', () => {
    expect(parseListingUrl('/search?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD', vocabulary)).toEqual({ query: search('диван') });
    const filtered: ListingQuery = {
      ...search('divan siv', 'divani'),
      features: ['in-stock'],
      sort: 'cheapest',
      page: 2,
      price: { from: 10, to: null },
    };
    const url = '/search/divani/v-nalichnost/sortirane-nay-evtini/stranitsa-2?q=divan%20siv&priceFrom=10';
    expect(serialiseListingQuery(filtered)).toBe(url);
    expect(parseListingUrl(url, vocabulary)).toEqual({ query: filtered });
  });

  it.each([
    ['/search?q=+%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD++%D1%81%D0%B8%D0%B2+', '/search?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD%20%D1%81%D0%B8%D0%B2'],
    ['/search?q=диван', '/search?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD'],
    ['/search?utm_source=x&q=divan', '/search?q=divan'],
    ['/search/divani/tsvyat-siv?priceFrom=10&q=divan', '/search/divani/tsvyat-siv?q=divan&priceFrom=10'],
    ['/search?q=a%09b%00', '/search?q=a%20b'],
  ])('redirects the non-canonical %s to %s', (url, canonical) => {
    expect(parseListingUrl(url, vocabulary)).toEqual({ redirect: canonical });
  });

  it.each(
    [
      ['/search', 'q'],
      ['/search?q=', 'q'],
      ['/search?q=%20%01%E2%80%8B', 'q'],
      [`/search?q=${'a'.repeat(201)}`, 'q'],
      [`/search?q=${'я'.repeat(10_000)}`, 'q'],
      ['/search?q=a&q=b', 'q'],
      ['/search?q=%E0%A4%A', 'url'],
      ['/search/divani/tsvyat-zelen?q=a', 'url'],
      ['/search/nyama?q=a', 'url'],
    ].map(([url = '', field]) => ({ url, field, shown: url.length > 60 ? `${url.slice(0, 40)}… (${url.length} characters)` : url })),
  )('refuses $shown naming the field $field', ({ url, field }) => {
    expect(parseListingUrl(url, vocabulary)).toMatchObject({ field });
  });

  it('ignores q on the other listings (it is an unknown parameter there)', () => {
    expect(parseListingUrl('/products/divani?q=divan', vocabulary)).toEqual({ redirect: '/products/divani' });
  });

  it('drops the query into the catalogue listing with the same filters (the query chip)', () => {
    const query = { ...search('диван', 'divani'), params: { tsvyat: ['siv'] }, page: 3, price: { from: 10, to: null } };
    expect(serialiseListingQuery(withoutSearch(query))).toBe('/products/divani/tsvyat-siv?priceFrom=10');
    expect(serialiseListingQuery(withoutSearch(search('диван')))).toBe('/products');
    expect(withoutSearch(search('x', 'masi')).base).toEqual({ kind: 'category', categorySlug: 'masi' });
  });

  it('keeps the query in another category and when a slider moves', () => {
    expect(serialiseListingQuery(withCategory(search('диван'), 'masi'))).toBe('/search/masi?q=%D0%B4%D0%B8%D0%B2%D0%B0%D0%BD');
    expect(withRangesInUrl('/search/stranitsa-2?q=divan&priceTo=5', { price: { from: 1, to: 9 } })).toBe(
      '/search?q=divan&priceFrom=1&priceTo=9',
    );
    expect(withRangesInUrl('/search?q=divan', { price: { from: null, to: null } })).toBe('/search?q=divan');
  });
});

describe('listing roots (spec §2 Listing)', () => {
  it('knows which paths the listing grammar owns', () => {
    expect(
      ['/products', '/products/divani/v-nalichnost', '/eco', '/sales', '/eshop/3', '/price-drops/divani', '/eco?priceFrom=5'].every(
        isListingPath,
      ),
    ).toBe(true);
    expect(['/product/10-x', '/productsx', '/about-us', '/', ''].some(isListingPath)).toBe(false);
  });

  it('lists the base listings, each a listing path that parses to a base without filters', () => {
    expect(BASE_LISTINGS).toEqual(
      expect.arrayContaining(['/products', '/products/sales', '/products/vouchers', '/eco', '/products/delivery-before-christmas']),
    );
    for (const path of BASE_LISTINGS) {
      expect(isListingPath(path)).toBe(true);
      const parsed = parseListingUrl(path, vocabulary);
      expect([path, 'query' in parsed && serialiseListingQuery(parsed.query)]).toEqual([path, path]);
    }
  });
});

describe('reserved parameter slugs (spec §2: filters in the path)', () => {
  it('holds the word of every path prefix a segment is read by (shop, manufacturer, sort, page) and the page query word', () => {
    expect([...RESERVED_PARAM_SLUGS].sort()).toEqual(['magazin', 'page', 'proizvoditel', 'sortirane', 'stranitsa']);
  });
});
