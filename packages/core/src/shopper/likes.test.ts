import { comparisonItemId, isLikeItemType, parseComparisonItemId, parseVariantItemId } from './likes';
import { watchdogType } from './watchdog';

describe('like item ids (spec §3 Like info, item types variant and comparison)', () => {
  it('names a comparison by its variant ids ascending, each once, so any order is one item', () => {
    expect(comparisonItemId([34, 12, 34, 56])).toBe('12-34-56');
    expect(comparisonItemId([56, 34, 12])).toBe('12-34-56');
  });

  it('has no comparison of fewer than two variants or of ids that are not positive whole numbers', () => {
    expect(comparisonItemId([12])).toBeNull();
    expect(comparisonItemId([12, 12])).toBeNull();
    expect(comparisonItemId([12, 0])).toBeNull();
    expect(comparisonItemId([12, 1.5])).toBeNull();
  });

  it('reads back only the canonical form of a comparison id', () => {
    expect(parseComparisonItemId('12-34-56')).toEqual([12, 34, 56]);
    for (const text of ['34-12', '12-12', '12', '12-034', '12--34', '12-34-', 'a-b', '']) expect(parseComparisonItemId(text)).toBeNull();
  });

  it('reads a variant id only in canonical decimal form', () => {
    expect(parseVariantItemId('17')).toBe(17);
    for (const text of ['0', '017', '1e3', '-1', '1.0', ' 1', '99999999999999999']) expect(parseVariantItemId(text)).toBeNull();
  });

  it('knows only the spec item types', () => {
    expect(isLikeItemType('variant')).toBe(true);
    expect(isLikeItemType('comparison')).toBe(true);
    expect(isLikeItemType('product')).toBe(false);
  });
});

describe('watchdog type (spec §3 Watched item)', () => {
  it('waits for a price with a target price and for availability without one', () => {
    expect(watchdogType(49900)).toBe('price');
    expect(watchdogType(null)).toBe('availability');
    expect(watchdogType(undefined)).toBe('availability');
  });
});
