import type { CampaignRule } from '../../catalogue/campaigns';
import type { VariantRow } from './repository';
import { PRICE_DROP_DAYS, priceWithVoucher, toVariantCard, toVariantDto } from './variant-dto';

describe('price with voucher', () => {
  it('applies a percent or an amount and never goes below zero', () => {
    expect(priceWithVoucher({ price: 10000, value: 15, valueType: 'percent' })).toBe(8500);
    expect(priceWithVoucher({ price: 10000, value: 2500, valueType: 'amount' })).toBe(7500);
    expect(priceWithVoucher({ price: 1000, value: 2500, valueType: 'amount' })).toBe(0);
  });
});

describe('honest discounts on the variant (spec §3 promoTags.priceDrop; EU Omnibus)', () => {
  const row: VariantRow = {
    id: 1,
    product_id: 1,
    product_slug: 'p',
    name: 'n',
    description: 'd',
    slug: 's',
    url: 'https://shop.example/1',
    price: 8000,
    price_before_discount: 10000,
    currency: 'BGN',
    voucher_code: null,
    voucher_value: null,
    voucher_type: null,
    delivery_price: null,
    delivery_days: null,
    in_stock: 1,
    active: 1,
    installment_months: null,
    installment_amount: null,
    cooling_off_days: null,
    condition: 'new',
    params: '[]',
    width_from: null,
    width_to: null,
    height_from: null,
    height_to: null,
    depth_from: null,
    depth_to: null,
    diameter_from: null,
    diameter_to: null,
    rating: null,
    reviews_count: 0,
    tier: null,
    lowest_price_30d: 9500,
    discount_verified: 1,
    price_drop_at: '2026-11-01T00:00:00.000Z',
    shop_id: 1,
    category_id: 1,
  };
  const dto = (now: string, overrides: Partial<VariantRow> = {}, campaigns: CampaignRule[] = []) => {
    const card = toVariantCard({ ...row, ...overrides }, []);
    const shop = { id: card.row.shop_id, name: 'Ш', slug: 'sh', paid: 0 };
    const category = { id: card.row.category_id, name: 'К', long_name: 'К', slug: 'k' };
    return toVariantDto(card, { shop, category, offerCount: 1, campaigns, now: new Date(now) });
  };

  it('says whether the offer is new, used or refurbished (issue 22 point 8)', () => {
    expect([
      dto('2026-11-10T00:00:00Z').condition,
      dto('2026-11-10T00:00:00Z', { condition: 'used' }).condition,
      dto('2026-11-10T00:00:00Z', { condition: 'refurbished' }).condition,
    ]).toEqual(['new', 'used', 'refurbished']);
  });

  it('shows a verified discount with its struck old price and the 30-day low', () => {
    const verified = dto('2026-11-10T00:00:00Z');
    expect(verified.discount).toEqual({ discount: 20, validity: null, lowestPrice30Days: 9500 });
    expect(verified.price).toMatchObject({ price: 8000, priceBeforeDiscount: 10000, claimedPriceBefore: null });
    expect(verified.discounted).toBe(true);
  });

  it("shows an old price our history did not verify only as the shop's claim: no discount, nothing struck (issue 22 point 11)", () => {
    const claimed = dto('2026-11-10T00:00:00Z', { discount_verified: 0, lowest_price_30d: 8000 });
    expect(claimed.discount).toBeNull();
    expect(claimed.discounted).toBe(false);
    expect(claimed.price).toMatchObject({ price: 8000, priceBeforeDiscount: null, claimedPriceBefore: 10000 });
  });

  it('claims nothing when the old price is not above the price, verified or not', () => {
    for (const verified of [0, 1]) {
      const same = dto('2026-11-10T00:00:00Z', { discount_verified: verified, price_before_discount: 8000 });
      expect([same.discount, same.price.priceBeforeDiscount, same.price.claimedPriceBefore]).toEqual([null, null, null]);
    }
  });

  it(`tags a price drop for ${PRICE_DROP_DAYS} days after it happened, not later`, () => {
    expect(dto('2026-11-30T23:59:59Z').promoTags.priceDrop).toBe(true);
    expect(dto('2026-12-01T00:00:01Z').promoTags.priceDrop).toBe(false);
    expect(dto('2026-11-10T00:00:00Z', { price_drop_at: null }).promoTags.priceDrop).toBe(false);
  });

  it('tags Black Friday and garden season from the campaigns running at the time, by their rules', () => {
    const window = { startsAt: '2026-11-16T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' };
    const campaigns: CampaignRule[] = [
      { tag: 'blackFriday', ...window, requiresVerifiedDiscount: true, shopIds: new Set([1]), categoryIds: null },
      { tag: 'gardenSales', ...window, requiresVerifiedDiscount: false, shopIds: new Set([1]), categoryIds: new Set([1]) },
    ];
    expect(dto('2026-11-22T00:00:00Z', {}, campaigns).promoTags).toEqual({ blackFriday: true, gardenSales: true, priceDrop: true });
    expect(dto('2026-11-22T00:00:00Z', { discount_verified: 0 }, campaigns).promoTags).toMatchObject({
      blackFriday: false,
      gardenSales: true,
    });
    expect(dto('2026-11-22T00:00:00Z', { price_before_discount: null }, campaigns).promoTags).toMatchObject({
      blackFriday: false,
      gardenSales: true,
    });
    expect(dto('2026-11-22T00:00:00Z', { category_id: 2 }, campaigns).promoTags).toMatchObject({ blackFriday: true, gardenSales: false });
    expect(dto('2026-11-22T00:00:00Z', { shop_id: 2 }, campaigns).promoTags).toMatchObject({ blackFriday: false, gardenSales: false });
    expect(dto('2026-12-01T00:00:00Z', {}, campaigns).promoTags).toMatchObject({ blackFriday: false, gardenSales: false });
  });
});
