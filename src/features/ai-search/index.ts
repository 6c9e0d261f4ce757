export { AiSearchBox, type AiSearchBoxProps } from './ai-search-box';
