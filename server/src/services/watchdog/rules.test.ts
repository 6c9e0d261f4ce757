import { conditionHolds, crossing, targetMinor } from './rules';

const offer = { price: 49_990, currency: 'BGN', active: true, inStock: true };
const price = (target: number, currency = 'BGN') => ({ type: 'price' as const, targetPrice: target, targetCurrency: currency });
const availability = { type: 'availability' as const, targetPrice: null, targetCurrency: null };

describe('watchdog rules (docs/adr/0008-watchdog.md)', () => {
  it('waits for availability: an active offer in stock', () => {
    expect(conditionHolds(availability, offer)).toBe(true);
    expect(conditionHolds(availability, { ...offer, inStock: false })).toBe(false);
    expect(conditionHolds(availability, { ...offer, active: false })).toBe(false);
  });

  it('waits for a price at or below the target, of an active offer, in the target’s currency', () => {
    expect(conditionHolds(price(49_990), offer)).toBe(true);
    expect(conditionHolds(price(49_989), offer)).toBe(false);
    expect(conditionHolds(price(60_000), { ...offer, active: false })).toBe(false);
    /* 499.90 BGN is 255.59 EUR at the fixed rate. */
    expect(conditionHolds(price(25_559, 'EUR'), offer)).toBe(true);
    expect(conditionHolds(price(25_558, 'EUR'), offer)).toBe(false);
    expect(conditionHolds(price(60_000), { ...offer, currency: 'USD' })).toBe(false);
  });

  it('alerts once per crossing: not again while it holds, and again after it stopped holding', () => {
    expect(crossing({ alerted: false, holds: true })).toBe('alert');
    expect(crossing({ alerted: true, holds: true })).toBeNull();
    expect(crossing({ alerted: true, holds: false })).toBe('reset');
    expect(crossing({ alerted: false, holds: false })).toBeNull();
  });

  it('takes a target price in major units above zero and below ten million', () => {
    expect(targetMinor(499.9)).toBe(49_990);
    expect(targetMinor(0.01)).toBe(1);
    expect(targetMinor(9_999_999.99)).toBe(999_999_999);
    for (const bad of [0, -1, 0.004, 10_000_000, Number.NaN]) expect(targetMinor(bad)).toBeNull();
  });
});
