import { discountPercent, priceWithVoucher } from './variant-dto';

describe('discount (spec §9: discount shown as the floor)', () => {
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
});

describe('price with voucher', () => {
  it('applies a percent or an amount and never goes below zero', () => {
    expect(priceWithVoucher({ price: 10000, value: 15, valueType: 'percent' })).toBe(8500);
    expect(priceWithVoucher({ price: 10000, value: 2500, valueType: 'amount' })).toBe(7500);
    expect(priceWithVoucher({ price: 1000, value: 2500, valueType: 'amount' })).toBe(0);
  });
});
