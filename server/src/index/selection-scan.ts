import { FEATURE_MASK, featureCounts, histogram, MAX_PARAM_GROUPS, NONE, type ScanState } from './row-scan';
import { type ColumnName, DIMENSION_COLUMNS, type Dictionary } from './index-schema';
import { DIMENSION_NAMES, type IndexCategory, type IndexQuery, type IndexResult } from './types';

/** What a selection's scan reads besides the query: the index's columns, dictionaries and scratch buffers. */
export interface ScanSources {
  columns: Record<ColumnName, Int32Array | Int16Array | Uint8Array | Uint16Array | Float32Array | Float64Array>;
  /** Each row's parameter values, and each value's parameter. */
  values: Int32Array;
  valueParam: Int32Array;
  categories: Map<number, IndexCategory>;
  shops: Dictionary;
  manufacturers: Dictionary;
  vouchers: Map<string, number>;
  paramCount: number;
  valueCount: number;
  /** Scratch buffers of at least the row count: the matching rows and their prices. */
  matches: Int32Array;
  prices: Int32Array;
}

/**
 * The scan state of a selection: the query turned into per-category, per-value and per-dictionary lookup arrays the
 * row loop (row-scan.ts) reads without a branch on the query's shape, and the zeroed counters it fills.
 */
export function scanStateFor(q: IndexQuery, sources: ScanSources): ScanState {
  const c = sources.columns;
  const { live, category, price, flags, delivery, manufacturer, shop, voucher, paramStart, paramCount } = c as Record<ColumnName, never>;
  const { values, valueParam, matches, prices } = sources;
  const inSubtree = new Uint8Array(sources.categories.size);
  for (const cid of q.categoryIds ?? []) {
    const node = sources.categories.get(cid);
    if (node) inSubtree.fill(1, node.pre, node.end);
  }
  const childOf = new Int16Array(sources.categories.size).fill(NONE);
  q.childCategoryIds.forEach((cid, i) => {
    const node = sources.categories.get(cid);
    if (node) childOf.fill(i, node.pre, node.end);
  });

  const baseShop = q.baseShopId === null ? NONE : (sources.shops.byId.get(q.baseShopId) ?? -2);
  const baseVoucher = q.baseVoucherCode === null ? NONE : (sources.vouchers.get(q.baseVoucherCode) ?? -2);
  const maxDelivery = q.maxDeliveryDays ?? NONE;
  const dropFilter = q.priceDropSince !== null;
  const droppedSince = q.priceDropSince ?? 0;

  let featureMask = 0;
  for (const bit of q.features) featureMask |= 1 << bit;
  const paramGroup = new Int8Array(sources.paramCount).fill(NONE);
  const selectedValue = new Uint8Array(sources.valueCount);
  const paramGroups = q.params.filter((p) => p.values.length > 0).slice(0, MAX_PARAM_GROUPS);
  paramGroups.forEach((p, j) => {
    paramGroup[p.param] = j;
    for (const v of p.values) selectedValue[v] = 1;
  });
  const allParamGroups = paramGroups.length === 0 ? 0 : 2 ** paramGroups.length - 1;
  const manufacturerSelected = new Uint8Array(sources.manufacturers.entries.length);
  for (const m of q.manufacturers) manufacturerSelected[m] = 1;
  const shopSelected = new Uint8Array(sources.shops.entries.length);
  for (const s of q.shops) shopSelected[s] = 1;
  const dimensionActive = new Uint8Array(4);
  const dimensionFrom = new Float64Array(4);
  const dimensionTo = new Float64Array(4);
  for (const d of q.dimensions) {
    dimensionActive[d.dimension] = 1;
    dimensionFrom[d.dimension] = d.from ?? -Infinity;
    dimensionTo[d.dimension] = d.to ?? Infinity;
  }
  const dimensionStat = new Float64Array(12);
  for (let d = 0; d < 4; d++) {
    dimensionStat[d * 3] = Infinity;
    dimensionStat[d * 3 + 1] = -Infinity;
  }
  return {
    live,
    category,
    price,
    flags,
    delivery,
    manufacturer,
    shop,
    voucher,
    dropped: c.dropped as Float64Array,
    paramStart,
    paramCount,
    values,
    valueParam,
    dimensionLows: DIMENSION_COLUMNS.map(([from]) => c[from] as Int32Array),
    dimensionHighs: DIMENSION_COLUMNS.map(([, to]) => c[to] as Int32Array),
    inSubtree,
    childOf,
    baseFlags: q.baseFlags,
    baseShop,
    baseVoucher,
    maxDelivery,
    dropFilter,
    droppedSince,
    featureMask,
    paramGroup,
    selectedValue,
    allParamGroups,
    manufacturerFilter: q.manufacturers.length > 0,
    manufacturerSelected,
    shopFilter: q.shops.length > 0,
    shopSelected,
    priceFilter: q.price.from !== null || q.price.to !== null,
    priceFrom: q.price.from ?? -Infinity,
    priceTo: q.price.to ?? Infinity,
    dimensionActive,
    dimensionFrom,
    dimensionTo,
    dimensionFilters: q.dimensions.length > 0,
    childCounts: new Int32Array(q.childCategoryIds.length),
    flagCounts: new Int32Array(FEATURE_MASK + 1),
    valueCounts: new Int32Array(sources.valueCount),
    manufacturerCounts: new Int32Array(sources.manufacturers.entries.length),
    shopCounts: new Int32Array(sources.shops.entries.length),
    dimensionStat,
    matches,
    matched: 0,
    prices,
    priced: 0,
  };
}

/** The counts a scan filled, as the index answers them (without the page of ids). */
export function countsOf(state: ScanState): Omit<IndexResult, 'variantIds'> {
  const { matched, priced, prices, childCounts, flagCounts, valueCounts, manufacturerCounts, shopCounts, dimensionStat } = state;
  return {
    total: matched,
    childCounts: [...childCounts],
    featureCounts: featureCounts(flagCounts),
    valueCounts,
    manufacturerCounts,
    shopCounts,
    price: histogram(prices.subarray(0, priced)),
    dimensions: DIMENSION_NAMES.map((_, d) =>
      dimensionStat[d * 3 + 2] === 0
        ? null
        : { min: dimensionStat[d * 3]!, max: dimensionStat[d * 3 + 1]!, count: dimensionStat[d * 3 + 2]! },
    ),
  };
}
