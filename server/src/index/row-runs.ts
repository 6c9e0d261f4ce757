import type { IndexColumns } from './index-schema';
import { NONE } from './row-scan';
import type { IndexCategory } from './types';

/** Where the index's rows stand: rows below `sortedRows` are in category DFS order, the rest appended since. */
export interface RowOrder {
  /** Each row's category DFS number. */
  category: IndexColumns['category'];
  rows: number;
  sortedRows: number;
}

/** The first sorted row whose category DFS number is `pre` or more. */
export function firstRowAtOrAfter(order: RowOrder, pre: number): number {
  let low = 0;
  let high = order.sortedRows;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (order.category[mid]! < pre) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Row runs of the listed ones among `variantIds` (`rowById` maps a variant id to its row): consecutive rows joined, in row order. */
export function matchedRuns(rowById: Int32Array, variantIds: Int32Array): Array<[number, number]> {
  const rows: number[] = [];
  for (const id of variantIds) {
    const row = id < rowById.length ? rowById[id]! : NONE;
    if (row !== NONE) rows.push(row);
  }
  rows.sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last[1] === row) last[1] = row + 1;
    else runs.push([row, row + 1]);
  }
  return runs;
}

/** Row runs to scan for the selected category subtrees (all rows for null): their sorted runs, then the unsorted tail. */
export function categoryRuns(
  order: RowOrder,
  options: { categoryIds: number[] | null; categories: ReadonlyMap<number, IndexCategory> },
): Array<[number, number]> {
  if (options.categoryIds === null) return [[0, order.rows]];
  const ranges = options.categoryIds.flatMap((id) => {
    const c = options.categories.get(id);
    return c ? [[c.pre, c.end] as [number, number]] : [];
  });
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  const runs = merged.map(([pre, end]): [number, number] => [firstRowAtOrAfter(order, pre), firstRowAtOrAfter(order, end)]);
  if (order.sortedRows < order.rows) runs.push([order.sortedRows, order.rows]);
  return runs;
}
