import { FEATURE_SEGMENTS, MANUFACTURER_PREFIX, SHOP_PREFIX, SORT_PREFIX, SORT_SEGMENTS } from './grammar';
import { basePath, normaliseListingQuery, searchOf } from './serialise';
import { inCategory, type ListingChoice } from './toggle';
import { FEATURES, type ListingQuery } from './types';

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

/** Path parts joined by '/', empty parts left out. */
const joined = (parts: readonly string[]) => parts.filter((part) => part !== '').join('/');

/** The URLs of the choices a listing offers. */
export interface ChoiceUrls {
  /** `serialiseListingQuery(toggleChoice(query, choice))`. */
  toggle(choice: ListingChoice): string;
  /** `serialiseListingQuery(withCategory(query, categorySlug))`. */
  category(categorySlug: string): string;
}

/**
 * The URLs of switching each choice of one listing on or off, or of moving it to another category, exactly as
 * serialising the changed query gives them, without building and normalising a whole query per choice: a facet panel
 * has ~250 choices, and each URL only adds or drops one segment of the listing's own (laid out once), or changes its base.
 */
export function choiceUrls(input: ListingQuery): ChoiceUrls {
  const query = normaliseListingQuery({ ...input, page: 1 });
  const search = searchOf(query);
  const tail = search === '' ? '' : `?${search}`;
  const plain = basePath(query.base);
  const filteredBase = basePath(query.base.kind === 'home' ? { kind: 'category', categorySlug: null } : query.base);
  const filtered = filteredBase === '/' ? '' : filteredBase;
  const paramSegments = new Map(
    Object.entries(query.params).map(([name, values]) => [name, values.map((value) => `${name}-${value}`).join('/')]),
  );
  const names = [...paramSegments.keys()];
  const own = {
    features: query.features.map((f) => FEATURE_SEGMENTS[f]).join('/'),
    params: joined([...paramSegments.values()]),
    manufacturers: query.manufacturers.map((slug) => MANUFACTURER_PREFIX + slug).join('/'),
    shops: query.shops.map((slug) => SHOP_PREFIX + slug).join('/'),
    sort: query.sort === 'relevance' ? '' : SORT_PREFIX + SORT_SEGMENTS[query.sort],
  };
  const ownPath = joined(Object.values(own));

  /** The other parameters' segments before and after a parameter's place, per parameter name. */
  const around = new Map<string, { before: string; after: string }>();
  const aroundOf = (name: string) => {
    let sides = around.get(name);
    if (sides === undefined) {
      const order = paramSegments.has(name) ? names : paramOrder([...names, name]);
      const at = order.indexOf(name);
      const side = (list: string[]) => joined(list.map((n) => paramSegments.get(n) ?? ''));
      sides = { before: side(order.slice(0, at)), after: side(order.slice(at + 1)) };
      around.set(name, sides);
    }
    return sides;
  };

  return {
    toggle(choice) {
      let { features, params, manufacturers, shops } = own;
      switch (choice.group) {
        case 'feature':
          features = FEATURES.filter((f) => (f === choice.value) !== query.features.includes(f))
            .map((f) => FEATURE_SEGMENTS[f])
            .join('/');
          break;
        case 'param': {
          const { before, after } = aroundOf(choice.name);
          const values = toggledSorted(query.params[choice.name] ?? [], choice.value);
          params = joined([before, values.map((v) => `${choice.name}-${v}`).join('/'), after]);
          break;
        }
        case 'manufacturer':
          manufacturers = toggledSorted(query.manufacturers, choice.value)
            .map((slug) => MANUFACTURER_PREFIX + slug)
            .join('/');
          break;
        case 'eshop':
          shops = toggledSorted(query.shops, choice.value)
            .map((slug) => SHOP_PREFIX + slug)
            .join('/');
          break;
      }
      const path = joined([features, params, manufacturers, shops, own.sort]);
      return (path === '' ? plain : `${filtered}/${path}`) + tail;
    },

    category(categorySlug) {
      const base = basePath(inCategory(query.base, categorySlug));
      return (ownPath === '' ? base : `${base}/${ownPath}`) + tail;
    },
  };
}
