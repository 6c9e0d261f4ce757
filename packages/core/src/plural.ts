import { formatNumber } from './money/number-format';

/** The three Bulgarian forms: exactly 1, 2 to 4, everything else (spec §5). */
export type PluralForms = readonly [one: string, few: string, other: string];

/**
 * Spec §5: one form for exactly 1, a second for 2 to 4, a third for all other numbers (0, 5+, 21,
 * fractions, negatives). `Intl.PluralRules('bg')` only knows one/other, hence the hand-written rule.
 */
export function bgPlural(n: number, forms: PluralForms): string {
  if (n === 1) return forms[0];
  if (Number.isInteger(n) && n >= 2 && n <= 4) return forms[1];
  return forms[2];
}

/** '1 продукт', '3 продукта', '12 345 продукта': bg-BG number, U+00A0, then the plural form. */
export function formatCount(n: number, forms: PluralForms): string {
  return `${formatNumber(n)}\u00A0${bgPlural(n, forms)}`;
}
