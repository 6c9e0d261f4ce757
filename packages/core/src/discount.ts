/**
 * Whole-percent discount, floored (spec §9 "Discount shown as the floor"). Null when there is no
 * earlier price, it is not higher than the current one, or the discount is below 1 %.
 */
export function discountPercent(price: number, before: number | null | undefined): number | null {
  if (before == null || before <= 0 || before <= price) return null;
  const percent = Math.floor(((before - price) * 100) / before);
  return percent >= 1 ? percent : null;
}

/**
 * The badge text '-N %' (spec §9). The space is U+00A0, as bg-BG typesets the percent sign, so the
 * number and the sign never wrap apart.
 */
export function discountLabel(percent: number): string {
  return `-${percent}\u00A0%`;
}
