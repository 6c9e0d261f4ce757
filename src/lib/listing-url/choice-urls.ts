import { FEATURE_SEGMENTS, MANUFACTURER_PREFIX, SHOP_PREFIX, SORT_PREFIX, SORT_SEGMENTS } from './grammar';
import { basePath, normalizeListingQuery, searchOf } from './serialize';
import type { ListingChoice } from './toggle';
import { FEATURES, type ListingFeature, type ListingQuery } from './types';

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A sorted list with `value` taken out if it is there, else put in its place. */
function toggledSorted(sorted: readonly string[], value: string): readonly string[] {
  if (sorted.includes(value)) return sorted.filter((v) => v !== value);
  const at = sorted.findIndex((v) => byCodeUnit(v, value) > 0);
  return at < 0 ? [...sorted, value] : [...sorted.slice(0, at), value, ...sorted.slice(at)];
}

/** Parameter names in the order a normalised query's `params` object lists them (the order the URL writes them). */
function paramOrder(names: readonly string[]): string[] {
  return Object.keys(Object.fromEntries([...names].sort(byCodeUnit).map((name) => [name, true])));
}

/**
 * The URL of switching each choice of one listing on or off, exactly `serializeListingQuery(toggleChoice(query,
 * choice))`, without building and normalising a whole query per choice: a facet panel has ~250 choices, and each
 * URL only adds or drops one segment of the listing's own, laid out once.
 */
export function choiceUrls(input: ListingQuery): (choice: ListingChoice) => string {
  const query = normalizeListingQuery({ ...input, page: 1 });
  const search = searchOf(query);
  const tail = search === '' ? '' : `?${search}`;
  const plain = basePath(query.base);
  const filteredBase = basePath(query.base.kind === 'home' ? { kind: 'category', categorySlug: null } : query.base);
  const filtered = filteredBase === '/' ? '' : filteredBase;
  const featureSegments = (features: readonly ListingFeature[]) => features.map((f) => FEATURE_SEGMENTS[f]);
  const paramSegments = new Map(Object.entries(query.params).map(([name, values]) => [name, values.map((value) => `${name}-${value}`)]));
  const names = [...paramSegments.keys()];
  const manufacturerSegments = (slugs: readonly string[]) => slugs.map((slug) => MANUFACTURER_PREFIX + slug);
  const shopSegments = (slugs: readonly string[]) => slugs.map((slug) => SHOP_PREFIX + slug);
  const own = {
    features: featureSegments(query.features),
    params: names.flatMap((name) => paramSegments.get(name)!),
    manufacturers: manufacturerSegments(query.manufacturers),
    shops: shopSegments(query.shops),
    sort: query.sort === 'relevance' ? [] : [SORT_PREFIX + SORT_SEGMENTS[query.sort]],
  };

  const params = (name: string, value: string) => {
    const values = toggledSorted(query.params[name] ?? [], value);
    const order = paramSegments.has(name) || values.length === 0 ? names : paramOrder([...names, name]);
    return order.flatMap((n) => (n !== name ? paramSegments.get(n)! : values.map((v) => `${name}-${v}`)));
  };

  return (choice) => {
    const segments = { ...own };
    switch (choice.group) {
      case 'feature':
        segments.features = featureSegments(FEATURES.filter((f) => (f === choice.value) !== query.features.includes(f)));
        break;
      case 'param':
        segments.params = params(choice.name, choice.value);
        break;
      case 'manufacturer':
        segments.manufacturers = manufacturerSegments(toggledSorted(query.manufacturers, choice.value));
        break;
      case 'eshop':
        segments.shops = shopSegments(toggledSorted(query.shops, choice.value));
        break;
    }
    const path = [...segments.features, ...segments.params, ...segments.manufacturers, ...segments.shops, ...segments.sort].join('/');
    return (path === '' ? plain : `${filtered}/${path}`) + tail;
  };
}
