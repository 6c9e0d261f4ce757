import { parseListingRanges } from './parse';
import { emptyListingQuery, normaliseListingQuery, searchOf } from './serialise';
import type { BaseSelection, ListingDimension, ListingFeature, ListingQuery, ListingSort, NumberRange } from './types';

/** A choice a shopper can switch on or off; switching any filter goes back to page 1. */
export type ListingChoice =
  | { group: 'feature'; value: ListingFeature }
  | { group: 'param'; name: string; value: string }
  | { group: 'manufacturer'; value: string }
  | { group: 'eshop'; value: string };

const toggled = (values: readonly string[], value: string) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

export function isChoiceSelected(query: ListingQuery, choice: ListingChoice): boolean {
  switch (choice.group) {
    case 'feature':
      return query.features.includes(choice.value);
    case 'param':
      return (query.params[choice.name] ?? []).includes(choice.value);
    case 'manufacturer':
      return query.manufacturers.includes(choice.value);
    case 'eshop':
      return query.shops.includes(choice.value);
  }
}

export function toggleChoice(query: ListingQuery, choice: ListingChoice): ListingQuery {
  const next: ListingQuery = { ...query, page: 1 };
  switch (choice.group) {
    case 'feature':
      next.features = toggled(query.features, choice.value) as ListingFeature[];
      break;
    case 'param':
      next.params = { ...query.params, [choice.name]: toggled(query.params[choice.name] ?? [], choice.value) };
      break;
    case 'manufacturer':
      next.manufacturers = toggled(query.manufacturers, choice.value);
      break;
    case 'eshop':
      next.shops = toggled(query.shops, choice.value);
      break;
  }
  return normaliseListingQuery(next);
}

export function withSort(query: ListingQuery, sort: ListingSort): ListingQuery {
  return normaliseListingQuery({ ...query, sort, page: 1 });
}

export function withPage(query: ListingQuery, page: number): ListingQuery {
  return normaliseListingQuery({ ...query, page });
}

export function withPrice(query: ListingQuery, price: NumberRange): ListingQuery {
  return normaliseListingQuery({ ...query, price, page: 1 });
}

export function withDimension(query: ListingQuery, options: { dimension: ListingDimension; range: NumberRange }): ListingQuery {
  return normaliseListingQuery({ ...query, dimensions: { ...query.dimensions, [options.dimension]: options.range }, page: 1 });
}

/**
 * The same filters in another category. Category-scoped bases (category, sales, price drops, search) keep their kind;
 * the others have no category, so they become the category listing.
 */
export function withCategory(query: ListingQuery, categorySlug: string): ListingQuery {
  return normaliseListingQuery({ ...query, base: inCategory(query.base, categorySlug), page: 1 });
}

/** The base of `withCategory`. */
export function inCategory(base: BaseSelection, categorySlug: string): BaseSelection {
  return base.kind === 'sales' || base.kind === 'price-drops' || base.kind === 'search'
    ? { ...base, categorySlug }
    : { kind: 'category', categorySlug };
}

/**
 * Sets the price and/or dimension ranges of a canonical listing URL without a vocabulary (a slider has only the URL):
 * the page goes back to 1, the query string comes out canonical, and the home page becomes `/products`.
 */
export function withRangesInUrl(url: string, ranges: { price?: NumberRange; dimensions?: ListingQuery['dimensions'] }): string {
  const [rawPath = '', search = ''] = url.split('?');
  const current = parseListingRanges(search);
  const next = normaliseListingQuery({
    ...emptyListingQuery({ kind: 'home' }),
    price: ranges.price ?? current.price,
    dimensions: ranges.dimensions ? { ...current.dimensions, ...ranges.dimensions } : current.dimensions,
  });
  /* A search listing's query stays first, as it was written. */
  const searchQuery = search.split('&').find((pair) => pair.startsWith('q='));
  const query = [searchQuery ?? '', searchOf(next)].filter((part) => part !== '').join('&');
  const path = rawPath.replace(/\/stranitsa-\d+$/, '') || '/';
  if (query === '') return path;
  return `${path === '/' ? '/products' : path}?${query}`;
}

/** The same listing without its search query: a search listing becomes the category listing with the same filters. */
export function withoutSearch(query: ListingQuery): ListingQuery {
  if (query.base.kind !== 'search') return query;
  return normaliseListingQuery({ ...query, base: { kind: 'category', categorySlug: query.base.categorySlug }, page: 1 });
}
