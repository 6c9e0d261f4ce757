import type { CampaignRule } from '../catalogue/campaigns';
import { toIndexedVariant } from './catalogue-index';
import { relevanceScore } from './index-schema';
import { BASE_FLAGS, FEATURE_BITS } from './types';

const row = {
  id: 1,
  product_id: 9,
  category_id: 2,
  manufacturer_id: null,
  shop_id: 3,
  active: 1,
  price: 10000,
  currency: 'BGN',
  price_before_discount: null,
  voucher_code: null,
  delivery_price: 500,
  delivery_days: 5,
  in_stock: 0,
  installment_months: null,
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
  created_at: '2026-11-01T10:00:00.000Z',
  discount_verified: 0,
  price_drop_at: null,
};

describe('index rows from the database', () => {
  it('compares prices in BGN minor units by default: EUR converted at 1.95583', () => {
    expect(toIndexedVariant({ ...row, currency: 'EUR', price: 10000 }).price).toBe(19558);
    expect(toIndexedVariant(row).price).toBe(10000);
  });

  it('compares prices in euro cents when EUR is the primary currency (PRIMARY_CURRENCY=EUR)', () => {
    expect(toIndexedVariant({ ...row, currency: 'EUR', price: 10000 }, { currency: 'EUR' }).price).toBe(10000);
    expect(toIndexedVariant({ ...row, currency: 'BGN', price: 19558 }, { currency: 'EUR' }).price).toBe(10000);
  });

  it('sets a feature bit per feature and the base flags of sales and eco', () => {
    const bit = (name: keyof typeof FEATURE_BITS) => 1 << FEATURE_BITS[name];
    expect(toIndexedVariant(row).flags).toBe(0);
    const full = toIndexedVariant({
      ...row,
      delivery_price: 0,
      in_stock: 1,
      voucher_code: 'ZIMA',
      price_before_discount: 20000,
      installment_months: 10,
      delivery_days: 3,
      discount_verified: 1,
      params: JSON.stringify([{ name: 'Сертификат', value: 'FSC' }]),
    });
    expect(full.flags).toBe(
      bit('freeShipping') |
        bit('inStock') |
        bit('voucher') |
        bit('discount') |
        bit('installments') |
        bit('fastDelivery') |
        BASE_FLAGS.verifiedDiscount |
        BASE_FLAGS.eco,
    );
    expect(full.discount).toBe(50);
    expect(toIndexedVariant({ ...row, discount_verified: 1 }).flags & BASE_FLAGS.verifiedDiscount).toBe(0);
    expect(toIndexedVariant({ ...row, params: 'not json' }).params).toEqual([]);
  });

  it('sets the promo flag of each running campaign the offer qualifies for (black-friday and garden-season listings)', () => {
    const campaign = (tag: CampaignRule['tag'], rule: Partial<CampaignRule> = {}): CampaignRule => ({
      tag,
      startsAt: '2026-11-16T00:00:00.000Z',
      endsAt: '2026-12-01T00:00:00.000Z',
      requiresVerifiedDiscount: false,
      shopIds: new Set([3]),
      categoryIds: null,
      ...rule,
    });
    const campaigns = [campaign('blackFriday', { requiresVerifiedDiscount: true }), campaign('gardenSales', { categoryIds: new Set([2]) })];
    const promo = (overrides: Partial<Parameters<typeof toIndexedVariant>[0]>) =>
      toIndexedVariant({ ...row, ...overrides }, { campaigns }).flags & (BASE_FLAGS.blackFriday | BASE_FLAGS.gardenSeason);
    expect(promo({})).toBe(BASE_FLAGS.gardenSeason);
    expect(promo({ price_before_discount: 20000, discount_verified: 1 })).toBe(BASE_FLAGS.blackFriday | BASE_FLAGS.gardenSeason);
    expect(promo({ price_before_discount: 20000, discount_verified: 0 })).toBe(BASE_FLAGS.gardenSeason);
    expect(promo({ price_before_discount: 20000, discount_verified: 1, category_id: 5 })).toBe(BASE_FLAGS.blackFriday);
    expect(promo({ price_before_discount: 20000, discount_verified: 1, shop_id: 4 })).toBe(0);
    expect(promo({ price_before_discount: 20000, discount_verified: 1, active: 0 })).toBe(0);
  });

  it('ranks in stock first, then reviews weighted by rating, then discount', () => {
    const score = (o: Partial<Parameters<typeof relevanceScore>[0]>) =>
      relevanceScore({ inStock: false, rating: null, reviewsCount: 0, discount: 0, ...o });
    expect(score({ inStock: true })).toBeGreaterThan(score({ reviewsCount: 1000, rating: 5, discount: 60 }));
    expect(score({ reviewsCount: 100, rating: 5 })).toBeGreaterThan(score({ reviewsCount: 100, rating: 2 }));
    expect(score({ discount: 40 })).toBeGreaterThan(score({ discount: 10 }));
  });
});
