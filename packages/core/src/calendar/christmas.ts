import { type CalendarDay, daysBetween, sofiaDay } from './sofia-day';

/** Spec §9: the Christmas cut-off is 24 December. */
const CUTOFF_MONTH = 12;
const CUTOFF_DAY = 24;

/** Whole Sofia calendar days from today to the next 24 December (0 on the day itself, next year's once it has passed). */
export function daysUntilChristmas(now: Date): number {
  const today = sofiaDay(now);
  const thisYear: CalendarDay = { year: today.year, month: CUTOFF_MONTH, day: CUTOFF_DAY };
  const days = daysBetween(today, thisYear);
  return days >= 0 ? days : daysBetween(today, { ...thisYear, year: today.year + 1 });
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
