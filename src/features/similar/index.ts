export { rowEndIndex } from './similar-rules';
export { loadSimilarFromApi } from './load-similar';
export { type LoadSimilar, SimilarRow } from './similar-row';
export { useGridColumns } from './use-grid-columns';
