import {
  FEATURE_SEGMENTS,
  FIXED_BASES,
  MANUFACTURER_PREFIX,
  MAX_PAGE,
  PAGE_PREFIX,
  RESERVED_SLUGS,
  SHOP_PREFIX,
  SEARCH_ROOT,
  SLUG,
  SORT_PREFIX,
  SORT_SEGMENTS,
} from './grammar';
import { normaliseSearchQuery, SEARCH_QUERY_MAX } from '../search/query';
import { emptyListingQuery, normaliseListingQuery, serialiseListingQuery } from './serialise';
import {
  type BaseSelection,
  DIMENSIONS,
  FEATURES,
  type ListingDimension,
  type ListingFeature,
  type ListingQuery,
  type ListingSort,
  type ListingVocabulary,
  type NumberRange,
  type ParseResult,
  SORTS,
} from './types';

class UrlError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

const FEATURE_BY_SEGMENT = new Map<string, ListingFeature>(FEATURES.map((f) => [FEATURE_SEGMENTS[f], f]));
const SORT_BY_SEGMENT = new Map<string, ListingSort>(SORTS.map((s) => [SORT_SEGMENTS[s], s]));
const FIXED_BASE_BY_PATH = new Map<string, BaseSelection>(
  Object.entries(FIXED_BASES).map(([path, kind]) => [path, { kind } as BaseSelection]),
);
const WHOLE_NUMBER = /^(0|[1-9]\d{0,8})$/;
const LEGACY_PAGE = /^page-([1-9]\d{0,4})$/;

function pageNumber(text: string): number {
  if (!WHOLE_NUMBER.test(text) || Number(text) < 1 || Number(text) > MAX_PAGE) throw new UrlError(`page must be 1–${MAX_PAGE}`, 'page');
  return Number(text);
}

function categoryOf(slug: string | undefined, vocabulary: ListingVocabulary): string {
  if (slug === undefined || !vocabulary.categories.has(slug)) throw new UrlError(`unknown category ${slug ?? ''}`, 'category');
  return slug;
}

/** Reads the base route; returns it with the number of path segments it used. */
function readBase(segments: string[], vocabulary: ListingVocabulary): { base: BaseSelection; used: number } {
  const [first, second, third, fourth, fifth] = segments;
  if (first === undefined) return { base: { kind: 'home' }, used: 0 };
  if (first === SEARCH_ROOT) {
    /* The query is read from the query string (readSearch); a category may narrow it, as on /products. */
    const inCategory = second !== undefined && vocabulary.categories.has(second) && !RESERVED_SLUGS.has(second);
    return { base: { kind: 'search', query: '', categorySlug: inCategory ? second : null }, used: inCategory ? 2 : 1 };
  }
  if (first === 'eco') return { base: { kind: 'eco' }, used: 1 };
  if (first === 'sales') return { base: { kind: 'sales', categorySlug: null }, used: 1 };
  if (first === 'price-drops') return { base: { kind: 'price-drops', categorySlug: categoryOf(second, vocabulary) }, used: 2 };
  if (first === 'eshop') {
    if (second === undefined || !/^[1-9]\d{0,9}$/.test(second)) throw new UrlError('merchant id must be a positive integer', 'merchantId');
    return { base: { kind: 'merchant', merchantId: Number(second) }, used: 2 };
  }
  if (first !== 'products') throw new UrlError(`no listing at /${first}`, 'url');
  if (second === undefined) return { base: { kind: 'category', categorySlug: null }, used: 1 };
  const fixed = FIXED_BASE_BY_PATH.get(`/products/${second}`);
  if (second === 'sales') {
    const inCategory = third !== undefined && vocabulary.categories.has(third);
    return { base: { kind: 'sales', categorySlug: inCategory ? third : null }, used: inCategory ? 3 : 2 };
  }
  if (fixed) return { base: fixed, used: 2 };
  if (second === 'eshop') {
    if (third === undefined || !vocabulary.shops.has(third)) throw new UrlError(`unknown eshop ${third ?? ''}`, 'eshop');
    if (fourth !== 'voucher') return { base: { kind: 'eshop', shopSlug: third, voucherCode: null }, used: 3 };
    const code = fifth === undefined ? '' : decodeSegment(fifth);
    if (!isVoucherCode(code)) throw new UrlError('voucher code must be 1–64 letters, digits, _ or -', 'voucher');
    return { base: { kind: 'eshop', shopSlug: third, voucherCode: code }, used: 5 };
  }
  if (vocabulary.categories.has(second) && !RESERVED_SLUGS.has(second))
    return { base: { kind: 'category', categorySlug: second }, used: 2 };
  if (isFilterSegment(second, vocabulary)) return { base: { kind: 'category', categorySlug: null }, used: 1 };
  throw new UrlError(`unknown category ${second}`, 'category');
}

function decodeSegment(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new UrlError('malformed percent-encoding', 'url');
  }
}

function isFilterSegment(segment: string, vocabulary: ListingVocabulary): boolean {
  try {
    applySegment(emptyListingQuery({ kind: 'home' }), { segment, vocabulary });
    return true;
  } catch {
    return false;
  }
}

function paramOf(segment: string, vocabulary: ListingVocabulary): [string, string] | null {
  for (const [name, values] of vocabulary.params) {
    if (segment.length > name.length + 1 && segment.startsWith(name) && segment[name.length] === '-') {
      const value = segment.slice(name.length + 1);
      if (values.has(value)) return [name, value];
    }
  }
  return null;
}

function applySegment(query: ListingQuery, options: { segment: string; vocabulary: ListingVocabulary }): void {
  const { segment, vocabulary } = options;
  const feature = FEATURE_BY_SEGMENT.get(segment);
  if (feature) {
    query.features.push(feature);
    return;
  }
  if (segment.startsWith(SORT_PREFIX)) {
    const sort = SORT_BY_SEGMENT.get(segment.slice(SORT_PREFIX.length));
    if (!sort) throw new UrlError(`unknown sort ${segment}`, 'sort');
    query.sort = sort;
    return;
  }
  const legacyPage = LEGACY_PAGE.exec(segment);
  if (segment.startsWith(PAGE_PREFIX) || legacyPage) {
    query.page = pageNumber(legacyPage?.[1] ?? segment.slice(PAGE_PREFIX.length));
    return;
  }
  if (segment.startsWith(MANUFACTURER_PREFIX)) {
    const slug = segment.slice(MANUFACTURER_PREFIX.length);
    if (!vocabulary.manufacturers.has(slug)) throw new UrlError(`unknown manufacturer ${slug}`, 'manufacturer');
    query.manufacturers.push(slug);
    return;
  }
  if (segment.startsWith(SHOP_PREFIX)) {
    const slug = segment.slice(SHOP_PREFIX.length);
    if (!vocabulary.shops.has(slug)) throw new UrlError(`unknown eshop ${slug}`, 'eshop');
    query.shops.push(slug);
    return;
  }
  const param = paramOf(segment, vocabulary);
  if (!param) throw new UrlError(`unknown filter ${segment}`, 'url');
  (query.params[param[0]] ??= []).push(param[1]);
}

function bound(text: string, field: string): number | null {
  if (text === '') return null;
  if (!WHOLE_NUMBER.test(text)) throw new UrlError(`${field} must be a whole number`, field);
  return Number(text);
}

/** `dimension=width:100-200,height:-80,depth:40-` — centimetres, either end open. */
function readDimensions(text: string): ListingQuery['dimensions'] {
  const dimensions: ListingQuery['dimensions'] = {};
  for (const part of text.split(',')) {
    const match = /^([a-z]+):(\d*)-(\d*)$/.exec(part);
    const name = match?.[1] as ListingDimension | undefined;
    if (!match || !name || !DIMENSIONS.includes(name) || dimensions[name]) throw new UrlError(`bad dimension ${part}`, 'dimension');
    dimensions[name] = { from: bound(match[2] ?? '', 'dimension'), to: bound(match[3] ?? '', 'dimension') };
  }
  return dimensions;
}

/** The search query `q` of a search listing in its normal form; an empty, blank or over-long one is an error naming `q`. */
function searchQueryOf(raw: string | undefined): string {
  const query = normaliseSearchQuery(raw ?? '');
  if (query === null) throw new UrlError('the search query q is missing or empty', 'q');
  if (query.length > SEARCH_QUERY_MAX) throw new UrlError(`the search query q is longer than ${SEARCH_QUERY_MAX} characters`, 'q');
  return query;
}

function readSearch(search: string, query: ListingQuery): void {
  const seen = new Set<string>();
  let searchQuery: string | undefined;
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decodeSegment(eq < 0 ? pair : pair.slice(0, eq));
    const value = decodeSegment((eq < 0 ? '' : pair.slice(eq + 1)).replace(/\+/g, ' '));
    const known = key === 'dimension' || key === 'priceFrom' || key === 'priceTo' || (key === 'q' && query.base.kind === 'search');
    if (!known) continue;
    if (seen.has(key)) throw new UrlError(`${key} given twice`, key);
    seen.add(key);
    if (key === 'q') searchQuery = value;
    else if (key === 'dimension') query.dimensions = readDimensions(value);
    else query.price = { ...query.price, [key === 'priceFrom' ? 'from' : 'to']: bound(value, key) } as NumberRange;
  }
  if (query.base.kind === 'search') query.base = { ...query.base, query: searchQueryOf(searchQuery) };
}

/** A voucher code the shop's voucher listing URL can carry: 1–64 letters, digits, `_` or `-`. */
export function isVoucherCode(code: string): boolean {
  return /^[\p{L}\p{N}_-]{1,64}$/u.test(code);
}

/**
 * Reads a listing URL (path plus optional query; a fragment is ignored). Answers the listing state when the URL is
 * canonical, `{ redirect }` with the canonical URL when it names a valid state in another spelling (order, duplicates,
 * defaults written out, trailing slash, legacy `page-N`, unknown query parameters), or `{ error, field }`.
 */
export function parseListingUrl(url: string, vocabulary: ListingVocabulary): ParseResult {
  try {
    const hash = url.indexOf('#');
    const withoutHash = hash < 0 ? url : url.slice(0, hash);
    const questionMark = withoutHash.indexOf('?');
    const path = questionMark < 0 ? withoutHash : withoutHash.slice(0, questionMark);
    if (!path.startsWith('/')) throw new UrlError('must start with /', 'url');
    const segments = path.split('/').filter((s) => s !== '');
    const { base, used } = readBase(segments, vocabulary);
    const query = emptyListingQuery(base);
    for (const segment of segments.slice(used)) {
      if (!SLUG.test(segment)) throw new UrlError(`bad path segment ${segment.slice(0, 40)}`, 'url');
      applySegment(query, { segment, vocabulary });
    }
    readSearch(questionMark < 0 ? '' : withoutHash.slice(questionMark + 1), query);
    const canonical = serialiseListingQuery(query);
    return canonical === withoutHash ? { query: normaliseListingQuery(query) } : { redirect: canonical };
  } catch (error) {
    if (error instanceof UrlError) return { error: error.message, field: error.field };
    throw error;
  }
}

/** The `dimension`/`priceFrom`/`priceTo` ranges of a query string (without `?`); a malformed one gives no ranges. */
export function parseListingRanges(search: string): Pick<ListingQuery, 'price' | 'dimensions'> {
  const query = emptyListingQuery({ kind: 'home' });
  try {
    readSearch(search, query);
  } catch (error) {
    if (error instanceof UrlError) return { price: { from: null, to: null }, dimensions: {} };
    throw error;
  }
  return { price: query.price, dimensions: query.dimensions };
}
