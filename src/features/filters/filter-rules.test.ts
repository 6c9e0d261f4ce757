import { activeFilterCount, hasActiveFilters, histogramBars, isChoiceDisabled, priceRangeUrl } from './filter-rules';
import { choiceFixture, groupsFixture } from './test-support/groups-fixture';

describe('isChoiceDisabled (spec §3 Filter choice: zero-count choices disabled)', () => {
  it('disables zero-count and server-disabled choices unless selected', () => {
    expect(isChoiceDisabled(choiceFixture({ count: 0 }))).toBe(true);
    expect(isChoiceDisabled(choiceFixture({ disabled: true }))).toBe(true);
    expect(isChoiceDisabled(choiceFixture({ count: 0, selected: true }))).toBe(false);
    expect(isChoiceDisabled(choiceFixture())).toBe(false);
  });
});

describe('priceRangeUrl (spec §2: priceFrom / priceTo are the price query parameters)', () => {
  it('sets whole-BGN bounds and keeps the other parameters', () => {
    expect(priceRangeUrl({ url: '/products/divani?dimension=w100', from: 200.7, to: 900 })).toBe(
      '/products/divani?dimension=w100&priceFrom=200&priceTo=900',
    );
  });

  it('replaces and removes bounds, swapping reversed ones', () => {
    expect(priceRangeUrl({ url: '/products/divani?priceFrom=100&priceTo=500', from: null, to: 300 })).toBe('/products/divani?priceTo=300');
    expect(priceRangeUrl({ url: '/products/divani', from: 900, to: 200 })).toBe('/products/divani?priceFrom=200&priceTo=900');
    expect(priceRangeUrl({ url: '/products/divani?priceFrom=1', from: null, to: -5 })).toBe('/products/divani');
  });
});

describe('hasActiveFilters', () => {
  it('is true with a selected choice or price range, not for the category or sort alone', () => {
    expect(hasActiveFilters(groupsFixture())).toBe(true);
    const none = groupsFixture({ parameters: [] });
    expect(hasActiveFilters(none)).toBe(false);
    const price = none.price ? { ...none.price, range: { ...none.price.range, selected: true, selectedMin: 100 } } : null;
    expect(hasActiveFilters({ ...none, price })).toBe(true);
  });

  it('counts each selected choice and a selected price range once, never the sort (the mobile filters button shows it)', () => {
    const groups = groupsFixture({ manufacturers: [choiceFixture({ ident: 'manufacturer', id: 'verona', selected: true })] });
    expect(activeFilterCount(groups)).toBe(2);
    const price = groups.price ? { ...groups.price, range: { ...groups.price.range, selected: true, selectedMin: 100 } } : null;
    expect(activeFilterCount({ ...groups, price })).toBe(3);
    expect(activeFilterCount(groupsFixture({ parameters: [] }))).toBe(0);
  });
});

describe('histogramBars (spec §3 Price filter histogram)', () => {
  it('scales bars to the tallest and marks the selected range', () => {
    const price = groupsFixture().price;
    if (!price) throw new Error('fixture has a price group');
    expect(histogramBars(price).map((bar) => bar.height)).toEqual([0.25, 1, 0.5]);
    const selected = { ...price, range: { ...price.range, selected: true, selectedMin: 600, selectedMax: 1000 } };
    expect(histogramBars(selected).map((bar) => bar.inRange)).toEqual([false, true, false]);
  });
});
