/** Demo prices: shop-like amounts and each offer's price story over the feed snapshots. */

import type { ShopPlan } from './demo-plan';
import type { Random } from './prng';

/**
 * Days before the seeding time of the feed snapshots the demo replays through the importer, oldest first;
 * the last (0) is the current feed in `feeds/`, the others are in `history/{days}/`.
 */
export const DEMO_SNAPSHOT_DAYS = [90, 30, 7, 0] as const;
const CURRENT = DEMO_SNAPSHOT_DAYS.length - 1;
/** Index of the snapshot taken `days` before the seeding time. */
const at = (days: (typeof DEMO_SNAPSHOT_DAYS)[number]) => DEMO_SNAPSHOT_DAYS.indexOf(days);

/** A shop-like price in stotinki: 39.90, 189.00, 1 299.00 … */
export function nicePrice(bgn: number): number {
  if (bgn < 100) return Math.max(1, Math.floor(bgn)) * 100 + 90;
  if (bgn < 1000) return (Math.round(bgn / 10) * 10 - 1) * 100;
  return (Math.round(bgn / 50) * 50 - 1) * 100;
}

/**
 * The offer's price over the snapshots: mostly stable, some real reductions (with the old price claimed
 * honestly), rises, wobbles and new arrivals; in a fake-discount shop inflated old prices and
 * "raise, then discount" tricks.
 */
export function priceStory(options: { price: number; shop: ShopPlan; rng: Random }): {
  prices: (number | null)[];
  oldPrices: (number | null)[];
} {
  const { price, rng } = options;
  const constant = (value: number | null) => DEMO_SNAPSHOT_DAYS.map(() => value);
  const scaled = (low: number, high: number) => nicePrice((price / 100) * rng.float(low, high));
  if (options.shop.fakeDiscounts) {
    const story = rng.weightedIndex([60, 25, 15]);
    if (story === 0) return { prices: constant(price), oldPrices: constant(Math.max(price + 1000, scaled(1.3, 1.6))) };
    if (story === 1) {
      const raised = Math.max(price + 1000, scaled(1.2, 1.35));
      const inflated = (s: number) => s >= at(30) && s < at(7);
      return {
        prices: DEMO_SNAPSHOT_DAYS.map((_, s) => (inflated(s) ? raised : price)),
        oldPrices: DEMO_SNAPSHOT_DAYS.map((_, s) => (s >= at(7) ? raised : null)),
      };
    }
    return { prices: constant(price), oldPrices: constant(null) };
  }
  switch (rng.weightedIndex([52, 23, 10, 10, 5])) {
    case 1: {
      const before = Math.max(price + 500, scaled(1.12, 1.35));
      const from = rng.pick([at(30), at(7), at(0)]);
      return {
        prices: DEMO_SNAPSHOT_DAYS.map((_, s) => (s < from ? before : price)),
        oldPrices: DEMO_SNAPSHOT_DAYS.map((_, s) => (s < from ? null : before)),
      };
    }
    case 2: {
      const before = Math.min(price - 100, scaled(0.85, 0.95));
      const from = rng.pick([at(30), at(7)]);
      return { prices: DEMO_SNAPSHOT_DAYS.map((_, s) => (s < from ? before : price)), oldPrices: constant(null) };
    }
    case 3:
      return { prices: DEMO_SNAPSHOT_DAYS.map((_, s) => (s === CURRENT ? price : scaled(0.95, 1.08))), oldPrices: constant(null) };
    case 4: {
      const from = rng.pick([at(30), at(7)]);
      return { prices: DEMO_SNAPSHOT_DAYS.map((_, s) => (s < from ? null : price)), oldPrices: constant(null) };
    }
    default:
      return { prices: constant(price), oldPrices: constant(null) };
  }
}
