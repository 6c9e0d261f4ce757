const DAY_MS = 24 * 60 * 60 * 1000;
/** Spec §9: the Christmas cut-off is 24 December. */
const CUTOFF_MONTH = 11;
const CUTOFF_DAY = 24;

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** The next 24 December on or after `now` (next year's once this year's has passed). */
export function christmasCutoff(now: Date): Date {
  const thisYear = new Date(now.getFullYear(), CUTOFF_MONTH, CUTOFF_DAY);
  return startOfDay(now) > thisYear.getTime() ? new Date(now.getFullYear() + 1, CUTOFF_MONTH, CUTOFF_DAY) : thisYear;
}

/** Whole calendar days from today to the cut-off (0 on 24 December). */
export function daysUntilChristmas(now: Date): number {
  return Math.round((christmasCutoff(now).getTime() - startOfDay(now)) / DAY_MS);
}

export interface ChristmasDeliveryInput {
  now: Date;
  /** The feature flag's days threshold; null when the flag is off. */
  thresholdDays: number | null;
  deliveryInDays: number | null;
}

/** Spec §9: the tag shows when threshold ≥ days left and delivery days ≤ days left. */
export function deliversBeforeChristmas({ now, thresholdDays, deliveryInDays }: ChristmasDeliveryInput): boolean {
  if (thresholdDays === null || deliveryInDays === null) return false;
  const daysLeft = daysUntilChristmas(now);
  return thresholdDays >= daysLeft && deliveryInDays <= daysLeft;
}
