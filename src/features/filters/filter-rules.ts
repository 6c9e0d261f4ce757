import type { FilterChoice, FilterGroups, PriceGroup } from './filter-types';

/** Spec §2: the only query parameters of a listing URL besides `dimension`. */
export const PRICE_FROM_PARAM = 'priceFrom';
export const PRICE_TO_PARAM = 'priceTo';
const URL_BASE = 'https://uyut.invalid';

/** Zero-count choices are disabled unless selected (the visitor must be able to untick them). */
export function isChoiceDisabled(choice: Pick<FilterChoice, 'disabled' | 'count' | 'selected'>): boolean {
  return !choice.selected && (choice.disabled || choice.count === 0);
}

function wholeAmount(value: number | null): number | null {
  if (value === null || !Number.isFinite(value) || value < 0) return null;
  return Math.floor(value);
}

export interface PriceRangeInput {
  /** The current listing URL (path and query). */
  url: string;
  /** Whole BGN; null or negative removes the bound. */
  from: number | null;
  to: number | null;
}

/**
 * The listing URL with the price range as `priceFrom` / `priceTo` query parameters (whole BGN),
 * keeping every other parameter; bounds given the wrong way round are swapped.
 */
export function priceRangeUrl({ url, from, to }: PriceRangeInput): string {
  const parsed = new URL(url, URL_BASE);
  let low = wholeAmount(from);
  let high = wholeAmount(to);
  if (low !== null && high !== null && low > high) [low, high] = [high, low];
  for (const [name, value] of [
    [PRICE_FROM_PARAM, low],
    [PRICE_TO_PARAM, high],
  ] as const) {
    if (value === null) parsed.searchParams.delete(name);
    else parsed.searchParams.set(name, String(value));
  }
  return `${parsed.pathname}${parsed.search}`;
}

/** How many filters are on (not the category or the sort): each selected choice, and the price range when one is set. */
export function activeFilterCount(groups: FilterGroups): number {
  const choices: FilterChoice[] = [
    ...groups.parameters.flatMap((group) => group.choices),
    ...groups.features,
    ...groups.manufacturers,
    ...groups.eshops,
  ];
  return choices.filter((choice) => choice.selected).length + (groups.price?.range.selected ? 1 : 0);
}

/** True when a filter is on: shows 'clear all'. */
export function hasActiveFilters(groups: FilterGroups): boolean {
  return activeFilterCount(groups) > 0;
}

export interface HistogramBar {
  lowerBound: number;
  upperBound: number;
  count: number;
  /** Bar height as a share of the tallest bar, 0–1. */
  height: number;
  /** Inside the selected range (or no range is selected). */
  inRange: boolean;
}

/** Bars for the price histogram, scaled to the tallest one and marked against the selected range. */
export function histogramBars(price: PriceGroup): HistogramBar[] {
  const tallest = Math.max(0, ...price.histogram.map((bucket) => bucket.count));
  const { selectedMin, selectedMax } = price.range;
  return price.histogram.map((bucket) => ({
    ...bucket,
    height: tallest === 0 ? 0 : bucket.count / tallest,
    inRange: (selectedMin === null || bucket.upperBound > selectedMin) && (selectedMax === null || bucket.lowerBound < selectedMax),
  }));
}
