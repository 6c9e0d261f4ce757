/** The filter index's row layout (its typed columns), its dictionaries, the relevance score it sorts by and the sort keys. */

import type { ColumnStore } from './columns';
import { selectTop } from './row-scan';
import type { DictionaryEntry, IndexSort } from './types';

export const COLUMNS = {
  id: Int32Array,
  product: Int32Array,
  live: Uint8Array,
  category: Int32Array,
  price: Int32Array,
  discount: Uint8Array,
  flags: Uint16Array,
  delivery: Int16Array,
  manufacturer: Int32Array,
  shop: Int32Array,
  voucher: Int32Array,
  paramStart: Int32Array,
  paramCount: Uint8Array,
  widthFrom: Int32Array,
  widthTo: Int32Array,
  heightFrom: Int32Array,
  heightTo: Int32Array,
  depthFrom: Int32Array,
  depthTo: Int32Array,
  diameterFrom: Int32Array,
  diameterTo: Int32Array,
  score: Float32Array,
  rating: Float32Array,
  reviews: Int32Array,
  created: Float64Array,
  dropped: Float64Array,
};
export type ColumnName = keyof typeof COLUMNS;
export const DIMENSION_COLUMNS: ReadonlyArray<readonly [ColumnName, ColumnName]> = [
  ['widthFrom', 'widthTo'],
  ['heightFrom', 'heightTo'],
  ['depthFrom', 'depthTo'],
  ['diameterFrom', 'diameterTo'],
];

/**
 * Relevance score: 100 for in stock, up to 20 × log10(1 + reviews) weighted by rating / 5 (2.5 when unrated),
 * plus half the discount percent. In-stock offers come first, then well-reviewed ones, then bargains.
 */
export function relevanceScore(options: { inStock: boolean; rating: number | null; reviewsCount: number; discount: number }): number {
  return (options.inStock ? 100 : 0) + 20 * Math.log10(1 + options.reviewsCount) * ((options.rating ?? 2.5) / 5) + options.discount / 2;
}

/** A string dictionary: slug → dense index, with display names. */
export class Dictionary {
  readonly entries: DictionaryEntry[] = [];
  readonly byId = new Map<number, number>();
  readonly bySlug = new Map<string, number>();

  add(entry: DictionaryEntry): number {
    const known = this.byId.get(entry.id);
    if (known !== undefined) return known;
    const index = this.entries.length;
    this.entries.push(entry);
    this.byId.set(entry.id, index);
    this.bySlug.set(entry.slug, index);
    return index;
  }
}

export interface ParamValue {
  param: number;
  slug: string;
  name: string;
}

/** The index's columns, row-aligned. */
export type IndexColumns = ColumnStore<ColumnName>['columns'];

/** Sort keys of the matches (smaller first; ties go to the lower variant id), one tight loop per sort. */
function sortKeys(options: { columns: IndexColumns; matches: Int32Array; matched: number; sort: IndexSort }): Float64Array {
  const { matches, matched } = options;
  const c = options.columns;
  const keys = new Float64Array(matched);
  switch (options.sort) {
    case 'cheapest':
      for (let i = 0; i < matched; i++) keys[i] = c.price[matches[i]!]!;
      break;
    case 'expensive':
      for (let i = 0; i < matched; i++) keys[i] = -c.price[matches[i]!]!;
      break;
    case 'discount':
      for (let i = 0; i < matched; i++) keys[i] = -c.discount[matches[i]!]!;
      break;
    case 'newest':
      for (let i = 0; i < matched; i++) keys[i] = -c.created[matches[i]!]!;
      break;
    case 'rating':
      for (let i = 0; i < matched; i++) keys[i] = -(c.rating[matches[i]!]! * 1e7 + c.reviews[matches[i]!]!);
      break;
    case 'relevance':
      for (let i = 0; i < matched; i++) keys[i] = -c.score[matches[i]!]!;
      break;
  }
  return keys;
}

/** Rows [offset, offset + limit) of the matches in sort order, through a bounded max-heap. */
export function pageRows(options: {
  columns: IndexColumns;
  matches: Int32Array;
  matched: number;
  sort: IndexSort;
  offset: number;
  limit: number;
}): number[] {
  const k = Math.min(options.offset + options.limit, options.matched);
  if (k <= options.offset) return [];
  return selectTop({
    keys: sortKeys(options),
    matches: options.matches,
    ids: options.columns.id as Int32Array,
    k,
  }).slice(options.offset);
}
