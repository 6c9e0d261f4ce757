import { formatNumber } from '@uyut/core';

/** Spec §5: the rating is shown rounded to one decimal (4.66 → 4.7). */
export function roundRating(rating: number): number {
  return Math.round(rating * 10) / 10;
}

/** The rating as bg-BG text with one decimal: 4.66 → '4,7', 5 → '5,0'. */
export function formatRating(rating: number): string {
  return formatNumber(roundRating(rating), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Spec §5: stars are rounded to the nearest half (4.24 → 4, 4.25 → 4.5), clamped to 0–5. */
export function roundStars(rating: number): number {
  return Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
}
