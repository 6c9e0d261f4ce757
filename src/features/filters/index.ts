export {
  PRICE_FROM_PARAM,
  PRICE_TO_PARAM,
  activeFilterCount,
  hasActiveFilters,
  histogramBars,
  isChoiceDisabled,
  priceRangeUrl,
} from './filter-rules';
export type { FilterChoice, FilterGroups, ParameterGroup, PriceGroup } from './filter-types';
export { FiltersPanel, type FiltersPanelProps } from './filters-panel';
export { PriceFilter, type PriceFilterProps } from './price-filter';
export { SortSelect, type SortSelectProps } from './sort-select';
