export { gridColumns, rowEndIndex, type RowEndInput } from './similar-rules';
export { loadSimilarFromApi } from './load-similar';
export { type LoadSimilar, SimilarRow, type SimilarRowProps } from './similar-row';
export { useGridColumns } from './use-grid-columns';
