import type { Dictionary, IndexColumns } from './index-schema';
import { NONE } from './row-scan';
import type { IndexCategory, IndexTally, SearchTermTargets, SimilarityProfile } from './types';

/**
 * What the whole-catalogue reads see of the filter index: its columns, the row counts and the parameter value lists.
 * Rows below `sortedRows` are in category DFS order; those after were appended since the last sort.
 */
export interface IndexRows {
  columns: IndexColumns;
  rows: number;
  sortedRows: number;
  /** Every row's parameter values (row r's from paramStart[r], paramCount[r] long). */
  paramValues: Int32Array;
  /** The parameter of each value index. */
  valueParam: Int32Array;
  categoryCount: number;
  manufacturerCount: number;
  shopCount: number;
}

/**
 * Live rows per category (its own rows, by DFS number), per product id, per manufacturer and shop (dictionary
 * indexes) and, when `param` is given, per category and value of that parameter (`valuesByCategory[value][pre]`):
 * the counts of the search suggestions, equal to what the listings of the same selections count.
 */
export function tallyRows(index: IndexRows, param: number | undefined): IndexTally {
  const c = index.columns;
  const categories = new Int32Array(index.categoryCount);
  const manufacturers = new Int32Array(index.manufacturerCount);
  const shops = new Int32Array(index.shopCount);
  const products = new Map<number, number>();
  const valuesByCategory = new Map<number, Int32Array>();
  const { valueParam, paramValues: values } = index;
  for (let r = 0; r < index.rows; r++) {
    if (c.live[r] === 0) continue;
    const pre = c.category[r]!;
    categories[pre]!++;
    if (c.manufacturer[r] !== NONE) manufacturers[c.manufacturer[r]!]!++;
    shops[c.shop[r]!]!++;
    products.set(c.product[r]!, (products.get(c.product[r]!) ?? 0) + 1);
    if (param === undefined) continue;
    for (let i = c.paramStart[r]!, end = i + c.paramCount[r]!; i < end; i++) {
      const value = values[i]!;
      if (valueParam[value] !== param) continue;
      let perCategory = valuesByCategory.get(value);
      if (!perCategory) valuesByCategory.set(value, (perCategory = new Int32Array(index.categoryCount)));
      perCategory[pre]!++;
    }
  }
  return { categories, manufacturers, shops, products, valuesByCategory };
}

/**
 * Listed offers of a category subtree (DFS numbers [pre, end), its sorted rows [from, to)) except those of one product:
 * the candidates for similar products.
 */
export function similarityCandidateRows(
  index: IndexRows,
  options: { pre: number; end: number; from: number; to: number; excludeProductId: number; manufacturerId: (index: number) => number },
): SimilarityProfile[] {
  const c = index.columns;
  const candidates: SimilarityProfile[] = [];
  const visit = (r: number) => {
    if (c.live[r] === 0 || c.product[r] === options.excludeProductId) return;
    const start = c.paramStart[r]!;
    const manufacturer = c.manufacturer[r]!;
    candidates.push({
      id: c.id[r]!,
      productId: c.product[r]!,
      manufacturerId: manufacturer === NONE ? null : options.manufacturerId(manufacturer),
      price: c.price[r]!,
      values: Array.from(index.paramValues.subarray(start, start + c.paramCount[r]!)),
      /* The column is float32 and 0 for unrated; ratings have at most two decimals. */
      rating: c.rating[r]! > 0 ? Math.round(c.rating[r]! * 100) / 100 : null,
    });
  };
  for (let r = options.from; r < options.to; r++) visit(r);
  for (let r = index.sortedRows; r < index.rows; r++) if (c.category[r]! >= options.pre && c.category[r]! < options.end) visit(r);
  return candidates;
}

/** One search word's targets as row masks: category DFS numbers (subtrees filled in), manufacturer and shop dictionary indexes. */
export interface SearchTermMasks {
  categories: Uint8Array;
  manufacturers: Uint8Array;
  shops: Uint8Array;
  productIds: ReadonlySet<number>;
}

/** Ids of the live variants every term matches (by category, manufacturer, shop or product), ascending. */
export function matchingVariantIds(index: IndexRows, terms: readonly SearchTermMasks[]): Int32Array {
  const c = index.columns;
  const ids: number[] = [];
  if (terms.length === 0) return new Int32Array(0);
  for (let r = 0; r < index.rows; r++) {
    if (c.live[r] === 0) continue;
    const pre = c.category[r]!;
    const manufacturer = c.manufacturer[r]!;
    const shop = c.shop[r]!;
    const product = c.product[r]!;
    const all = terms.every(
      (t) =>
        t.categories[pre] === 1 ||
        (manufacturer !== NONE && t.manufacturers[manufacturer] === 1) ||
        t.shops[shop] === 1 ||
        t.productIds.has(product),
    );
    if (all) ids.push(c.id[r]!);
  }
  return Int32Array.from(ids).sort();
}

/** One search term's targets as masks over the index's categories (DFS numbers), manufacturers and shops (dictionary indexes). */
export function termMasks(
  term: SearchTermTargets,
  index: { categories: ReadonlyMap<number, IndexCategory>; manufacturers: Dictionary; shops: Dictionary },
) {
  const categories = new Uint8Array(index.categories.size);
  for (const id of term.categoryIds) {
    const node = index.categories.get(id);
    if (node) categories.fill(1, node.pre, node.end);
  }
  const dictionaryMask = (dictionary: Dictionary, ids: ReadonlySet<number>) => {
    const mask = new Uint8Array(dictionary.entries.length);
    for (const id of ids) {
      const at = dictionary.byId.get(id);
      if (at !== undefined) mask[at] = 1;
    }
    return mask;
  };
  return {
    categories,
    manufacturers: dictionaryMask(index.manufacturers, term.manufacturerIds),
    shops: dictionaryMask(index.shops, term.shopIds),
    productIds: term.productIds,
  };
}
