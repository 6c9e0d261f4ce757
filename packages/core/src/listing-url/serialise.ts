import { FEATURE_SEGMENTS, MANUFACTURER_PREFIX, PAGE_PREFIX, SHOP_PREFIX, SORT_PREFIX, SORT_SEGMENTS } from './grammar';
import { type BaseSelection, DIMENSIONS, FEATURES, type ListingQuery, type NumberRange } from './types';

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortedUnique = (values: readonly string[]) => [...new Set(values)].sort(byCodeUnit);

/** A query with nothing selected on top of `base`. */
export function emptyListingQuery(base: BaseSelection): ListingQuery {
  return {
    base,
    features: [],
    params: {},
    manufacturers: [],
    shops: [],
    sort: 'relevance',
    page: 1,
    price: { from: null, to: null },
    dimensions: {},
  };
}

/** True when nothing narrows or orders the base selection (no filter, default sort, first page). */
export function hasNoFilters(query: ListingQuery): boolean {
  return (
    query.features.length === 0 &&
    Object.values(query.params).every((values) => values.length === 0) &&
    query.manufacturers.length === 0 &&
    query.shops.length === 0 &&
    query.price.from === null &&
    query.price.to === null &&
    DIMENSIONS.every((d) => isOpenRange(query.dimensions[d]))
  );
}

const isOpenRange = (range: NumberRange | undefined) => range === undefined || (range.from === null && range.to === null);

/** A lower bound of 0 says nothing (prices and sizes are never negative); reversed bounds are swapped. */
function normalRange(range: NumberRange): NumberRange {
  const from = range.from === 0 ? null : range.from;
  const to = range.to;
  return from !== null && to !== null && from > to ? { from: to === 0 ? null : to, to: from } : { from, to };
}

/** Normal form: sorted unique arrays, no empty parameters, open ranges dropped, `home` with filters becomes `/products`. */
export function normaliseListingQuery(query: ListingQuery): ListingQuery {
  const params: Record<string, string[]> = {};
  for (const name of Object.keys(query.params).sort(byCodeUnit)) {
    const values = sortedUnique(query.params[name] ?? []);
    if (values.length > 0) params[name] = values;
  }
  const dimensions: ListingQuery['dimensions'] = {};
  for (const d of DIMENSIONS) {
    const range = query.dimensions[d];
    if (range && !isOpenRange(normalRange(range))) dimensions[d] = normalRange(range);
  }
  const normal: ListingQuery = {
    base: query.base,
    features: FEATURES.filter((f) => query.features.includes(f)),
    params,
    manufacturers: sortedUnique(query.manufacturers),
    shops: sortedUnique(query.shops),
    sort: query.sort,
    page: query.page,
    price: normalRange(query.price),
    dimensions,
  };
  const plain = hasNoFilters(normal) && normal.sort === 'relevance' && normal.page === 1;
  if (normal.base.kind === 'home' && !plain) normal.base = { kind: 'category', categorySlug: null };
  return normal;
}

/** The path of a base selection without filters. */
export function basePath(base: BaseSelection): string {
  switch (base.kind) {
    case 'home':
      return '/';
    case 'category':
      return base.categorySlug === null ? '/products' : `/products/${base.categorySlug}`;
    case 'sales':
      return base.categorySlug === null ? '/products/sales' : `/products/sales/${base.categorySlug}`;
    case 'price-drops':
      return `/price-drops/${base.categorySlug}`;
    case 'eco':
      return '/eco';
    case 'eshop':
      return base.voucherCode === null
        ? `/products/eshop/${base.shopSlug}`
        : `/products/eshop/${base.shopSlug}/voucher/${encodeURIComponent(base.voucherCode)}`;
    case 'merchant':
      return `/eshop/${base.merchantId}`;
    case 'search':
      return base.categorySlug === null ? '/search' : `/search/${base.categorySlug}`;
    default:
      return `/products/${base.kind}`;
  }
}

const rangeText = (range: NumberRange) => `${range.from ?? ''}-${range.to ?? ''}`;

/** The canonical URL of a listing state: ordered path segments, then `dimension`, `priceFrom`, `priceTo`. */
export function serialiseListingQuery(input: ListingQuery): string {
  const query = normaliseListingQuery(input);
  const segments: string[] = query.features.map((f) => FEATURE_SEGMENTS[f]);
  for (const [name, values] of Object.entries(query.params)) for (const value of values) segments.push(`${name}-${value}`);
  for (const slug of query.manufacturers) segments.push(MANUFACTURER_PREFIX + slug);
  for (const slug of query.shops) segments.push(SHOP_PREFIX + slug);
  if (query.sort !== 'relevance') segments.push(SORT_PREFIX + SORT_SEGMENTS[query.sort]);
  if (query.page > 1) segments.push(`${PAGE_PREFIX}${query.page}`);
  const base = basePath(query.base);
  const path = segments.length === 0 ? base : `${base === '/' ? '' : base}/${segments.join('/')}`;
  const search = searchOf(query);
  return search === '' ? path : `${path}?${search}`;
}

/**
 * The canonical query string (without `?`) of a normalised query: the search query `q` of a search listing, then the
 * ranges `dimension`, `priceFrom`, `priceTo`.
 */
export function searchOf(query: Pick<ListingQuery, 'price' | 'dimensions'> & { base?: BaseSelection }): string {
  const search: string[] = [];
  if (query.base?.kind === 'search') search.push(`q=${encodeURIComponent(query.base.query)}`);
  const dimensions = DIMENSIONS.flatMap((d) => {
    const range = query.dimensions[d];
    return range ? [`${d}:${rangeText(range)}`] : [];
  });
  if (dimensions.length > 0) search.push(`dimension=${dimensions.join(',')}`);
  if (query.price.from !== null) search.push(`priceFrom=${query.price.from}`);
  if (query.price.to !== null) search.push(`priceTo=${query.price.to}`);
  return search.join('&');
}
