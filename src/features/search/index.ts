export { SearchForm } from './search-form';
export { queryOfLocation, SearchResults } from './search-results';
export { useRememberViewedProduct } from './remember-viewed';
