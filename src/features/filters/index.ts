export { activeFilterCount } from './filter-rules';
export { FiltersPanel, type FiltersPanelProps } from './filters-panel';
export { SortSelect } from './sort-select';
