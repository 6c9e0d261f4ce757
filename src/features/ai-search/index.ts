export { AiSearchBox } from './ai-search-box';
