import { discountLabel, discountPercent } from './discount';

describe('discountPercent (spec §9: discount shown as the floor)', () => {
  it('floors the percentage instead of rounding it', () => {
    expect(discountPercent(6700, 10000)).toBe(33);
    expect(discountPercent(5010, 10000)).toBe(49);
    expect(discountPercent(129900, 159900)).toBe(18);
  });

  it.each([
    [129900, 159900, 18],
    [99, 100, 1],
    [100, 100, null],
    [120, 100, null],
    [995, 1000, null],
    [50, null, null],
  ])('price %i before %p gives %p', (price, before, expected) => {
    expect(discountPercent(price, before)).toBe(expected);
  });

  it('is null below 1 % and without a higher earlier price', () => {
    expect(discountPercent(9950, 10000)).toBeNull();
    expect(discountPercent(9900, 10000)).toBe(1);
    expect(discountPercent(10000, 10000)).toBeNull();
    expect(discountPercent(10000, 9000)).toBeNull();
    expect(discountPercent(10000, null)).toBeNull();
  });
});

describe("discountLabel (spec §9: '-N %')", () => {
  it('writes minus, the number and the percent sign joined by a no-break space', () => {
    expect(discountLabel(18)).toBe('-18\u00A0%');
  });
});
