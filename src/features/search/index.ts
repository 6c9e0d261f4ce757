export { SearchForm } from './search-form';
export { SearchResults } from './search-results';
