import type { CardLayout } from '../catalogue';

/** Grid columns per breakpoint (spec §9 breakpoints; matches `.variant-grid` in catalogue.css). */
const GRID_COLUMNS: ReadonlyArray<readonly [minWidth: number, columns: number]> = [
  [1536, 5],
  [1024, 4],
  [768, 3],
];
const MOBILE_COLUMNS = 2;

/** Columns of the listing at a viewport width; the row layout has one card per row. */
export function gridColumns({ width, layout }: { width: number; layout: CardLayout }): number {
  if (layout === 'row') return 1;
  return GRID_COLUMNS.find(([minWidth]) => width >= minWidth)?.[1] ?? MOBILE_COLUMNS;
}

export interface RowEndInput {
  /** Index of the clicked card. */
  index: number;
  columns: number;
  /** Number of cards in the grid. */
  count: number;
}

/** Index of the last card in the clicked card's grid row: the similar row opens after it (spec §2). */
export function rowEndIndex({ index, columns, count }: RowEndInput): number {
  const perRow = Math.max(1, columns);
  return Math.min(count - 1, (Math.floor(index / perRow) + 1) * perRow - 1);
}
