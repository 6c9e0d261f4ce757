import { convertMinor, discountPercent } from '@uyut/core';

/**
 * Honest discounts from our own price history (EU Omnibus rule, Directive 98/6/EC Art. 6a; in Bulgaria
 * ЗЗП Arts. 63–66). All functions are pure; the importer feeds them a variant's history.
 *
 * Definitions (times are ISO-8601; a history point holds from its `recordedAt` until the next point):
 * - Only points with `active` count as prices the shop applied; an inactive period is a gap.
 * - Prices of other points are converted to the current point's currency (BGN↔EUR at the fixed rate
 *   1.95583, by @uyut/core's convertMinor); a point in any other foreign currency is ignored.
 * - **Trailing run**: going back from the current point, the points whose prices never rise towards the
 *   present (each ≤ the one before it). A **drop** is a point of the run cheaper than the point before it.
 * - **Reduction start R**: the first drop of the trailing run. Without a drop there is no reduction and R is
 *   the start of the current price level.
 * - **lowestPrice30d**: the lowest applied price in the window [R − 30 days, R) (a point that ended exactly
 *   at R − 30 days is outside). Without a reduction the current price is included as well, so the figure is
 *   "the lowest price of the last 30 days" beside a discount the shop claims but we never saw.
 *   Null when nothing was applied in the window (reduction case) — then nothing can be verified.
 * - **discountVerified**: the current point is active, our history covers the whole window (first
 *   observation ≤ R − 30 days), a reduction exists, the shop states an old price, that old price is not
 *   higher than lowestPrice30d, and the current price is really below lowestPrice30d.
 * - **priceDropAt**: the time of the latest drop of the trailing run whose new price is below the lowest
 *   price applied in the 30 days before that drop (a "raise, then cut back" is not a drop); else null.
 */

const DAY_MS = 86_400_000;
export const OMNIBUS_WINDOW_DAYS = 30;

export interface PricePoint {
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  inStock: boolean;
  active: boolean;
  recordedAt: string;
}

export interface PriceFacts {
  lowestPrice30d: number | null;
  discountVerified: boolean;
  priceDropAt: string | null;
  /** R above, or null when the current point is inactive. */
  referenceAt: string | null;
  reduction: boolean;
}

export interface OfferPrice {
  price: number;
  /** The old price the shop states (its claim), in the offer's currency. */
  priceBeforeDiscount: number | null;
  /** `PriceFacts.discountVerified` as stored with the offer. */
  discountVerified: boolean;
}

/**
 * The one rule for what is shown and filtered as a discount ('Без фалшиви намаления'): the shop's old price
 * counts only when our history verified it and it is at least 1 % above today's price. The card badge, the struck
 * price, the discount filter and sort, the sales listing and the campaigns that need a verified discount all
 * take it from here; an unverified old price is at most the shop's claim. Null when there is no such discount.
 */
export function verifiedDiscount(offer: OfferPrice): { percent: number; priceBefore: number } | null {
  if (!offer.discountVerified || offer.priceBeforeDiscount === null) return null;
  const percent = discountPercent(offer.price, offer.priceBeforeDiscount);
  return percent === null ? null : { percent, priceBefore: offer.priceBeforeDiscount };
}

/** True when `next` differs from the last recorded point in anything the history keeps. */
export function isHistoryChange(last: PricePoint | undefined, next: Omit<PricePoint, 'recordedAt'>): boolean {
  return (
    last === undefined ||
    last.price !== next.price ||
    last.currency !== next.currency ||
    last.inStock !== next.inStock ||
    last.active !== next.active
  );
}

interface Segment {
  price: number;
  start: number;
  end: number;
}

const NONE: PriceFacts = { lowestPrice30d: null, discountVerified: false, priceDropAt: null, referenceAt: null, reduction: false };

/**
 * The Omnibus facts of a variant. `history` is its price history in any order, the current state included
 * (the latest point); `priceBeforeDiscount` is the shop's claimed old price in the current currency.
 */
export function priceFacts(history: readonly PricePoint[], claim: { priceBeforeDiscount: number | null }): PriceFacts {
  const points = [...history].sort((a, b) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt));
  const current = points.at(-1);
  if (!current?.active) return NONE;
  const segments = segmentsOf(points, current.currency);
  const last = segments.length - 1;

  let runStart = last;
  while (runStart > 0 && (segments[runStart - 1] as Segment).price >= (segments[runStart] as Segment).price) runStart--;
  const drops: number[] = [];
  for (let i = runStart + 1; i <= last; i++) if ((segments[i] as Segment).price < (segments[i - 1] as Segment).price) drops.push(i);

  const reduction = drops.length > 0;
  const reference = (segments[reduction ? (drops[0] as number) : runStart] as Segment).start;
  const before = lowestBefore(segments, reference);
  const lowestPrice30d = reduction ? before : Math.min(before ?? Infinity, current.price);
  const covered = Date.parse((points[0] as PricePoint).recordedAt) <= reference - OMNIBUS_WINDOW_DAYS * DAY_MS;
  const claimed = claim.priceBeforeDiscount;
  const discountVerified = reduction && covered && before !== null && claimed !== null && claimed <= before && current.price < before;

  const realDrop = [...drops].reverse().find((i) => {
    const segment = segments[i] as Segment;
    const lowest = lowestBefore(segments, segment.start);
    return lowest !== null && segment.price < lowest;
  });
  return {
    lowestPrice30d,
    discountVerified,
    priceDropAt: realDrop === undefined ? null : new Date((segments[realDrop] as Segment).start).toISOString(),
    referenceAt: new Date(reference).toISOString(),
    reduction,
  };
}

/** Active, convertible points as [start, end) segments priced in `currency`; the last one is open-ended. */
function segmentsOf(points: readonly PricePoint[], currency: string): Segment[] {
  const segments: Segment[] = [];
  points.forEach((point, index) => {
    const next = points[index + 1];
    const price = convertMinor({ amount: point.price, from: point.currency, to: currency });
    if (!point.active || price === null) return;
    segments.push({ price, start: Date.parse(point.recordedAt), end: next ? Date.parse(next.recordedAt) : Infinity });
  });
  return segments;
}

/** The lowest price applied in [at − 30 days, at), or null when none was. */
function lowestBefore(segments: readonly Segment[], at: number): number | null {
  const from = at - OMNIBUS_WINDOW_DAYS * DAY_MS;
  let lowest: number | null = null;
  for (const segment of segments) {
    if (segment.start < at && segment.end > from && (lowest === null || segment.price < lowest)) lowest = segment.price;
  }
  return lowest;
}
