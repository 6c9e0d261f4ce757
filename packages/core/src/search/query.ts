/** Longest search query, in characters after normalisation (the server answers a longer one with 400 naming `q`). */
export const SEARCH_QUERY_MAX = 200;

/** Suggestion group types of the search service (spec §3 Search result group). */
export const SEARCH_GROUP_TYPES = { product: 1, manufacturer: 3, eshop: 4, category: 6, categoryColour: 11 } as const;
export type SearchGroupType = (typeof SEARCH_GROUP_TYPES)[keyof typeof SEARCH_GROUP_TYPES];

/** Bulgarian name of each group type, the group's typeName. */
export const SEARCH_GROUP_NAMES: Readonly<Record<SearchGroupType, string>> = {
  1: 'Продукти',
  3: 'Марки',
  4: 'Магазини',
  6: 'Категории',
  11: 'Категории по цвят',
};

/** Spec §9: category (6) and category + colour (11) items together are at most this many; type 11 is trimmed first. */
export const SEARCH_SUGGESTION_LIMIT = 10;
/** Spec §9: trending categories shown for an empty query. */
export const TRENDING_LIMIT = 10;
/** Spec §9: recently viewed products shown for an empty query. */
export const RECENT_PRODUCTS_LIMIT = 5;

const CONTROL = /[\p{Cc}\p{Cf}]/gu;

/** The query as searched: control and format characters dropped, whitespace collapsed, trimmed; null when nothing is left. */
export function normaliseSearchQuery(raw: string): string | null {
  const query = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return query === '' ? null : query;
}

/** The results page of a query, also the search panel's final link. */
export function searchPath(query: string): string {
  return `/search?q=${encodeURIComponent(normaliseSearchQuery(query) ?? '')}`;
}
