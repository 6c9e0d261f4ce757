/**
 * Search rules shared by the site and the search service: the query's normal form and limits, the suggestion group
 * types, the results path, and the matching rules (folding, Latin-typed Bulgarian, light stemming, typo tolerance).
 */
export { foldSearchText } from './fold';
export {
  normaliseSearchQuery,
  RECENT_PRODUCTS_LIMIT,
  SEARCH_GROUP_NAMES,
  SEARCH_GROUP_TYPES,
  SEARCH_QUERY_MAX,
  SEARCH_SUGGESTION_LIMIT,
  type SearchGroupType,
  searchPath,
  TRENDING_LIMIT,
} from './query';
export { stemBulgarian } from './stem';
export { type SearchTerm, searchTerms, searchWords } from './terms';
export { isLatinWord, latinToCyrillic } from './transliterate';
export { typoBudget, withinEditDistance } from './typo';
