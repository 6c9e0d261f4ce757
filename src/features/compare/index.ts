export { CompareProducts } from './compare-page';
export { addToCompare, compareBadge, compareStore, resetCompare, toggleCompare, useCompareCount, useIsInCompare } from './compare-store';
export { CompareToast } from './compare-toast';
export { COMPARE_PATH } from './compare-url';
