import type { VariantDto } from './schemas';
import type { CategoryRow, ShopRow, VariantRow } from './repository';
import { type CampaignRule, campaignTags } from '../../catalogue/campaigns';
import { parseParams } from '../../catalogue/params';
import { discountPercent } from '@uyut/core';
import { verifiedDiscount } from '../../catalogue/pricing';

const nullableRange = (from: number | null, to: number | null) => ({ from, to });

/** A price drop counts for promoTags.priceDrop ('Ограничена оферта') and the price-drops listing for this long. */
export const PRICE_DROP_DAYS = 30;
const DAY_MS = 86_400_000;

/** Price after applying a voucher, never below zero. */
export function priceWithVoucher(options: { price: number; value: number; valueType: 'percent' | 'amount' }): number {
  const reduced =
    options.valueType === 'percent' ? Math.round((options.price * (100 - options.value)) / 100) : options.price - options.value;
  return Math.max(0, reduced);
}

/**
 * What a card shows that only the variant's own row, its product and its images decide, read once: kept per variant
 * until the change log names it. The shop, the category, the product's other offers and the time-bound tags are not
 * in it (toVariantDto adds them to every answer).
 */
export interface VariantCard {
  row: VariantRow;
  imageIds: readonly number[];
  displayParameters: string[];
  /** `price_drop_at` in epoch milliseconds. */
  priceDropAt: number | null;
}

export function toVariantCard(row: VariantRow, imageIds: readonly number[]): VariantCard {
  return {
    row,
    imageIds,
    displayParameters: parseParams(row.params).map((p) => `${p.name}: ${p.value}`),
    priceDropAt: row.price_drop_at === null ? null : Date.parse(row.price_drop_at),
  };
}

/** Maps a card to the spec §3 Variant shape; `campaigns` give promoTags.blackFriday and gardenSales. */
export function toVariantDto(
  card: VariantCard,
  extras: { shop: ShopRow; category: CategoryRow; offerCount: number; campaigns: readonly CampaignRule[]; now?: Date },
): VariantDto {
  const { row, imageIds, priceDropAt } = card;
  const { shop, category } = extras;
  const now = extras.now ?? new Date();
  const discount = verifiedDiscount({
    price: row.price,
    priceBeforeDiscount: row.price_before_discount,
    discountVerified: row.discount_verified === 1,
  });
  const voucherType = row.voucher_type === 'percent' || row.voucher_type === 'amount' ? row.voucher_type : null;
  const [first] = imageIds;
  return {
    id: row.id,
    productId: row.product_id,
    productSlug: row.product_slug,
    name: row.name,
    description: row.description,
    slug: row.slug,
    url: row.url,
    eshop: { id: shop.id, name: shop.name, slug: shop.slug, paid: shop.paid === 1 },
    price: {
      currency: row.currency,
      price: row.price,
      priceBeforeDiscount: discount?.priceBefore ?? null,
      claimedPriceBefore:
        discount === null && discountPercent(row.price, row.price_before_discount) !== null ? row.price_before_discount : null,
      installmentMonths: row.installment_months,
      installmentAmount: row.installment_amount,
    },
    discount: discount === null ? null : { discount: discount.percent, validity: null, lowestPrice30Days: row.lowest_price_30d },
    voucher:
      row.voucher_code && row.voucher_value != null && voucherType
        ? {
            code: row.voucher_code,
            value: row.voucher_value,
            valueType: voucherType,
            priceWithVoucher: priceWithVoucher({ price: row.price, value: row.voucher_value, valueType: voucherType }),
          }
        : null,
    discounted: discount !== null,
    inStock: row.in_stock === 1,
    condition: row.condition,
    category: { id: category.id, name: category.name, longName: category.long_name, slug: category.slug },
    active: row.active === 1,
    disabled: false,
    dataLayer: { id: row.id, name: row.name },
    freeShipping: row.delivery_price === 0,
    tier: row.tier,
    reviews: { rating: row.rating, reviewsCount: row.reviews_count, imagesCount: 0 },
    dimensions: {
      width: nullableRange(row.width_from, row.width_to),
      height: nullableRange(row.height_from, row.height_to),
      depth: nullableRange(row.depth_from, row.depth_to),
      diameter: nullableRange(row.diameter_from, row.diameter_to),
    },
    promoTags: {
      ...campaignTags({
        campaigns: extras.campaigns,
        offer: { shopId: shop.id, categoryId: category.id, active: row.active === 1, verifiedDiscount: discount !== null },
        now,
      }),
      priceDrop: priceDropAt !== null && priceDropAt >= now.getTime() - PRICE_DROP_DAYS * DAY_MS,
    },
    hasDeliveries: row.delivery_price !== null,
    image: first === undefined ? null : { id: first, type: 'variant', cropped: false },
    images: imageIds.map((id) => ({ id, type: 'variant' })),
    coolingOffPeriod: row.cooling_off_days,
    deliveryPrice: row.delivery_price,
    deliveryInDays: row.delivery_days,
    alternativeOffersCount: Math.max(0, extras.offerCount - 1),
    displayParameters: card.displayParameters,
    highlighted: false,
    topProductLabel: null,
  };
}
