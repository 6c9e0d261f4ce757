/**
 * The canonical listing URL grammar shared by the server and the site (pure, framework-free).
 *
 *   {base path}/{features}/{param}-{value}…/proizvoditel-{slug}…/magazin-{slug}…/sortirane-{sort}/stranitsa-{n}
 *     ?dimension=width:{cm}-{cm},height:…&priceFrom={whole units}&priceTo={whole units}
 *
 * Prices are whole units of the primary currency (PRIMARY_CURRENCY: leva by default, euro when chosen).
 */
export { type ChoiceUrls, choiceUrls } from './choice-urls';
export { isVoucherCode, parseListingRanges, parseListingUrl } from './parse';
export { basePath, emptyListingQuery, hasNoFilters, normaliseListingQuery, searchOf, serialiseListingQuery } from './serialise';
export {
  isChoiceSelected,
  type ListingChoice,
  toggleChoice,
  withCategory,
  withDimension,
  withPage,
  withPrice,
  withRangesInUrl,
  withoutSearch,
  withSort,
} from './toggle';
export { BASE_LISTINGS, FEATURE_SEGMENTS, isListingPath, RESERVED_PARAM_SLUGS, RESERVED_SLUGS, SORT_SEGMENTS } from './grammar';
export {
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
