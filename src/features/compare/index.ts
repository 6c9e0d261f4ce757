export { addToCompare, compareBadge, compareStore, resetCompare, toggleCompare, useCompareCount, useIsInCompare } from './compare-store';
