/**
 * The row scan behind every listing: one pass over the filter index's columns that selects the matching rows and
 * counts every facet (each filter group's choices counted as if that group alone were lifted), then the price
 * histogram of what matched and the top-k selection of a page. FilterIndex.count fills a ScanState from the query;
 * everything here reads only that state and the columns.
 *
 * The constants live here, not in types.ts or filter-index.ts: a constant imported from another module compiles to a
 * getter on that module's exports in CommonJS output, too slow for the row loop; the index imports them from here.
 */
import { FEATURE_COUNT, type IndexResult } from './types';

/** Marks an absent value in an integer column (no manufacturer, no delivery days, no dimension) and an unset slot. */
export const NONE = -1;
export const FEATURE_MASK = (1 << FEATURE_COUNT) - 1;
/** At most this many parameter groups filter at once (one bit each in a 32-bit mask beside the feature bits). */
export const MAX_PARAM_GROUPS = 30;
const FEATURES = FEATURE_COUNT;
/** Filter groups a row can fail, numbered: features 0…FEATURES-1, then parameter groups, manufacturer, shop, price, dimensions. */
const GROUP_PARAM0 = FEATURES;
const GROUP_MANUFACTURER = GROUP_PARAM0 + MAX_PARAM_GROUPS;
const GROUP_SHOP = GROUP_MANUFACTURER + 1;
const GROUP_PRICE = GROUP_SHOP + 1;
const GROUP_DIMENSION0 = GROUP_PRICE + 1;
const HISTOGRAM_BINS = 50;

/** The k matches with the smallest keys (ties: lower id first), in order; a bounded max-heap of positions. */
export function selectTop(options: { keys: Float64Array; matches: Int32Array; ids: Int32Array; k: number }): number[] {
  const { keys, matches, ids, k } = options;
  const heap = new Int32Array(k);
  /* Position a is worse (sorts later) than b. */
  const worse = (a: number, b: number) => keys[a]! > keys[b]! || (keys[a] === keys[b] && ids[matches[a]!]! > ids[matches[b]!]!);
  const siftDown = (size: number) => {
    let i = 0;
    const item = heap[0]!;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= size) break;
      const right = left + 1;
      const child = right < size && worse(heap[right]!, heap[left]!) ? right : left;
      if (!worse(heap[child]!, item)) break;
      heap[i] = heap[child]!;
      i = child;
    }
    heap[i] = item;
  };
  let size = 0;
  for (let i = 0; i < keys.length; i++) {
    if (size < k) {
      let child = size++;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (!worse(i, heap[parent]!)) break;
        heap[child] = heap[parent]!;
        child = parent;
      }
      heap[child] = i;
    } else if (worse(heap[0]!, i)) {
      heap[0] = i;
      siftDown(size);
    }
  }
  const ordered = new Array<number>(size);
  while (size > 0) {
    ordered[size - 1] = matches[heap[0]!]!;
    heap[0] = heap[--size]!;
    siftDown(size);
  }
  return ordered;
}

/** Everything the row loop reads and writes, in one fixed-shape object (it keeps the loop monomorphic and optimised). */
export interface ScanState {
  live: Uint8Array;
  category: Int32Array;
  price: Int32Array;
  flags: Uint16Array;
  delivery: Int16Array;
  manufacturer: Int32Array;
  shop: Int32Array;
  voucher: Int32Array;
  dropped: Float64Array;
  paramStart: Int32Array;
  paramCount: Uint8Array;
  values: Int32Array;
  valueParam: Int32Array;
  dimensionLows: Int32Array[];
  dimensionHighs: Int32Array[];
  inSubtree: Uint8Array;
  childOf: Int16Array;
  baseFlags: number;
  baseShop: number;
  baseVoucher: number;
  maxDelivery: number;
  dropFilter: boolean;
  droppedSince: number;
  featureMask: number;
  paramGroup: Int8Array;
  selectedValue: Uint8Array;
  allParamGroups: number;
  manufacturerFilter: boolean;
  manufacturerSelected: Uint8Array;
  shopFilter: boolean;
  shopSelected: Uint8Array;
  priceFilter: boolean;
  priceFrom: number;
  priceTo: number;
  dimensionActive: Uint8Array;
  dimensionFrom: Float64Array;
  dimensionTo: Float64Array;
  dimensionFilters: boolean;
  childCounts: Int32Array;
  /** Matches per combination of the feature bits; expanded into per-feature counts after the scan. */
  flagCounts: Int32Array;
  valueCounts: Int32Array;
  manufacturerCounts: Int32Array;
  shopCounts: Int32Array;
  /** Per dimension: min low, max high, count. */
  dimensionStat: Float64Array;
  matches: Int32Array;
  matched: number;
  prices: Int32Array;
  priced: number;
}

function countDimension(s: ScanState, options: { d: number; r: number }): void {
  const low = s.dimensionLows[options.d]![options.r]!;
  if (low === NONE) return;
  const at = options.d * 3;
  if (low < s.dimensionStat[at]!) s.dimensionStat[at] = low;
  const high = s.dimensionHighs[options.d]![options.r]!;
  if (high > s.dimensionStat[at + 1]!) s.dimensionStat[at + 1] = high;
  s.dimensionStat[at + 2]!++;
}

/**
 * One pass over rows [start, end): base selection, then every filter group; a row failing no group is a match
 * and counts for every facet, a row failing exactly one group counts only for that group's choices.
 */
export function scanRows(s: ScanState, run: { start: number; end: number; checkCategory: boolean }): void {
  const { live, category, flags, shop, manufacturer, price, paramStart, paramCount, values, valueParam, paramGroup, selectedValue } = s;
  const { valueCounts, flagCounts, manufacturerCounts, shopCounts, matches, prices, childOf } = s;
  const start = s.matched;
  let matched = s.matched;
  let priced = s.priced;
  for (let r = run.start; r < run.end; r++) {
    if (live[r] === 0) continue;
    const pre = category[r]!;
    if (run.checkCategory && s.inSubtree[pre] === 0) continue;
    const f = flags[r]!;
    if ((f & s.baseFlags) !== s.baseFlags) continue;
    if (s.baseShop !== NONE && shop[r] !== s.baseShop) continue;
    if (s.baseVoucher !== NONE && s.voucher[r] !== s.baseVoucher) continue;
    if (s.maxDelivery !== NONE && (s.delivery[r]! < 0 || s.delivery[r]! > s.maxDelivery)) continue;
    if (s.dropFilter && !(s.dropped[r]! >= s.droppedSince)) continue;

    let fails = 0;
    let failed = NONE;
    const missingFeatures = s.featureMask & ~f;
    if (missingFeatures !== 0) {
      if ((missingFeatures & (missingFeatures - 1)) !== 0) continue;
      fails = 1;
      failed = 31 - Math.clz32(missingFeatures);
    }
    const ps = paramStart[r]!;
    const pe = ps + paramCount[r]!;
    if (s.allParamGroups !== 0) {
      let hits = 0;
      for (let i = ps; i < pe; i++) {
        const v = values[i]!;
        if (selectedValue[v] === 1) hits |= 1 << paramGroup[valueParam[v]!]!;
      }
      let missing = s.allParamGroups & ~hits;
      while (missing !== 0 && fails < 2) {
        fails++;
        failed = GROUP_PARAM0 + 31 - Math.clz32(missing);
        missing &= missing - 1;
      }
      if (fails > 1) continue;
    }
    const m = manufacturer[r]!;
    if (s.manufacturerFilter && (m === NONE || s.manufacturerSelected[m] === 0)) {
      if (++fails > 1) continue;
      failed = GROUP_MANUFACTURER;
    }
    const sh = shop[r]!;
    if (s.shopFilter && s.shopSelected[sh] === 0) {
      if (++fails > 1) continue;
      failed = GROUP_SHOP;
    }
    const p = price[r]!;
    if (s.priceFilter && (p < s.priceFrom || p > s.priceTo)) {
      if (++fails > 1) continue;
      failed = GROUP_PRICE;
    }
    if (s.dimensionFilters) {
      for (let d = 0; d < 4; d++) {
        if (s.dimensionActive[d] === 0) continue;
        const low = s.dimensionLows[d]![r]!;
        if (low === NONE || low > s.dimensionTo[d]! || s.dimensionHighs[d]![r]! < s.dimensionFrom[d]!) {
          fails++;
          failed = GROUP_DIMENSION0 + d;
        }
      }
      if (fails > 1) continue;
    }

    if (fails === 0) {
      matches[matched++] = r;
      const child = childOf[pre]!;
      if (child !== NONE) s.childCounts[child]!++;
      flagCounts[f & FEATURE_MASK]!++;
      for (let i = ps; i < pe; i++) valueCounts[values[i]!]!++;
      if (m !== NONE) manufacturerCounts[m]!++;
      shopCounts[sh]!++;
      prices[priced++] = p;
    } else if (failed >= GROUP_PARAM0 && failed < GROUP_MANUFACTURER) {
      const group = failed - GROUP_PARAM0;
      for (let i = ps; i < pe; i++) {
        const v = values[i]!;
        if (paramGroup[valueParam[v]!] === group) valueCounts[v]!++;
      }
    } else if (failed === GROUP_MANUFACTURER) {
      if (m !== NONE) manufacturerCounts[m]!++;
    } else if (failed === GROUP_SHOP) {
      shopCounts[sh]!++;
    } else if (failed === GROUP_PRICE) {
      prices[priced++] = p;
    } else if (failed >= GROUP_DIMENSION0) {
      countDimension(s, { d: failed - GROUP_DIMENSION0, r });
    }
  }
  s.matched = matched;
  s.priced = priced;
  /* Dimension bounds of the matches, one column at a time (cheaper than four updates per row in the loop above). */
  for (let d = 0; d < 4; d++) {
    const lows = s.dimensionLows[d]!;
    const highs = s.dimensionHighs[d]!;
    let min = s.dimensionStat[d * 3]!;
    let max = s.dimensionStat[d * 3 + 1]!;
    let count = 0;
    for (let i = start; i < matched; i++) {
      const r = matches[i]!;
      const low = lows[r]!;
      if (low === NONE) continue;
      count++;
      if (low < min) min = low;
      const high = highs[r]!;
      if (high > max) max = high;
    }
    s.dimensionStat[d * 3] = min;
    s.dimensionStat[d * 3 + 1] = max;
    s.dimensionStat[d * 3 + 2]! += count;
  }
}

/** Per-feature match counts from the counts per combination of feature bits. */
export function featureCounts(flagCounts: Int32Array): number[] {
  const counts = new Array<number>(FEATURES).fill(0);
  flagCounts.forEach((count, combination) => {
    for (let b = 0; b < FEATURES; b++) if ((combination >> b) & 1) counts[b]! += count;
  });
  return counts;
}

/** Two significant digits of whole units (leva or euro): 1234 → 1200, 87 → 87. */
function roundWhole(units: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(1, units))) - 1);
  return Math.round(units / magnitude) * magnitude;
}

export function histogram(prices: Int32Array): IndexResult['price'] {
  if (prices.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < prices.length; i++) {
    const p = prices[i]!;
    if (p < min) min = p;
    if (p > max) max = p;
  }
  const width = (max - min) / HISTOGRAM_BINS || 1;
  const perBin = 1 / width;
  const counts = new Int32Array(HISTOGRAM_BINS + 1);
  for (let i = 0; i < prices.length; i++) counts[((prices[i]! - min) * perBin) | 0]!++;
  counts[HISTOGRAM_BINS - 1]! += counts[HISTOGRAM_BINS]!;
  const cuts: number[] = [];
  let seen = 0;
  let quarter = 1;
  for (let i = 0; i < HISTOGRAM_BINS; i++) {
    seen += counts[i]!;
    if (quarter < 4 && seen >= (prices.length * quarter) / 4) {
      const cut = roundWhole((min + (i + 1) * width) / 100);
      if (cut > 0 && cut < max / 100 && cut !== cuts[cuts.length - 1]) cuts.push(cut);
      while (quarter < 4 && seen >= (prices.length * quarter) / 4) quarter++;
    }
  }
  /* Ranges are [open, c1], [c1, c2], …, [cn, open], ends included: count = #(p ≤ upper) − #(p < lower). Branch-free. */
  const cutMinor = Int32Array.from(cuts, (cut) => cut * 100);
  const atMost = new Int32Array(cuts.length);
  const below = new Int32Array(cuts.length);
  for (let i = 0; i < prices.length; i++) {
    const p = prices[i]!;
    for (let k = 0; k < cutMinor.length; k++) {
      const cut = cutMinor[k]!;
      atMost[k]! += p <= cut ? 1 : 0;
      below[k]! += p < cut ? 1 : 0;
    }
  }
  const predefined = [null, ...cuts].map((from, k) => ({
    from,
    to: cuts[k] ?? null,
    count: (k < cuts.length ? atMost[k]! : prices.length) - (k > 0 ? below[k - 1]! : 0),
  }));
  return {
    min,
    max,
    predefined: cuts.length === 0 ? [] : predefined,
    histogram: Array.from(counts.subarray(0, HISTOGRAM_BINS), (count, i) => ({
      lowerBound: min + i * width,
      upperBound: i === HISTOGRAM_BINS - 1 ? max : min + (i + 1) * width,
      count,
    })),
  };
}
