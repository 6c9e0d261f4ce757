import type { BaseSelection } from '@uyut/core';
import { ALL_PRODUCTS, DIMENSION_NAMES, FEATURE_NAMES, SORT_NAMES, baseTitle } from './choice-names';

/** A word in Latin letters: the site is Bulgarian (spec §1), so no visible string may hold one. */
const LATIN_WORD = /[A-Za-z]{2,}/;

const BASES: readonly BaseSelection[] = [
  { kind: 'home' },
  { kind: 'category', categorySlug: 'divani' },
  { kind: 'sales', categorySlug: null },
  { kind: 'sales', categorySlug: 'divani' },
  { kind: 'price-drops', categorySlug: 'divani' },
  { kind: 'vouchers' },
  { kind: 'delivery-before-christmas' },
  { kind: 'rooms' },
  { kind: 'black-friday' },
  { kind: 'garden-season' },
  { kind: 'eco' },
  { kind: 'eshop', shopSlug: 'domart', voucherCode: null },
  { kind: 'eshop', shopSlug: 'domart', voucherCode: '2026' },
  { kind: 'merchant', merchantId: 3 },
];

describe('listing titles and filter names (spec §1: every visible string is Bulgarian)', () => {
  it("heads the Black Friday listing with the campaign's Bulgarian name, 'Черен петък'", () => {
    expect(baseTitle({ kind: 'black-friday' }, { category: null, shop: null })).toBe('Черен петък');
  });

  it.each(BASES.map((base) => [base.kind, base] as const))('writes the %s title without a Latin word', (_kind, base) => {
    const title = baseTitle(base, { category: 'Дивани', shop: 'Домарт' });
    expect(title.length).toBeGreaterThan(0);
    expect(title).not.toMatch(LATIN_WORD);
  });

  it('names every sort, feature and dimension filter without a Latin word', () => {
    const names = [ALL_PRODUCTS, ...Object.values(SORT_NAMES), ...Object.values(FEATURE_NAMES), ...Object.values(DIMENSION_NAMES)];
    expect(names.filter((name) => LATIN_WORD.test(name))).toEqual([]);
  });
});
