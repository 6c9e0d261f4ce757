import { Random } from '../demo/prng';
import { FilterIndex } from './filter-index';
import { relevanceScore } from './index-schema';
import { unfilteredQuery } from './selection';
import { BASE_FLAGS, FEATURE_COUNT, type IndexedVariant, type IndexQuery, type IndexSort } from './types';

const CATEGORIES = [
  { id: 1, parentId: null, slug: 'mebeli' },
  { id: 2, parentId: 1, slug: 'divani' },
  { id: 3, parentId: 2, slug: 'aglovi' },
  { id: 4, parentId: 2, slug: 'prави' },
  { id: 5, parentId: 1, slug: 'masi' },
  { id: 6, parentId: null, slug: 'osvetlenie' },
  { id: 7, parentId: 6, slug: 'lampi' },
  { id: 8, parentId: null, slug: 'gradina' },
].map((c) => ({ ...c, name: c.slug, description: null, menu: null }));
const PARAMS = { Цвят: ['сив', 'бежов', 'син', 'зелен'], Материал: ['кадифе', 'дъб', 'метал'], Стил: ['модерен', 'класически'] };
const SORTS: IndexSort[] = ['relevance', 'cheapest', 'expensive', 'discount', 'newest', 'rating'];

function randomVariant(r: Random, id: number): IndexedVariant {
  const params = Object.entries(PARAMS).flatMap(([name, values]) =>
    r.chance(0.7) ? r.sample(values, r.int(1, 2)).map((value) => ({ name, value })) : [],
  );
  const dimension = (): readonly [number | null, number | null] =>
    r.chance(0.3) ? [null, null] : r.chance(0.5) ? [r.int(1, 30) * 100, null] : [r.int(1, 15) * 100, r.int(15, 30) * 100];
  return {
    id,
    productId: r.int(1, 60),
    categoryId: r.pick([2, 3, 3, 4, 5, 5, 7, 8]),
    manufacturerId: r.chance(0.2) ? null : r.int(1, 5),
    shopId: r.int(1, 4),
    active: r.chance(0.9),
    price: r.int(1, 40) * 2500,
    discount: r.chance(0.3) ? r.int(1, 60) : 0,
    flags: r.int(0, (1 << FEATURE_COUNT) - 1) | (r.chance(0.3) ? BASE_FLAGS.verifiedDiscount : 0),
    deliveryDays: r.chance(0.2) ? null : r.int(0, 10),
    voucherCode: r.chance(0.2) ? r.pick(['A', 'B']) : null,
    params,
    dimensions: [dimension(), dimension(), dimension(), dimension()],
    rating: r.chance(0.3) ? null : r.int(10, 50) / 10,
    reviewsCount: r.int(0, 30),
    createdAt: r.int(0, 50) * 1000,
    priceDropAt: r.chance(0.3) ? r.int(0, 10) * 1000 : null,
  };
}

function buildIndex(variants: IndexedVariant[], options: { sortAt: number }): FilterIndex {
  const index = new FilterIndex({ categories: CATEGORIES, capacity: 8 });
  for (let id = 1; id <= 4; id++) index.addShop({ id, slug: `shop-${id}`, name: `Shop ${id}` });
  for (let id = 1; id <= 5; id++) index.addManufacturer({ id, slug: `m-${id}`, name: `M ${id}` });
  variants.forEach((v, i) => {
    index.upsert(v);
    if (i === options.sortAt) index.sortByCategory();
  });
  return index;
}

/** The brute-force reading of the filter semantics: AND across groups, OR within one, counts without the own group. */
function oracle(index: FilterIndex, variants: IndexedVariant[], q: IndexQuery) {
  const subtree = (categoryId: number, root: number): boolean => {
    for (let id: number | null = categoryId; id !== null; id = CATEGORIES.find((c) => c.id === id)!.parentId) if (id === root) return true;
    return false;
  };
  const valueIds = (v: IndexedVariant) =>
    new Set(v.params.map((p) => index.values.findIndex((x) => x.name === p.value && index.params[x.param]!.name === p.name)));
  const inBase = (v: IndexedVariant) =>
    v.active &&
    (q.matched === null || q.matched.variantIds.includes(v.id)) &&
    (q.categoryIds === null || q.categoryIds.some((c) => subtree(v.categoryId, c))) &&
    (v.flags & q.baseFlags) === q.baseFlags &&
    (q.baseShopId === null || v.shopId === q.baseShopId) &&
    (q.baseVoucherCode === null || v.voucherCode === q.baseVoucherCode) &&
    (q.maxDeliveryDays === null || (v.deliveryDays !== null && v.deliveryDays <= q.maxDeliveryDays)) &&
    (q.priceDropSince === null || (v.priceDropAt !== null && v.priceDropAt >= q.priceDropSince));
  const dimensionOk = (v: IndexedVariant, d: IndexQuery['dimensions'][number]) => {
    const [a, b] = v.dimensions[d.dimension]!;
    const low = a ?? b;
    const high = b ?? a;
    return low !== null && high !== null && (d.to === null || low <= d.to) && (d.from === null || high >= d.from);
  };
  const groups: Array<[string, (v: IndexedVariant) => boolean]> = [
    ...q.features.map((b): [string, (v: IndexedVariant) => boolean] => [`f${b}`, (v) => ((v.flags >> b) & 1) === 1]),
    ...q.params.map((p): [string, (v: IndexedVariant) => boolean] => [`p${p.param}`, (v) => p.values.some((x) => valueIds(v).has(x))]),
    ...(q.manufacturers.length
      ? [
          [
            'm',
            (v: IndexedVariant) => v.manufacturerId !== null && q.manufacturers.includes(index.manufacturers.byId.get(v.manufacturerId)!),
          ] as [string, (v: IndexedVariant) => boolean],
        ]
      : []),
    ...(q.shops.length
      ? [['s', (v: IndexedVariant) => q.shops.includes(index.shops.byId.get(v.shopId)!)] as [string, (v: IndexedVariant) => boolean]]
      : []),
    ...(q.price.from !== null || q.price.to !== null
      ? [
          [
            'price',
            (v: IndexedVariant) => (q.price.from === null || v.price >= q.price.from) && (q.price.to === null || v.price <= q.price.to),
          ] as [string, (v: IndexedVariant) => boolean],
        ]
      : []),
    ...q.dimensions.map((d): [string, (v: IndexedVariant) => boolean] => [`d${d.dimension}`, (v) => dimensionOk(v, d)]),
  ];
  const except = (group: string | null) => variants.filter((v) => inBase(v) && groups.every(([name, ok]) => name === group || ok(v)));
  const all = except(null);
  const key = (v: IndexedVariant): number => {
    const score = relevanceScore({ inStock: (v.flags & 2) !== 0, rating: v.rating, reviewsCount: v.reviewsCount, discount: v.discount });
    const keys: Record<IndexSort, number> = {
      relevance: -Math.fround(score),
      cheapest: v.price,
      expensive: -v.price,
      discount: -v.discount,
      newest: -v.createdAt,
      rating: -(Math.fround(v.rating ?? 0) * 1e7 + v.reviewsCount),
    };
    return keys[q.sort];
  };
  const sorted = [...all].sort((a, b) => key(a) - key(b) || a.id - b.id);
  const priced = except('price').map((v) => v.price);
  return {
    total: all.length,
    variantIds: sorted.slice(q.offset, q.offset + q.limit).map((v) => v.id),
    childCounts: q.childCategoryIds.map((c) => all.filter((v) => subtree(v.categoryId, c)).length),
    featureCounts: Array.from({ length: FEATURE_COUNT }, (_, b) => except(`f${b}`).filter((v) => (v.flags >> b) & 1).length),
    valueCounts: index.values.map((value, i) => except(`p${value.param}`).filter((v) => valueIds(v).has(i)).length),
    manufacturerCounts: index.manufacturers.entries.map((m) => except('m').filter((v) => v.manufacturerId === m.id).length),
    shopCounts: index.shops.entries.map((s) => except('s').filter((v) => v.shopId === s.id).length),
    price: priced.length === 0 ? null : { min: Math.min(...priced), max: Math.max(...priced), count: priced.length },
    priced,
    dimensions: [0, 1, 2, 3].map((d) => {
      const having = except(`d${d}`).filter((v) => v.dimensions[d]![0] !== null || v.dimensions[d]![1] !== null);
      if (having.length === 0) return null;
      const lows = having.map((v) => v.dimensions[d]![0] ?? v.dimensions[d]![1]!);
      const highs = having.map((v) => v.dimensions[d]![1] ?? v.dimensions[d]![0]!);
      return { min: Math.min(...lows), max: Math.max(...highs), count: having.length };
    }),
  };
}

function randomQuery(r: Random, index: FilterIndex): IndexQuery {
  const paramsByIndex = index.params.map((_, param) => index.values.flatMap((v, i) => (v.param === param ? [i] : [])));
  const range = (scale: number) => {
    const a = r.chance(0.3) ? null : r.int(0, 30) * scale;
    const b = r.chance(0.3) ? null : r.int(0, 30) * scale;
    return a !== null && b !== null && a > b ? { from: b, to: a } : { from: a, to: b };
  };
  const categoryIds = r.chance(0.3) ? null : r.sample([1, 2, 3, 5, 6, 8], r.int(1, 2));
  /* Ids of listed, unlisted and unknown variants alike. */
  const matchedIds = r.chance(0.3)
    ? Int32Array.from(
        r.sample(
          Array.from({ length: 400 }, (_, i) => i + 1),
          r.int(0, 150),
        ),
      ).sort()
    : null;
  return {
    categoryIds,
    matched: matchedIds && { key: matchedIds.join(','), variantIds: matchedIds },
    childCategoryIds: r.pick([[2, 5], [3, 4], [1, 6, 8], [7]]),
    baseFlags: r.chance(0.15) ? BASE_FLAGS.verifiedDiscount : 0,
    baseShopId: r.chance(0.1) ? r.int(1, 4) : null,
    baseVoucherCode: r.chance(0.1) ? r.pick(['A', 'B', 'Z']) : null,
    maxDeliveryDays: r.chance(0.1) ? r.int(0, 5) : null,
    priceDropSince: r.chance(0.1) ? r.int(0, 10) * 1000 : null,
    features: r.chance(0.5) ? r.sample([0, 1, 2, 3, 4, 5], r.int(1, 2)) : [],
    params: paramsByIndex.map((values, param) => ({ param, values: r.sample(values, r.int(1, 2)) })).filter(() => r.chance(0.4)),
    manufacturers: r.chance(0.3) ? r.sample([0, 1, 2, 3, 4], r.int(1, 3)) : [],
    shops: r.chance(0.3) ? r.sample([0, 1, 2, 3], r.int(1, 2)) : [],
    price: r.chance(0.4) ? range(2500) : { from: null, to: null },
    dimensions: r.chance(0.3) ? r.sample([0, 1, 2, 3], r.int(1, 2)).map((dimension) => ({ dimension, ...range(100) })) : [],
    sort: r.pick(SORTS),
    offset: r.chance(0.7) ? 0 : r.int(1, 40),
    limit: r.int(1, 30),
  };
}

describe('filter index: disjunctive facets against a brute-force oracle (issue 4 Filtering)', () => {
  it.each([1, 2, 3])('every count, the histogram range and the page equal the oracle (seed %i, 300 variants, 150 queries)', (seed) => {
    const r = new Random(seed);
    const variants = Array.from({ length: 300 }, (_, i) => randomVariant(r, i + 1));
    const index = buildIndex(variants, { sortAt: 239 });
    for (let i = 0; i < 150; i++) {
      const q = randomQuery(r, index);
      const got = index.query(q);
      const { priced, ...want } = oracle(index, variants, q);
      for (const range of got.price?.predefined ?? []) {
        expect(range.count).toBe(
          priced.filter((p) => (range.from === null || p >= range.from * 100) && (range.to === null || p <= range.to * 100)).length,
        );
      }
      expect({
        ...got,
        valueCounts: [...got.valueCounts],
        manufacturerCounts: [...got.manufacturerCounts],
        shopCounts: [...got.shopCounts],
        price: got.price && { min: got.price.min, max: got.price.max, count: got.price.histogram.reduce((sum, b) => sum + b.count, 0) },
      }).toEqual(want);
      if (got.price) expect(got.price.histogram).toHaveLength(50);
    }
  });

  it("lists a search query's variants: every term matches the category or an ancestor, the manufacturer, the shop or the product", () => {
    const r = new Random(21);
    const variants = Array.from({ length: 300 }, (_, i) => randomVariant(r, i + 1));
    const index = buildIndex(variants, { sortAt: 199 });
    const ancestors = (categoryId: number): number[] => {
      const category = CATEGORIES.find((c) => c.id === categoryId)!;
      return [categoryId, ...(category.parentId === null ? [] : ancestors(category.parentId))];
    };
    for (let i = 0; i < 50; i++) {
      const terms = Array.from({ length: r.int(1, 3) }, () => ({
        categoryIds: new Set(r.chance(0.5) ? r.sample([1, 2, 3, 5, 7, 99], r.int(1, 2)) : []),
        manufacturerIds: new Set(r.chance(0.5) ? r.sample([1, 2, 3, 4, 5, 77], r.int(1, 2)) : []),
        shopIds: new Set(r.chance(0.3) ? [r.int(1, 5)] : []),
        productIds: new Set(
          r.chance(0.5)
            ? r.sample(
                Array.from({ length: 60 }, (_, p) => p + 1),
                r.int(1, 20),
              )
            : [],
        ),
      }));
      const want = variants
        .filter(
          (v) =>
            v.active &&
            terms.every(
              (t) =>
                ancestors(v.categoryId).some((c) => t.categoryIds.has(c)) ||
                (v.manufacturerId !== null && t.manufacturerIds.has(v.manufacturerId)) ||
                t.shopIds.has(v.shopId) ||
                t.productIds.has(v.productId),
            ),
        )
        .map((v) => v.id);
      expect([...index.matchingVariants(terms)]).toEqual(want);
    }
    expect(index.matchingVariants([])).toHaveLength(0);
  });

  it('applies replaced and removed variants, and queries the unsorted tail together with sorted rows', () => {
    const r = new Random(9);
    const variants = Array.from({ length: 200 }, (_, i) => ({ ...randomVariant(r, i + 1), active: true }));
    const index = buildIndex(variants, { sortAt: 199 });
    const q: IndexQuery = {
      ...randomQuery(new Random(1), index),
      categoryIds: [2],
      matched: null,
      features: [],
      params: [],
      manufacturers: [],
      shops: [],
      dimensions: [],
      offset: 0,
      limit: 200,
      baseFlags: 0,
      baseShopId: null,
      baseVoucherCode: null,
      maxDeliveryDays: null,
      priceDropSince: null,
      price: { from: null, to: 1000 },
    };
    const before = index.query(q).total;
    const cheap = { ...variants.find((v) => v.categoryId === 3 && v.price > 1000)!, price: 500 };
    index.upsert(cheap);
    const after = index.query(q);
    expect(after.total).toBe(before + 1);
    expect(after.variantIds).toContain(cheap.id);
    index.upsert({ ...cheap, active: false });
    expect(index.query(q).total).toBe(before);
    const live = variants.map((v) => (v.id === cheap.id ? { ...cheap, active: false } : v));
    expect(index.query(q)).toEqual(index.query(q));
    expect(index.query({ ...q, price: { from: null, to: null } }).total).toBe(
      oracle(index, live, { ...q, price: { from: null, to: null } }).total,
    );
  });

  it('serves a repeated broad selection from the facet cache, any sort or page, and forgets it on change', () => {
    const r = new Random(5);
    const variants = Array.from({ length: 6000 }, (_, i) => ({ ...randomVariant(r, i + 1), active: true }));
    const index = buildIndex(variants, { sortAt: 5999 });
    const q: IndexQuery = {
      ...randomQuery(new Random(3), index),
      categoryIds: null,
      matched: null,
      features: [],
      params: [],
      manufacturers: [],
      shops: [],
      dimensions: [],
      baseFlags: 0,
      baseShopId: null,
      baseVoucherCode: null,
      maxDeliveryDays: null,
      priceDropSince: null,
      price: { from: null, to: null },
      sort: 'relevance',
      offset: 0,
      limit: 24,
    };
    const first = index.query(q);
    const cheapest = index.query({ ...q, sort: 'cheapest', offset: 24 });
    index.clearCache();
    expect(index.query({ ...q, sort: 'cheapest', offset: 24 })).toEqual(cheapest);
    expect(index.query(q)).toEqual(first);
    index.upsert({ ...variants[0]!, active: false });
    expect(index.query(q).total).toBe(first.total - 1);
  });

  it('re-tags the bits of a mask on every live row from shop, category and other flags, and forgets cached selections', () => {
    const r = new Random(11);
    const variants = Array.from({ length: 400 }, (_, i) => ({ ...randomVariant(r, i + 1), active: true }));
    const index = buildIndex(variants, { sortAt: 299 });
    const q: IndexQuery = {
      ...randomQuery(new Random(2), index),
      categoryIds: null,
      matched: null,
      features: [],
      params: [],
      manufacturers: [],
      shops: [],
      dimensions: [],
      baseFlags: BASE_FLAGS.blackFriday,
      baseShopId: null,
      baseVoucherCode: null,
      maxDeliveryDays: null,
      priceDropSince: null,
      price: { from: null, to: null },
      offset: 0,
      limit: 400,
    };
    expect(index.query(q).total).toBe(0);
    const tagged = (v: { shopId: number; categoryId: number; flags: number }) =>
      v.shopId === 2 && v.categoryId === 3 && (v.flags & BASE_FLAGS.verifiedDiscount) !== 0;
    index.retag({ mask: BASE_FLAGS.blackFriday, flagsOf: (row) => (tagged(row) ? BASE_FLAGS.blackFriday | BASE_FLAGS.eco : 0) });
    const want = variants
      .filter(tagged)
      .map((v) => v.id)
      .sort((a, b) => a - b);
    expect(want.length).toBeGreaterThan(0);
    expect(index.query(q).variantIds.sort((a, b) => a - b)).toEqual(want);
    expect(index.query({ ...q, baseFlags: BASE_FLAGS.verifiedDiscount }).total).toBe(
      variants.filter((v) => (v.flags & BASE_FLAGS.verifiedDiscount) !== 0).length,
    );
    expect(index.query({ ...q, baseFlags: BASE_FLAGS.eco }).total).toBe(variants.filter((v) => (v.flags & BASE_FLAGS.eco) !== 0).length);
    index.retag({ mask: BASE_FLAGS.blackFriday, flagsOf: () => 0 });
    expect(index.query(q).total).toBe(0);
  });

  it('answers the whole catalogue and broad categories without filters from selections that settle precomputes, exact after every change', () => {
    const r = new Random(11);
    let variants = Array.from({ length: 600 }, (_, i) => randomVariant(r, i + 1));
    const index = buildIndex(variants, { sortAt: 599 });
    const unfiltered = (categoryIds: number[] | null, childCategoryIds: number[]): IndexQuery => ({
      ...randomQuery(new Random(1), index),
      ...unfilteredQuery(categoryIds, childCategoryIds),
    });
    const broad = [
      unfiltered(null, [1, 6, 8]),
      unfiltered([1], [2, 5]),
      unfiltered([2], [3, 4]),
      unfiltered([6], [7]),
      unfiltered([8], []),
    ];
    const expectOracle = () => {
      for (const q of broad) {
        for (const sort of SORTS) {
          const { priced, ...want } = oracle(index, variants, { ...q, sort, offset: 0, limit: variants.length });
          for (const [offset, limit] of [
            [0, 24],
            [230, 30],
          ] as const) {
            expect(index.query({ ...q, sort, offset, limit }).variantIds).toEqual(want.variantIds.slice(offset, offset + limit));
          }
          if (sort !== 'relevance') continue;
          const got = index.query({ ...q, sort });
          expect({
            total: got.total,
            childCounts: got.childCounts,
            featureCounts: got.featureCounts,
            values: [...got.valueCounts],
            shops: [...got.shopCounts],
            makers: [...got.manufacturerCounts],
            dimensions: got.dimensions,
          }).toEqual({
            total: want.total,
            childCounts: want.childCounts,
            featureCounts: want.featureCounts,
            values: want.valueCounts,
            shops: want.shopCounts,
            makers: want.manufacturerCounts,
            dimensions: want.dimensions,
          });
          expect(got.price?.histogram.reduce((sum, b) => sum + b.count, 0)).toBe(priced.length);
        }
      }
    };
    expect(broad.some((q) => index.isSettled(q))).toBe(false);
    index.settle();
    expect(broad.map((q) => index.isSettled(q))).toEqual([true, true, true, true, true]);
    expect(index.isSettled({ ...broad[1]!, features: [0] })).toBe(false);
    expectOracle();
    for (let round = 0; round < 3; round++) {
      const changed = Array.from({ length: 40 }, () => ({ ...randomVariant(r, r.int(1, 650)), active: r.chance(0.8) }));
      for (const v of changed) index.upsert(v);
      variants = [...new Map([...variants, ...changed].map((v) => [v.id, v])).values()];
      expect(index.isSettled(broad[0]!)).toBe(false);
      if (round === 1) expectOracle();
      index.settle();
      expect(broad.map((q) => index.isSettled(q))).toEqual([true, true, true, true, true]);
      expectOracle();
    }
    index.upsert({ ...variants.find((v) => v.categoryId === 7)!, active: false });
    expect([index.isSettled(broad[0]!), index.isSettled(broad[1]!), index.isSettled(broad[3]!)]).toEqual([false, true, false]);
  });

  it('gives the slug of a value whose segment would clash with another parameter a numbered suffix', () => {
    const index = new FilterIndex({ categories: CATEGORIES, capacity: 4 });
    index.addShop({ id: 1, slug: 's', name: 'S' });
    const variant = (id: number, params: Array<{ name: string; value: string }>) => ({
      ...randomVariant(new Random(id), id),
      active: true,
      shopId: 1,
      manufacturerId: null,
      params,
    });
    index.upsert(variant(1, [{ name: 'Брой', value: 'места 5' }]));
    index.upsert(
      variant(2, [
        { name: 'Брой места', value: '5' },
        { name: 'Магазин', value: 'А' },
      ]),
    );
    expect(index.values.map((v) => `${index.params[v.param]!.slug}-${v.slug}`)).toEqual([
      'broy-mesta-5',
      'broy-mesta-5-2',
      'magazin-param-a',
    ]);
  });

  it('lists similarity candidates: live offers of the category subtree, sorted rows and tail, without the excluded product', () => {
    const r = new Random(11);
    const variants = Array.from({ length: 300 }, (_, i) => randomVariant(r, i + 1));
    const index = buildIndex(variants, { sortAt: 239 });
    const inSubtree = (categoryId: number, root: number): boolean => {
      for (let id: number | null = categoryId; id !== null; id = CATEGORIES.find((c) => c.id === id)!.parentId)
        if (id === root) return true;
      return false;
    };
    for (const [categoryId, excludeProductId] of [
      [2, 7],
      [3, 12],
      [8, 1],
      [1, 30],
    ] as const) {
      const got = index.similarityCandidates({ categoryId, excludeProductId });
      const want = variants.filter((v) => v.active && v.productId !== excludeProductId && inSubtree(v.categoryId, categoryId));
      expect(got.map((c) => c.id).sort((a, b) => a - b)).toEqual(want.map((v) => v.id));
      for (const candidate of got) {
        const variant = variants.find((v) => v.id === candidate.id)!;
        expect(candidate).toEqual(index.similarityProfile(variant));
      }
    }
    expect(index.similarityCandidates({ categoryId: 999, excludeProductId: 1 })).toEqual([]);
  });

  it('profiles an offer by the parameter values the index knows, and leaves unknown ones out', () => {
    const index = buildIndex([{ ...randomVariant(new Random(1), 1), active: true, params: [{ name: 'Цвят', value: 'сив' }] }], {
      sortAt: 0,
    });
    const profile = index.similarityProfile({
      ...randomVariant(new Random(2), 2),
      params: [
        { name: 'Цвят', value: 'сив' },
        { name: 'Цвят', value: 'лилав' },
      ],
    });
    expect(profile.values).toEqual([index.values.findIndex((v) => v.name === 'сив')]);
  });
});
